import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useLastOrder, useRepeatOrder } from './queries';
import { WithdrawalConsent } from './WithdrawalConsent';

/**
 * SPEC §2 /credits/repeat-order (paid members): the last paid order again, in one step, after the
 * consent to immediate delivery (`WithdrawalConsent`).
 */
export default function RepeatOrderPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const last = useLastOrder();
  const repeat = useRepeatOrder();
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const order = () => {
    if (consent) repeat.mutate({ withdrawal_consent: true });
    else {
      setMissing(true);
      document.getElementById('repeat-consent')?.focus();
    }
  };
  if (last.isPending) return <PageSpinner />;
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3">{t('repeat.title')}</h1>
      {last.data ? (
        <>
          <p className="fs-5">
            {t('repeat.summary', {
              credits: last.data.credits,
              method: t(`checkout.methods.${last.data.method}`),
              amount: format.money(last.data.list_amount, last.data.currency),
            })}
          </p>
          {repeat.isError && (
            <div className="alert alert-danger" role="alert">
              {repeat.error.message}
            </div>
          )}
          <WithdrawalConsent
            id="repeat-consent"
            checked={consent}
            error={missing && !consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled={repeat.isPending || repeat.isSuccess}
            onClick={order}
          >
            {t('repeat.order')}
          </button>
        </>
      ) : (
        <p>{t('repeat.none')}</p>
      )}
      <Link to="/credits" className="btn btn-link px-0 mt-3">
        {t('credits.title')}
      </Link>
    </div>
  );
}
