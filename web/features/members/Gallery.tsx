import type { MemberProfile } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockFill } from '../../components/icons/lock-fill';
import { Person } from '../../components/icons/person';
import { mediaUrl, useSettings } from '../../lib/queries';

/**
 * A profile's photos (SPEC §1, §6): the first large, the others as thumbnails; a locked photo
 * shows a blurred silhouette with a lock and "locked photo", with a link to buy credits for a
 * `member` (premium sees every photo).
 */
export function Gallery({ profile, member }: { profile: MemberProfile; member: boolean }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const photos = profile.photos;
  if (photos.length === 0) {
    return (
      <div
        className="gallery-photo d-flex align-items-center justify-content-center bg-body-secondary rounded"
        role="img"
        aria-label={t('members.no_photo')}
      >
        <Person className="display-1 text-body-secondary" aria-hidden="true" />
      </div>
    );
  }
  return (
    <ul className="row g-2 list-unstyled mb-0" aria-label={t('profile_page.photos')}>
      {photos.map((photo, i) => (
        <li key={photo.id} className={i === 0 ? 'col-12' : 'col-4'}>
          <div className="position-relative rounded overflow-hidden">
            {photo.locked || !photo.filename ? (
              <div className="gallery-photo position-relative">
                {/* A blurred silhouette on a pattern (the photo itself is never sent), a lock and its words. */}
                <div className="photo-lock">
                  <span className="photo-lock-tag">
                    <LockFill className="flex-shrink-0" aria-hidden="true" />
                    <span className="fw-semibold">{t('profile_page.locked')}</span>
                  </span>
                  {member && (
                    <Link to="/credits" className="stretched-link small text-reset mt-2">
                      <span className="photo-lock-label">{t('profile_page.locked_hint')}</span>
                    </Link>
                  )}
                </div>
              </div>
            ) : (
              <img
                src={mediaUrl(settings, i === 0 ? photo.filename : (photo.thumb_filename ?? photo.filename))}
                alt={t('members.photo_of', { name: profile.name })}
                className="gallery-photo"
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
