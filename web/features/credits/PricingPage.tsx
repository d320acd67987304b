import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSettings, useUser } from '../../lib/queries';
import { PackageCard } from './CreditsPage';
import { usePackages } from './queries';

/** SPEC §2 /pricing: what things cost and the packages, for visitors and members alike. */
export default function PricingPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { data: user } = useUser();
  const packages = usePackages();
  if (packages.isPending || !settings) return <PageSpinner />;
  const list = packages.data?.packages ?? [];
  const cheapest = Math.min(...list.map((p) => p.per_credit));
  return (
    <div className="container py-4">
      <h1 className="h3">{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.lead')}</p>
      <p>
        {t('pricing.costs', {
          message: settings.message_credits,
          photo: settings.photo_credits,
          gift: settings.gift_credits,
        })}
      </p>
      {packages.isError && <p role="alert">{packages.error.message}</p>}
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
        {list.map((pkg) => (
          <li key={pkg.id} className="col">
            <PackageCard
              pkg={pkg}
              price={pkg.discounted_amount}
              best={pkg.per_credit === cheapest}
              messageCredits={settings.message_credits}
            />
          </li>
        ))}
      </ul>
      <p className="fw-semibold text-primary mt-3">{t('credits.premium_claim')}</p>
      <p className="small text-body-secondary">{t('credits.terms', { days: settings.refund_days })}</p>
      <Link to={user ? '/credits' : '/signup'} className="btn btn-primary">
        {user ? t('credits.title') : t('pricing.signup')}
      </Link>
    </div>
  );
}
