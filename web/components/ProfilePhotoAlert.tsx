import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../lib/queries';

/** SPEC §2 profile-photo alert: shown to members without a main photo (not on /profile itself). */
export function ProfilePhotoAlert() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const location = useLocation();
  if (!user || user.profile.main_image || location.pathname === '/profile') return null;
  return (
    <div className="alert alert-info rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <i className="bi bi-camera" aria-hidden="true" />
        <span className="me-auto">{t('own.photo_alert')}</span>
        <Link to="/profile" className="btn btn-sm btn-dark">
          {t('own.add_photo')}
        </Link>
      </div>
    </div>
  );
}
