import type { AdminDiscountCode } from '@common/schemas/pricing-admin';
import { useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { DiscountForm } from './DiscountForm';
import { useDiscountCodes, useDiscountWrite } from './queries';

/** One code's rules in a line: value, limits, expiry, use. */
function CodeItem({ code, onEdit }: { code: AdminDiscountCode; onEdit: () => void }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const write = useDiscountWrite();
  const limits = [
    code.country && format.region(code.country),
    code.user_email ?? (code.user_id !== null ? `#${code.user_id}` : null),
    code.paymentmethods.length > 0 && code.paymentmethods.map((m) => t(`settings.methods.${m}`)).join(', '),
    code.minimum_order_value !== null &&
      t('settings.discounts.from', {
        amount: format.money(code.minimum_order_value, code.currency ?? 'EUR'),
      }),
    code.expires && t('settings.discounts.until', { date: format.dateTime(code.expires) }),
  ].filter(Boolean);
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="font-monospace fw-bold">{code.code}</span>
        <span className="fw-semibold">{format.percent(code.value_percentage)}</span>
        <span
          className={`badge ${code.status === 'active' && !code.expired ? 'text-bg-success' : 'text-bg-secondary'}`}
        >
          {code.expired ? t('settings.discounts.expired') : t(`settings.discounts.${code.status}`)}
        </span>
        {code.welcome && <span className="badge text-bg-info">{t('settings.discounts.welcome')}</span>}
      </div>
      <p className="small text-body-secondary mb-2">
        {limits.length > 0 ? limits.join(' · ') : t('settings.discounts.no_limits')} ·{' '}
        {code.validity === 'once-per-user' ? t('settings.discounts.once') : t('settings.discounts.unlimited')}{' '}
        · {t('settings.discounts.used', { count: code.redemptions, n: format.number(code.redemptions) })}
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
          {t('settings.discounts.edit_button')}
        </button>
        {code.status === 'active' && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={write.isPending}
            onClick={() => write.mutate({ kind: 'update', code: code.code, body: { status: 'inactive' } })}
          >
            {t('settings.discounts.deactivate')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/discounts (issue "Back office" §5; SPEC §3 discount code): every code with its limits
 * and use, editable and deactivatable, and the form for a new one. Admins only.
 */
export default function DiscountsPage() {
  const { t } = useBackofficeTranslation();
  const codes = useDiscountCodes();
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  return (
    <div>
      <h1 className="h3 mb-2">{t('settings.discounts.title')}</h1>
      <p className="text-body-secondary">{t('settings.discounts.intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-5 order-lg-2">
          <DiscountForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </div>
        <div className="col-12 col-lg-7">
          {codes.isPending ? (
            <PageSpinner />
          ) : codes.isError ? (
            <div className="alert alert-danger" role="alert">
              {codes.error.message}
            </div>
          ) : codes.data.length === 0 ? (
            <p>{t('settings.discounts.none')}</p>
          ) : (
            <ul className="list-group shadow-sm">
              {codes.data.map((code) => (
                <CodeItem
                  key={code.code}
                  code={code}
                  onEdit={() => {
                    setEditing(code);
                    document.getElementById('discount-form')?.scrollIntoView({ block: 'start' });
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
