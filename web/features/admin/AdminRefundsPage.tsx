import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useRefundOrder, useRefundQueue } from './queries';

/**
 * /admin/refunds: members' refund requests for unused credits; refund at the provider in one
 * step. Inside the back-office shell, which shows it only to roles with `refunds.manage`.
 */
export default function AdminRefundsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const queue = useRefundQueue(true);
  const refund = useRefundOrder();
  if (queue.isPending) return <PageSpinner />;
  const requests = queue.data ?? [];
  return (
    <div style={{ maxWidth: 800 }}>
      <h1 className="h3 mb-3">{t('admin.refunds_title')}</h1>
      {refund.isError && (
        <div className="alert alert-danger" role="alert">
          {refund.error.message}
        </div>
      )}
      {requests.length === 0 ? (
        <p>{t('admin.refunds_empty')}</p>
      ) : (
        <ul className="list-group">
          {requests.map((r) => (
            <li key={r.order_id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                <span className="fw-semibold d-block">
                  {t('transactions.order', { id: r.order_id })} · {r.email}
                </span>
                <small className="text-body-secondary">
                  {t('admin.refund_detail', {
                    credits: r.credits_bought,
                    amount: format.money(r.amount, r.currency),
                    balance: r.balance,
                    date: format.date(r.requested_at),
                  })}
                </small>
              </span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={refund.isPending}
                onClick={() => refund.mutate(r.order_id)}
              >
                {t('admin.refund_do', { amount: format.money(r.refund_amount, r.currency) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
