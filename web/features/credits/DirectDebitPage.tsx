import type { DirectDebitBody } from '@common/payments';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { PageSpinner } from '../../components/PageSpinner';
import type { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms';
import { useSettings } from '../../lib/queries';
import { useConfirmDirectDebit, usePackages, useStartDirectDebit } from './queries';
import { WithdrawalConsent } from './WithdrawalConsent';

type Form = Omit<DirectDebitBody, 'package_id' | 'consent' | 'withdrawal_consent'> & {
  consent: boolean;
  withdrawal_consent: boolean;
};
const FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'mobile',
  'consent',
  'withdrawal_consent',
] as const;
/** Credits usable at once (server/modules/payments/directdebit.ts DIRECT_DEBIT_ADVANCE_CREDITS). */
const ADVANCE_CREDITS = 100;

/**
 * SPEC §2 /directdebit: the SEPA direct debit form (account holder, IBAN, address, mobile number,
 * consent to the mandate, consent to immediate delivery of the credits), then the SMS code that signs the mandate; the order then waits for the bank.
 */
export default function DirectDebitPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const startMandate = useStartDirectDebit();
  const confirmMandate = useConfirmDirectDebit();
  const [search] = useSearchParams();
  const { data: settings } = useSettings();
  const packages = usePackages();
  const packageId = Number(search.get('package'));
  const [general, setGeneral] = useState<string | null>(null);
  const [mandate, setMandate] = useState<{ id: number; phone: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Form>({
    // Given already on the checkout page, which sends `withdrawal=1` along.
    defaultValues: { consent: false, withdrawal_consent: search.get('withdrawal') === '1' },
  });
  if (packages.isPending) return <PageSpinner />;
  const pkg = packages.data?.packages.find((p) => p.id === packageId);
  if (!pkg) {
    return (
      <div className="container py-5">
        <p>{t('directdebit.choose_package')}</p>
        <Link to="/credits" className="btn btn-primary">
          {t('credits.title')}
        </Link>
      </div>
    );
  }
  const start = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      if (!values.withdrawal_consent) {
        setError(
          'withdrawal_consent',
          { message: t('validation.withdrawal_consent') },
          { shouldFocus: true },
        );
        return;
      }
      const answer = await startMandate.mutateAsync({
        ...values,
        withdrawal_consent: true,
        package_id: pkg.id,
      });
      setMandate({ id: answer.mandate.id, phone: answer.phone });
    } catch (e) {
      setGeneral(applyServerErrors(e, setError, FIELDS));
    }
  });
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!mandate) return;
    setBusy(true);
    try {
      const answer = await confirmMandate.mutateAsync({ mandateId: mandate.id, code });
      navigate(`/credits/${pkg.id}?order=${answer.order.id}`);
    } catch (e) {
      const failure = e as ApiError;
      setCodeError(failure.fields.code ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  const err = (name: keyof Form) => formState.errors[name]?.message;
  const text = (
    name: Exclude<keyof Form, 'consent' | 'withdrawal_consent'>,
    autoComplete: string,
    inputMode?: 'tel',
  ) => (
    <FormField label={t(`directdebit.${name}`)} error={err(name)}>
      {(props) => <input {...props} {...register(name)} autoComplete={autoComplete} inputMode={inputMode} />}
    </FormField>
  );
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <Link to={`/credits/${pkg.id}`} className="btn btn-link px-0 mb-2">
        <ArrowLeft className="me-1" aria-hidden="true" />
        {t('checkout.other_method')}
      </Link>
      <h1 className="h3">{t('directdebit.title')}</h1>
      <p>
        {t('directdebit.lead', {
          amount: format.money(pkg.discounted_amount, pkg.currency),
          credits: pkg.credits,
        })}
      </p>
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      )}
      {mandate ? (
        <form onSubmit={confirm} noValidate>
          <p role="status">{t('directdebit.code_sent', { phone: mandate.phone })}</p>
          <FormField label={t('directdebit.code')} error={codeError ?? undefined}>
            {(props) => (
              <input
                {...props}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </FormField>
          <p className="small text-body-secondary">{t('directdebit.advance', { count: ADVANCE_CREDITS })}</p>
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100"
            disabled={busy || code.trim().length !== 6}
          >
            {t('directdebit.confirm')}
          </button>
        </form>
      ) : (
        <form onSubmit={start} noValidate>
          {text('account_holder', 'name')}
          {text('iban', 'off')}
          <div className="row g-2">
            <div className="col-8">{text('street', 'address-line1')}</div>
            <div className="col-4">{text('house_number', 'address-line2')}</div>
            <div className="col-5">{text('zip', 'postal-code')}</div>
            <div className="col-7">{text('city', 'address-level2')}</div>
          </div>
          {text('mobile', 'tel', 'tel')}
          <div className="form-check mb-3">
            <input
              id="dd-consent"
              type="checkbox"
              className={`form-check-input${err('consent') ? ' is-invalid' : ''}`}
              aria-describedby={err('consent') ? 'dd-consent-error' : undefined}
              {...register('consent')}
            />
            <label htmlFor="dd-consent" className="form-check-label small">
              {t('directdebit.consent', { site: settings?.name ?? '' })}
            </label>
            {err('consent') && (
              <div id="dd-consent-error" className="invalid-feedback">
                {err('consent')}
              </div>
            )}
          </div>
          <WithdrawalConsent
            id="dd-withdrawal-consent"
            error={Boolean(err('withdrawal_consent'))}
            {...register('withdrawal_consent')}
          />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={formState.isSubmitting}>
            {t('directdebit.send_code')}
          </button>
        </form>
      )}
    </div>
  );
}
