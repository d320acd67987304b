import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatHeart } from '../../components/icons/chat-heart';
import { EyeSlash } from '../../components/icons/eye-slash';
import { Gem } from '../../components/icons/gem';
import { Images } from '../../components/icons/images';
import { Stars } from '../../components/icons/stars';
import { Unlock } from '../../components/icons/unlock';
import { useUser } from '../../lib/queries';

const BENEFITS = [
  [Images, 'premium.photos'],
  [Unlock, 'premium.all_photos'],
  [ChatHeart, 'premium.conversations'],
  [EyeSlash, 'premium.invisible'],
  [Stars, 'credits.premium_claim'],
] as const;

/** SPEC §2 /premium: what premium gives (SPEC §1, §6), granted for life by the first purchase. */
export default function PremiumPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3">
        <Gem className="text-primary me-2" aria-hidden="true" />
        {t('premium.title')}
      </h1>
      <p className="lead">{user?.paid_user ? t('premium.already') : t('premium.lead')}</p>
      <ul className="list-group mb-4">
        {BENEFITS.map(([Drawing, key]) => (
          <li key={key} className="list-group-item d-flex align-items-center gap-3 py-3">
            <Drawing className="fs-4 text-primary flex-shrink-0" aria-hidden="true" />
            {t(key)}
          </li>
        ))}
      </ul>
      <Link to={user ? '/credits' : '/signup'} className="btn btn-primary btn-lg w-100">
        {user ? t('premium.cta') : t('pricing.signup')}
      </Link>
    </div>
  );
}
