import { SUPPORTED_COUNTRIES } from '@common/constants';
import type { AdminPackage } from '@common/schemas/pricing-admin';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { MethodsCard } from './MethodsCard';
import { centsFromText, decimalSeparator, textFromCents } from './money';
import { usePackages, usePackageWrite } from './queries';

type Row = { credits: string; price: string; sort_order: string; active: boolean };

/** Field errors of a failed write (the server's `fields`, else the message on `general`). */
function fieldsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return error.fields;
  return { general: error instanceof Error ? error.message : String(error) };
}

/**
 * The inputs of one package (or of a new one): credits, price in euros, order, active. `onSave`
 * gets the body in cents; the server's field errors show under each input.
 */
function PackageForm({
  initial,
  currency,
  submitLabel,
  onSave,
  extra,
}: {
  initial: Row;
  currency: string;
  submitLabel: string;
  onSave: (body: { credits: number; amount: number; sort_order: number; active: boolean }) => Promise<void>;
  extra?: ReactNode;
}) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const [row, setRow] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  // Take the stored values again after a save (compared as text: `initial` is made per render).
  const initialKey = JSON.stringify(initial);
  useEffect(() => setRow(JSON.parse(initialKey) as Row), [initialKey]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaved(false);
    const amount = centsFromText(row.price);
    if (amount === null) {
      setErrors({ amount: t('settings.packages.price_invalid') });
      return;
    }
    try {
      await onSave({
        credits: Number(row.credits),
        amount,
        sort_order: Number(row.sort_order),
        active: row.active,
      });
      setSaved(true);
    } catch (error) {
      setErrors(fieldsOf(error));
    }
  };
  const input = (
    key: 'credits' | 'price' | 'sort_order',
    label: string,
    field: string,
    mode: 'numeric' | 'decimal',
  ) => (
    <div className={key === 'sort_order' ? 'col-4 col-md-2' : 'col-4 col-md-3'}>
      <label className="form-label small mb-0" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={`form-control${errors[field] ? ' is-invalid' : ''}`}
        inputMode={mode}
        value={row[key]}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${key}-error` : undefined}
        onChange={(e) => setRow({ ...row, [key]: e.target.value })}
      />
      {errors[field] && (
        <div id={`${id}-${key}-error`} className="invalid-feedback">
          {errors[field]}
        </div>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="row g-2 align-items-end">
      {input('credits', t('settings.packages.credits'), 'credits', 'numeric')}
      {input('price', t('settings.packages.price', { currency }), 'amount', 'decimal')}
      {input('sort_order', t('settings.packages.sort_order'), 'sort_order', 'numeric')}
      <div className="col-12 col-md-4 d-flex flex-wrap align-items-center gap-2">
        <div className="form-check form-switch mb-0">
          <input
            id={`${id}-active`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            aria-checked={row.active}
            checked={row.active}
            onChange={(e) => setRow({ ...row, active: e.target.checked })}
          />
          <label className="form-check-label small" htmlFor={`${id}-active`}>
            {t('settings.packages.active')}
          </label>
        </div>
        <button type="submit" className="btn btn-sm btn-primary">
          {submitLabel}
        </button>
        {extra}
      </div>
      <div className="col-12 small" role="status">
        {saved && <span className="text-success">{t('settings.saved')}</span>}
        {errors.general && <span className="text-danger">{errors.general}</span>}
        {row.credits && centsFromText(row.price) && Number(row.credits) > 0 && (
          <span className="text-body-secondary ms-2">
            {t('settings.packages.per_credit', {
              price: format.money((centsFromText(row.price) ?? 0) / Number(row.credits), currency),
            })}
          </span>
        )}
      </div>
    </form>
  );
}

/**
 * Retire a package, asked once more: "stop offering" when orders refer to it (it is kept,
 * inactive), else "delete".
 */
function RetireButton({ pkg, onRetire }: { pkg: AdminPackage; onRetire: () => void }) {
  const { t } = useBackofficeTranslation();
  const [asking, setAsking] = useState(false);
  const label = pkg.ordered ? t('settings.packages.deactivate') : t('settings.packages.delete');
  if (!pkg.active && pkg.ordered) return null;
  return asking ? (
    <span className="d-inline-flex gap-1 align-items-center">
      <span className="small">{t('settings.packages.sure')}</span>
      <button type="button" className="btn btn-sm btn-danger" onClick={onRetire}>
        {label}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)}>
        {t('settings.cancel')}
      </button>
    </span>
  ) : (
    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
      {label}
    </button>
  );
}

/**
 * /admin/packages (issue "Back office" §5): the credit packages and prices of one country (in the
 * address, `?country=`), each editable in place (price in euros, sent as cents), retired
 * (deactivated when orders refer to it, else deleted), a new one added; and the country's payment
 * methods. Members see a change on /credits at once.
 */
export default function PackagesPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const decimal = decimalSeparator(format.tag);
  const [params, setParams] = useSearchParams();
  const country = (SUPPORTED_COUNTRIES as readonly string[]).includes(params.get('country') ?? '')
    ? (params.get('country') as string)
    : 'NL';
  const packages = usePackages(country);
  const write = usePackageWrite(country);
  const currency = packages.data?.[0]?.currency ?? 'EUR';
  const rowOf = (p: AdminPackage): Row => ({
    credits: String(p.credits),
    price: textFromCents(p.amount, decimal),
    sort_order: String(p.sort_order),
    active: p.active,
  });
  return (
    <div style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-2">{t('settings.packages.title')}</h1>
      <p className="text-body-secondary">{t('settings.packages.intro')}</p>
      <div className="mb-3" style={{ maxWidth: 320 }}>
        <label className="form-label fw-semibold" htmlFor="packages-country">
          {t('settings.packages.country')}
        </label>
        <select
          id="packages-country"
          className="form-select"
          value={country}
          onChange={(e) => setParams({ country: e.target.value })}
        >
          {SUPPORTED_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c} – {format.region(c)}
            </option>
          ))}
        </select>
      </div>
      <MethodsCard country={country} />
      <h2 className="h5">{t('settings.packages.list', { country: format.region(country) })}</h2>
      {packages.isPending ? (
        <PageSpinner />
      ) : packages.isError ? (
        <div className="alert alert-danger" role="alert">
          {packages.error.message}
        </div>
      ) : packages.data.length === 0 ? (
        <p className="text-body-secondary">{t('settings.packages.none')}</p>
      ) : (
        <ul className="list-group shadow-sm mb-4">
          {packages.data.map((p) => (
            <li key={p.id} className={`list-group-item py-3${p.active ? '' : ' bg-body-tertiary'}`}>
              <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
                <span className="fw-semibold">
                  {t('settings.packages.summary', {
                    credits: format.number(p.credits),
                    price: format.money(p.amount, p.currency),
                  })}
                </span>
                {!p.active && (
                  <span className="badge text-bg-secondary">{t('settings.packages.inactive')}</span>
                )}
                {p.ordered && (
                  <span className="badge text-bg-light border">{t('settings.packages.ordered')}</span>
                )}
              </div>
              <PackageForm
                initial={rowOf(p)}
                currency={p.currency}
                submitLabel={t('settings.save')}
                onSave={(body) => write.mutateAsync({ kind: 'update', id: p.id, body }).then(() => undefined)}
                extra={<RetireButton pkg={p} onRetire={() => write.mutate({ kind: 'retire', id: p.id })} />}
              />
            </li>
          ))}
        </ul>
      )}
      <section className="card card-body shadow-sm" aria-labelledby="new-package">
        <h2 id="new-package" className="h5">
          {t('settings.packages.add')}
        </h2>
        <PackageForm
          key={country}
          initial={{ credits: '', price: '', sort_order: String(packages.data?.length ?? 0), active: true }}
          currency={currency}
          submitLabel={t('settings.packages.add')}
          onSave={(body) =>
            write
              .mutateAsync({ kind: 'create', body: { ...body, country: country as never, currency } })
              .then(() => undefined)
          }
        />
      </section>
    </div>
  );
}
