import { SUPPORTED_COUNTRIES } from '@common/constants';
import { PAYMENT_METHODS } from '@common/payments';
import type { AdminDiscountCode } from '@common/schemas/pricing-admin';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/FormField';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { endOfDay } from '../InviteCodeForm';
import { useBackofficeTranslation } from '../i18n';
import { centsFromText, decimalSeparator, textFromCents } from './money';
import { useDiscountWrite } from './queries';

interface Draft {
  code: string;
  percentage: string;
  country: string;
  user: string;
  methods: string[];
  minimum: string;
  expires: string;
  validity: 'once-per-user' | 'unlimited';
  status: 'active' | 'inactive';
}

const EMPTY: Draft = {
  code: '',
  percentage: '',
  country: '',
  user: '',
  methods: [],
  minimum: '',
  expires: '',
  validity: 'once-per-user',
  status: 'active',
};

/** The calendar day (`YYYY-MM-DD`, where the staff member is) of an ISO time. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The discount code form (create, or edit `editing`): percentage, and the limits SPEC §3 knows —
 * country, member (id or e-mail), payment methods, minimum order in euros (sent as cents), last
 * valid day, once per member or unlimited, status. The server's field errors show inline.
 */
export function DiscountForm({ editing, onDone }: { editing: AdminDiscountCode | null; onDone: () => void }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const decimal = decimalSeparator(format.tag);
  const write = useDiscountWrite();
  const [draft, setDraft] = useState<Draft>(() =>
    editing
      ? {
          code: editing.code,
          percentage: String(editing.value_percentage).replace('.', decimal),
          country: editing.country ?? '',
          user: editing.user_email ?? (editing.user_id === null ? '' : String(editing.user_id)),
          methods: editing.paymentmethods,
          minimum:
            editing.minimum_order_value === null ? '' : textFromCents(editing.minimum_order_value, decimal),
          expires: editing.expires ? localDay(editing.expires) : '',
          validity: editing.validity,
          status: editing.status,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setDone(null);
    const minimum = draft.minimum.trim() === '' ? null : centsFromText(draft.minimum);
    if (minimum === null && draft.minimum.trim() !== '') {
      setErrors({ minimum_order_value: t('settings.packages.price_invalid') });
      return;
    }
    const percentage = Number(draft.percentage.replace(',', '.'));
    const rules = {
      value_percentage: Number.isFinite(percentage) && draft.percentage.trim() !== '' ? percentage : -1,
      country: (draft.country || null) as never,
      user: draft.user.trim() || null,
      payment_methods: draft.methods as never,
      minimum_order_value: minimum,
      // The expiry only changes when the day changed (a code kept past its day stays as it was).
      ...(editing && draft.expires === (editing.expires ? localDay(editing.expires) : '')
        ? {}
        : { expires: draft.expires ? endOfDay(draft.expires) : null }),
      validity: draft.validity,
      status: draft.status,
    };
    try {
      if (editing) await write.mutateAsync({ kind: 'update', code: editing.code, body: rules });
      else await write.mutateAsync({ kind: 'create', body: { ...rules, code: draft.code } });
      setDone(t('settings.discounts.saved', { code: (editing?.code ?? draft.code).toUpperCase().trim() }));
      if (!editing) setDraft(EMPTY);
      else onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const byField: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.fields))
          byField[path.split('.')[0] ?? path] ??= message;
        setErrors(byField);
      } else setErrors({ general: error instanceof Error ? error.message : t('settings.failed') });
    }
  };

  const select = (p: { className: string }) => p.className.replace('form-control', 'form-select');
  return (
    <form id="discount-form" className="card card-body shadow-sm" onSubmit={submit} noValidate>
      <h2 className="h5">
        {editing ? t('settings.discounts.edit', { code: editing.code }) : t('settings.discounts.new')}
      </h2>
      {errors.general && (
        <div className="alert alert-danger" role="alert">
          {errors.general}
        </div>
      )}
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      {!editing && (
        <FormField
          label={t('settings.discounts.code')}
          hint={t('settings.discounts.code_hint')}
          error={errors.code}
        >
          {(p) => (
            <input
              {...p}
              className={`${p.className} text-uppercase font-monospace`}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              value={draft.code}
              onChange={(e) => set({ code: e.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField
        label={t('settings.discounts.percentage')}
        hint={t('settings.discounts.percentage_hint')}
        error={errors.value_percentage}
      >
        {(p) => (
          <input
            {...p}
            inputMode="decimal"
            value={draft.percentage}
            onChange={(e) => set({ percentage: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('settings.discounts.country')} error={errors.country}>
        {(p) => (
          <select
            {...p}
            className={select(p)}
            value={draft.country}
            onChange={(e) => set({ country: e.target.value })}
          >
            <option value="">{t('settings.discounts.any_country')}</option>
            {SUPPORTED_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c} – {format.region(c)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('settings.discounts.user')}
        hint={t('settings.discounts.user_hint')}
        error={errors.user}
      >
        {(p) => (
          <input
            {...p}
            autoComplete="off"
            maxLength={254}
            value={draft.user}
            onChange={(e) => set({ user: e.target.value })}
          />
        )}
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6 mb-1">{t('settings.discounts.methods')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((m) => (
            <div key={m} className="form-check form-check-inline border rounded px-2 py-1 me-0">
              <input
                className="form-check-input ms-0 me-1"
                type="checkbox"
                id={`${id}-${m}`}
                checked={draft.methods.includes(m)}
                onChange={(e) =>
                  set({
                    methods: e.target.checked ? [...draft.methods, m] : draft.methods.filter((x) => x !== m),
                  })
                }
              />
              <label className="form-check-label small" htmlFor={`${id}-${m}`}>
                {t(`settings.methods.${m}`)}
              </label>
            </div>
          ))}
        </div>
        <div className="form-text">{t('settings.discounts.methods_hint')}</div>
      </fieldset>
      <FormField
        label={t('settings.discounts.minimum')}
        hint={t('settings.discounts.minimum_hint')}
        error={errors.minimum_order_value}
      >
        {(p) => (
          <input
            {...p}
            inputMode="decimal"
            value={draft.minimum}
            onChange={(e) => set({ minimum: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('settings.discounts.expires')}
        hint={t('settings.discounts.expires_hint')}
        error={errors.expires}
      >
        {(p) => (
          <input
            {...p}
            type="date"
            value={draft.expires}
            onChange={(e) => set({ expires: e.target.value })}
          />
        )}
      </FormField>
      <div className="row g-2">
        <div className="col-6">
          <FormField label={t('settings.discounts.validity')} error={errors.validity}>
            {(p) => (
              <select
                {...p}
                className={select(p)}
                value={draft.validity}
                onChange={(e) => set({ validity: e.target.value as Draft['validity'] })}
              >
                <option value="once-per-user">{t('settings.discounts.once')}</option>
                <option value="unlimited">{t('settings.discounts.unlimited')}</option>
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6">
          <FormField label={t('settings.discounts.status')} error={errors.status}>
            {(p) => (
              <select
                {...p}
                className={select(p)}
                value={draft.status}
                onChange={(e) => set({ status: e.target.value as Draft['status'] })}
              >
                <option value="active">{t('settings.discounts.active')}</option>
                <option value="inactive">{t('settings.discounts.inactive')}</option>
              </select>
            )}
          </FormField>
        </div>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={write.isPending}>
          {editing ? t('settings.save') : t('settings.discounts.create')}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('settings.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
