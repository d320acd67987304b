import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EnvelopeCheck } from '../../components/icons/envelope-check';
import { EnvelopeX } from '../../components/icons/envelope-x';
import { PageSpinner } from '../../components/PageSpinner';
import { useConfirmMailChange } from './queries';

/** SPEC §2 /mail-change/do: confirms a new e-mail address with the link's token. */
export default function MailChangeDoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmMailChange(token);
  const { mutate } = confirm;
  const started = useRef(false);
  useEffect(() => {
    // The token is single-use: send it once, also when effects run twice in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  if (confirm.isIdle || confirm.isPending) return <PageSpinner />;
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      {confirm.isSuccess ? (
        <div role="status">
          <EnvelopeCheck className="display-3 text-success" aria-hidden="true" />
          <h1 className="h3 mt-3">{t('mail_change.done')}</h1>
        </div>
      ) : (
        <div role="alert">
          <EnvelopeX className="display-3 text-danger" aria-hidden="true" />
          <h1 className="h3 mt-3">{t('mail_change.failed')}</h1>
          <p>{confirm.error?.message}</p>
        </div>
      )}
      <Link to="/" className="btn btn-outline-primary mt-2">
        {t('common.home')}
      </Link>
    </div>
  );
}
