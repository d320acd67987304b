import type { ApiDiscountCode, ApiPackage } from '@common/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stars } from '../../components/icons/stars';
import { TagFill } from '../../components/icons/tag-fill';
import { TicketPerforated } from '../../components/icons/ticket-perforated';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useSettings, useUser } from '../../lib/queries';
import { DiscountDialog } from './DiscountDialog';
import { enteredCode, storeCode } from './discountStore';
import { usePackages } from './queries';
import { SpendingLeft } from './SpendingLimit';
import { useSpendingLimit } from './spending';

/** The price of `pkg` the member will pay: with an entered code, else the server's active discount. */
export function priceOf(pkg: ApiPackage, code: ApiDiscountCode | null): number {
  if (code) return Math.round((pkg.amount * (100 - code.value_percentage)) / 100);
  return pkg.discounted_amount;
}

/** Whether a price (cents) is above what the member's own limit leaves this month (`left`: null or unknown, no limit). */
export function overLimit(price: number, left: number | null | undefined): boolean {
  return left !== null && left !== undefined && price > left;
}

/**
 * One package as a card: credits, the price the member pays (`price`, cents; the list price struck
 * through when it differs) and the price per credit of what is paid, so a discount lowers it too.
 */
export function PackageCard({
  pkg,
  price,
  best,
  messageCredits,
  children,
}: {
  pkg: ApiPackage;
  price: number;
  best: boolean;
  messageCredits: number;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className={`card h-100 shadow-sm ${best ? 'border-primary' : 'border-0'}`}>
      {best && (
        <div className="card-header bg-primary text-white text-center small fw-semibold">
          {t('credits.best_value')}
        </div>
      )}
      <div className="card-body text-center d-flex flex-column">
        <h2 className="h4 mb-1">{t('credits.package_credits', { count: pkg.credits })}</h2>
        {messageCredits > 0 && (
          <p className="text-body-secondary small mb-2">
            {t('credits.messages', { count: Math.floor(pkg.credits / messageCredits) })}
          </p>
        )}
        <p className="display-6 fw-bold mb-0">{format.money(price, pkg.currency)}</p>
        {price !== pkg.amount && (
          <p className="text-body-secondary mb-0">
            <s>{t('credits.was', { price: format.money(pkg.amount, pkg.currency) })}</s>
          </p>
        )}
        <p className="small text-body-secondary mb-3">
          {t('credits.per_credit', { price: format.money(price / pkg.credits, pkg.currency) })}
        </p>
        <div className="mt-auto">{children}</div>
      </div>
    </div>
  );
}

/** SPEC §2 /credits: the packages, the premium claim, the payment terms and the discount code dialog. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  const packages = usePackages();
  const spending = useSpendingLimit();
  const [code, setCode] = useState<ApiDiscountCode | null>(enteredCode);
  const [dialog, setDialog] = useState(false);
  if (packages.isPending || !user) return <PageSpinner />;
  if (packages.isError) {
    return (
      <div className="container py-5" role="alert">
        {packages.error.message}
      </div>
    );
  }
  const { packages: list, discount } = packages.data;
  const active = code ?? discount;
  const cheapestPerCredit = Math.min(...list.map((p) => p.per_credit));
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('credits.title')}</h1>
        <span className={`badge fs-6 ${user.credits < 0 ? 'text-bg-danger' : 'text-bg-light'}`}>
          {t('credits.balance', { count: user.credits })}
        </span>
      </div>
      <p className="lead">{t('credits.lead')}</p>
      {user.credits < 0 && (
        <div className="alert alert-danger" role="alert">
          {t('credits.debt', { count: user.credits })}
        </div>
      )}
      <p className="fw-semibold text-primary">
        <Stars className="me-1" aria-hidden="true" />
        {t('credits.premium_claim')}
      </p>
      {active && (
        <div className="alert alert-success d-flex align-items-center gap-2" role="status">
          <TagFill aria-hidden="true" />
          {t('credits.discount_active', {
            percentage: format.percent(active.value_percentage),
            code: active.code,
          })}
        </div>
      )}
      <SpendingLeft limit={spending.data} />
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
        {list.map((pkg) => (
          <li key={pkg.id} className="col">
            <PackageCard
              pkg={pkg}
              price={priceOf(pkg, code)}
              best={pkg.per_credit === cheapestPerCredit}
              messageCredits={settings?.message_credits ?? 0}
            >
              {overLimit(priceOf(pkg, code), spending.data?.left_cents) ? (
                // Over the member's own limit for this month: not offered (issue "Safety" §5).
                <button type="button" className="btn btn-outline-secondary w-100" disabled>
                  {t('spending.over_limit')}
                </button>
              ) : (
                <Link
                  to={`/credits/${pkg.id}`}
                  className="btn btn-primary w-100"
                  aria-label={`${t('credits.choose')}: ${t('credits.package_credits', { count: pkg.credits })}`}
                >
                  {t('credits.choose')}
                </Link>
              )}
            </PackageCard>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 my-3">
        <button type="button" className="btn btn-outline-primary" onClick={() => setDialog(true)}>
          <TicketPerforated className="me-1" aria-hidden="true" />
          {t('credits.discount_enter')}
        </button>
        {user.paid_user && (
          <Link to="/credits/repeat-order" className="btn btn-outline-secondary">
            {t('repeat.title')}
          </Link>
        )}
        <Link to="/transactions" className="btn btn-link">
          {t('transactions.title')}
        </Link>
      </div>
      <p className="small text-body-secondary">{t('credits.terms', { days: settings?.refund_days ?? 14 })}</p>
      <DiscountDialog
        show={dialog}
        onHide={() => setDialog(false)}
        onApplied={(applied) => {
          storeCode(applied);
          setCode(applied);
        }}
      />
    </div>
  );
}
