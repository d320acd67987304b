import { PAYMENT_METHODS } from '@common/payments';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useBackofficeTranslation } from '../i18n';
import { usePaymentMethods, useSavePaymentMethods } from './queries';

/** The payment methods of `country`: checkboxes in the stored order, saved at once for every site. */
export function MethodsCard({ country }: { country: string }) {
  const { t } = useBackofficeTranslation();
  const all = usePaymentMethods();
  const save = useSavePaymentMethods();
  const current = all.data?.find((c) => c.country === country);
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setChosen(current?.methods ?? []), [current]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save.mutateAsync({ country, methods: chosen });
      setMessage(t('settings.saved'));
    } catch (error) {
      setMessage(
        error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : t('settings.failed'),
      );
    }
  };
  return (
    <form className="card card-body shadow-sm mb-4" onSubmit={submit}>
      <fieldset>
        <legend className="h6">{t('settings.packages.methods', { country })}</legend>
        <div className="d-flex flex-wrap gap-2 mb-2">
          {PAYMENT_METHODS.map((method) => (
            <div key={method} className="form-check form-check-inline border rounded px-2 py-1 me-0">
              <input
                className="form-check-input ms-0 me-1"
                type="checkbox"
                id={`method-${method}`}
                checked={chosen.includes(method)}
                onChange={(e) =>
                  setChosen(e.target.checked ? [...chosen, method] : chosen.filter((m) => m !== method))
                }
              />
              <label className="form-check-label small" htmlFor={`method-${method}`}>
                {t(`settings.methods.${method}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={save.isPending}>
          {t('settings.packages.save_methods')}
        </button>
        {current && !current.configured && (
          <span className="small text-body-secondary">{t('settings.packages.default_methods')}</span>
        )}
        <span role="status" className="small">
          {message}
        </span>
      </div>
    </form>
  );
}
