import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Gem } from './icons/gem';

/**
 * SPEC §5: what a free member sees at a premium feature: "Deze functie is alleen beschikbaar voor
 * premium leden." (`errors.premium_only`, the server's `premium_only` message too) with a link to
 * /premium. `id` lets a control name it with `aria-describedby`.
 */
export function PremiumOnly({ id, className = '' }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={`small mb-0 ${className}`}>
      <Gem className="text-primary me-1" aria-hidden="true" />
      {t('errors.premium_only')}{' '}
      <Link to="/premium" className="fw-semibold text-nowrap">
        {t('premium.become')}
      </Link>
    </p>
  );
}
