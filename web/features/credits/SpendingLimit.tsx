import type { SpendingLimitAnswer } from '@common/spending';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { PiggyBank } from '../../components/icons/piggy-bank';
import { type FormStatus, StatusAlert } from '../../components/StatusAlert';
import { ApiError } from '../../lib/api';
import { type Formatter, useFormat } from '../../lib/format';
import { parseEuros, useChangeSpendingLimit, useSpendingLimit, useSpendingStatement } from './spending';

/** Euro cents as money in the member's language. */
const euros = (format: Formatter, cents: number) => format.money(cents, 'EUR');

/** What the member may still spend this month, for the credits and checkout pages; nothing without a limit. */
export function SpendingLeft({ limit }: { limit: SpendingLimitAnswer | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!limit || limit.left_cents === null) return null;
  return (
    <p className="alert alert-info py-2" role="status" data-testid="spending-left">
      {t('spending.checkout_left', { left: euros(format, limit.left_cents) })}
    </p>
  );
}

/** The waiting raise or removal with the moment it takes effect, and the button that cancels it. */
function PendingChange({ limit }: { limit: SpendingLimitAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const change = useChangeSpendingLimit();
  const [done, setDone] = useState(false);
  if (!limit.pending)
    return done ? (
      <p className="alert alert-success py-2" role="status">
        {t('spending.cancelled')}
      </p>
    ) : null;
  const at = limit.pending.effective_at;
  const when = { date: format.date(at), time: format.time(at) };
  return (
    <div
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
      data-testid="spending-pending"
    >
      <span className="me-auto">
        {limit.pending.limit_cents === null
          ? t('spending.pending_removal', when)
          : t('spending.pending_raise', { ...when, amount: euros(format, limit.pending.limit_cents) })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={change.isPending}
        onClick={() => change.mutate('cancel', { onSuccess: () => setDone(true) })}
      >
        {t('spending.cancel_pending')}
      </button>
    </div>
  );
}

/** This month's and earlier months' purchases and refunds with their totals; months without any are left out. */
function Statement() {
  const { t } = useTranslation();
  const format = useFormat();
  const statement = useSpendingStatement();
  if (!statement.data) return null;
  const names = format.monthNames();
  const months = statement.data.months.filter((m, i) => i === 0 || m.lines.length > 0);
  return (
    <section aria-labelledby="spending-statement-title" className="mt-4">
      <h3 id="spending-statement-title" className="h6">
        {t('spending.statement_title')}
      </h3>
      {months.map((m) => {
        const [year, month] = m.month.split('-');
        return (
          <div key={m.month} className="mb-3" data-testid={`statement-${m.month}`}>
            <div className="d-flex justify-content-between fw-semibold border-bottom py-1">
              <span>
                {names[Number(month) - 1]} {year}
              </span>
              <span>
                {t('spending.statement_total')}: {euros(format, m.total_cents)}
              </span>
            </div>
            {m.lines.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('spending.statement_empty')}</p>
            ) : (
              <ul className="list-unstyled small mb-0">
                {m.lines.map((line) => (
                  <li key={`${line.kind}-${line.order_id}`} className="d-flex justify-content-between py-1">
                    <span>
                      {format.date(line.at)} ·{' '}
                      {line.kind === 'refund'
                        ? t('spending.statement_refund')
                        : t('spending.statement_order', { credits: line.credits })}
                    </span>
                    <span>
                      {line.kind === 'refund' ? '−' : ''}
                      {euros(format, line.amount_cents)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The settings page's spending limit (issue "Safety" §5; docs/safety.md "Spending limits"): the
 * member's monthly limit on credit purchases in euro, what was spent and is left this month, a
 * waiting raise with when it takes effect (cancellable), and the monthly statement.
 */
export function SpendingLimitSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const limit = useSpendingLimit();
  const change = useChangeSpendingLimit();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus>(null);
  const save = async (cents: number | null) => {
    setStatus(null);
    setFieldError(undefined);
    try {
      const answer = await change.mutateAsync({ limit_cents: cents });
      setAmount('');
      setStatus({ kind: 'ok', text: answer.pending ? t('spending.pending_saved') : t('spending.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fields.limit_cents) setFieldError(error.fields.limit_cents);
      else
        setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('errors.generic') });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuros(amount);
    if (cents === null) setFieldError(t('validation.spending_limit'));
    else void save(cents);
  };
  const data = limit.data;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="spending-title">
      <div className="card-body">
        <h2 id="spending-title" className="h5 d-flex align-items-center gap-2">
          <PiggyBank aria-hidden="true" />
          {t('spending.title')}
        </h2>
        <p className="small text-body-secondary">{t('spending.intro')}</p>
        {data && (
          <div data-testid="spending-current">
            <p className="mb-1 fw-semibold">
              {data.limit_cents === null
                ? t('spending.none')
                : t('spending.current', { amount: euros(format, data.limit_cents) })}
            </p>
            <p className="small mb-1">
              {t('spending.month', {
                spent: euros(format, data.spent_cents),
                date: format.date(`${data.resets_on}T12:00:00`),
              })}
            </p>
            {data.left_cents !== null && (
              <p className="small">{t('spending.left', { left: euros(format, data.left_cents) })}</p>
            )}
            <PendingChange limit={data} />
          </div>
        )}
        <StatusAlert status={status} />
        <form onSubmit={submit} noValidate className="d-flex flex-wrap align-items-end gap-2">
          <div className="flex-grow-1">
            <FormField label={t('spending.amount_label')} error={fieldError}>
              {(p) => (
                <input
                  {...p}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <button type="submit" className="btn btn-primary mb-3" disabled={change.isPending}>
            {t('spending.save')}
          </button>
          {data?.limit_cents !== null && data?.limit_cents !== undefined && (
            <button
              type="button"
              className="btn btn-outline-secondary mb-3"
              disabled={change.isPending}
              onClick={() => void save(null)}
            >
              {t('spending.remove')}
            </button>
          )}
        </form>
        <Statement />
      </div>
    </section>
  );
}
