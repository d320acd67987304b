import { Camera, HourglassSplit } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../lib/queries';
import { useOwnProfile } from './queries';

/**
 * SPEC §2 profile-photo alert: shown to members without a main photo (not on /profile itself).
 * While an uploaded photo waits for review (SPEC §3 "Foto wordt gekeurd") it says so instead of
 * asking for a photo.
 */
export function ProfilePhotoAlert() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const location = useLocation();
  const wanted = Boolean(user && !user.profile.main_image);
  const { data: own, isPending } = useOwnProfile(wanted);
  // Until the photos are known, say nothing rather than the wrong thing.
  if (!wanted || isPending || location.pathname === '/profile') return null;
  const reviewing = own?.photos.some((photo) => photo.status === 'under_review') ?? false;
  return (
    <div className="alert alert-info rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <span className="d-flex gap-2 me-auto">
          {reviewing ? (
            <HourglassSplit aria-hidden="true" size={18} className="flex-shrink-0 mt-1" />
          ) : (
            <Camera aria-hidden="true" size={18} className="flex-shrink-0 mt-1" />
          )}
          <span>{reviewing ? t('own.photo_review_alert') : t('own.photo_alert')}</span>
        </span>
        <Link to="/profile" className="btn btn-sm btn-dark">
          {reviewing ? t('own.view_photos') : t('own.add_photo')}
        </Link>
      </div>
    </div>
  );
}
