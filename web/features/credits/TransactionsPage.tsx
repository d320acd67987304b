import type { ApiOrder } from '@common/payments';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useSettings } from '../../lib/queries';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useRequestRefund, useTransactions } from './queries';

const STATUS_CLASS: Record<ApiOrder['status'], string> = {
  open: 'text-bg-secondary',
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  cancelled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refunded: 'text-bg-info',
  charged_back: 'text-bg-danger',
};

function StatusBadge({ status }: { status: ApiOrder['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATUS_CLASS[status]}`}>{t(`transactions.status.${status}`)}</span>;
}

/** One order in full, with the refund request for unused credits within refund_days (SPEC §1). */
function OrderDetail({ order }: { order: ApiOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const refund = useRequestRefund(order.id);
  const rows: Array<[string, React.ReactNode]> = [
    [t('transactions.date'), format.dateTime(order.paid_at ?? order.created_at)],
    [t('transactions.package'), t('credits.package_credits', { count: order.credits })],
    [t('transactions.amount'), format.money(order.amount, order.currency)],
    [t('transactions.method'), t(`checkout.methods.${order.method}`)],
    [t('transactions.state'), <StatusBadge key="s" status={order.status} />],
  ];
  if (order.discount_code) {
    rows.push([
      t('transactions.discount', { code: order.discount_code }),
      `− ${format.money(order.list_amount - order.amount, order.currency)}`,
    ]);
  }
  return (
    <section aria-labelledby="order-title">
      <Link to="/transactions" className="btn btn-link px-0 mb-2">
        <ArrowLeft className="me-1" aria-hidden="true" />
        {t('transactions.all')}
      </Link>
      <h1 id="order-title" className="h3">
        {t('transactions.order', { id: order.id })}
      </h1>
      <dl className="row">
        {rows.map(([label, value]) => (
          <div key={label} className="col-12 d-flex border-bottom py-2">
            <dt className="me-auto fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0 fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {order.refund_requested && order.refunded_amount === null && (
        <div className="alert alert-info" role="status">
          {t('transactions.refund_requested')}
        </div>
      )}
      {order.refunded_amount !== null && (
        <div className="alert alert-success" role="status">
          {t('transactions.refunded', { amount: format.money(order.refunded_amount, order.currency) })}
        </div>
      )}
      {order.refundable && (
        <>
          <p className="small text-body-secondary">
            {t('transactions.refund_terms', { days: settings?.refund_days ?? 14 })}
          </p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={refund.isPending}
            onClick={() => refund.mutate()}
          >
            {t('transactions.refund')}
          </button>
        </>
      )}
      {refund.isError && (
        <div className="alert alert-danger mt-2" role="alert">
          {refund.error.message}
        </div>
      )}
    </section>
  );
}

/** SPEC §2 /transactions/{id?}: every order with date, package, amount, method, status and credits. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { id } = useParams();
  const list = useTransactions();
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <div className="container py-5" role="alert">
        {list.error.message}
      </div>
    );
  if (id) {
    const order = list.data.find((o) => o.id === Number(id));
    if (!order) return <NotFoundPage />;
    return (
      <div className="container py-4" style={{ maxWidth: 640 }}>
        <OrderDetail order={order} />
      </div>
    );
  }
  return (
    <div className="container py-4" style={{ maxWidth: 800 }}>
      <h1 className="h3">{t('transactions.title')}</h1>
      {list.data.length === 0 ? (
        <p>
          {t('transactions.empty')} <Link to="/credits">{t('credits.title')}</Link>
        </p>
      ) : (
        <ul className="list-group">
          {list.data.map((o) => (
            <li key={o.id} className="list-group-item">
              <Link
                to={`/transactions/${o.id}`}
                className="d-flex flex-wrap align-items-center gap-2 text-reset text-decoration-none"
              >
                <span className="me-auto">
                  <span className="fw-semibold d-block">
                    {t('credits.package_credits', { count: o.credits })}
                  </span>
                  <small className="text-body-secondary">
                    {format.dateTime(o.created_at)} · {t(`checkout.methods.${o.method}`)}
                  </small>
                </span>
                <span className="fw-semibold">{format.money(o.amount, o.currency)}</span>
                <StatusBadge status={o.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
