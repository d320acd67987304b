import { useTranslation } from 'react-i18next';
import { Gift } from '../../../components/icons/gift';
import { Incognito } from '../../../components/icons/incognito';
import { PatchCheckFill } from '../../../components/icons/patch-check-fill';
import { ShieldLockFill } from '../../../components/icons/shield-lock-fill';

const BADGES = [
  { key: 'free', Icon: Gift },
  { key: 'discreet', Icon: Incognito },
  { key: 'real', Icon: PatchCheckFill },
  { key: 'secure', Icon: ShieldLockFill },
] as const;

/** Why visitors may trust the site: free signup, discretion, checked photos, privacy (SPEC §2 landers). */
export function TrustBadges({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <ul className={`lander-trust list-unstyled d-flex flex-wrap gap-2 gap-md-3 mb-0 lander-trust-${tone}`}>
      {BADGES.map(({ key, Icon }) => (
        <li key={key} className="d-flex align-items-center gap-2">
          <Icon aria-hidden="true" />
          <span>{t(`landers.trust.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
