import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Camera } from '../../components/icons/camera';
import { HourglassSplit } from '../../components/icons/hourglass-split';
import { ALERT_PENDING, type AlertBanner } from '../../lib/alerts';
import { dismiss, dismissedWithin } from '../../lib/dismissals';
import { useUser } from '../../lib/queries';
import { useOwnProfile } from './queries';

/** How long a closed photo alert (or photo-review notice) stays away: a day (milliseconds). */
export const PHOTO_ALERT_SNOOZE_MS = 24 * 60 * 60 * 1000;

type PhotoState = 'missing' | 'reviewing';

/**
 * The member's main-photo state for the alerts: 'missing' without a main photo, 'reviewing' while
 * an uploaded one waits for review (SPEC §3 "Foto wordt gekeurd"), null when there is nothing to
 * say (and on /profile, which shows the photos itself), 'pending' while the photos are not
 * known yet (say nothing rather than the wrong thing).
 */
function usePhotoState(): PhotoState | 'pending' | null {
  const { data: user } = useUser();
  const location = useLocation();
  const wanted = Boolean(user && !user.profile.main_image);
  const { data: own, isPending } = useOwnProfile(wanted);
  if (!wanted || location.pathname === '/profile') return null;
  if (isPending) return 'pending';
  const reviewing = own?.photos.some((photo) => photo.status === 'under_review') ?? false;
  return reviewing ? 'reviewing' : 'missing';
}

/** The banner of one photo state, with its link to /profile and a close button. */
function PhotoBanner({ state, onClose }: { state: PhotoState; onClose: () => void }) {
  const { t } = useTranslation();
  const reviewing = state === 'reviewing';
  return (
    <div className="alert alert-info rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex align-items-start gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1" style={{ minWidth: 0 }}>
          <span className="d-flex gap-2 me-auto" style={{ flex: '1 1 16rem' }}>
            {reviewing ? (
              <HourglassSplit aria-hidden="true" size={18} className="flex-shrink-0 mt-1" />
            ) : (
              <Camera aria-hidden="true" size={18} className="flex-shrink-0 mt-1" />
            )}
            <span>{reviewing ? t('own.photo_review_alert') : t('own.photo_alert')}</span>
          </span>
          <Link to="/profile" className="btn btn-sm btn-dark flex-shrink-0">
            {reviewing ? t('own.view_photos') : t('own.add_photo')}
          </Link>
        </div>
        <button
          type="button"
          className="btn-close flex-shrink-0 mt-1"
          aria-label={t('alerts.dismiss')}
          onClick={onClose}
        />
      </div>
    </div>
  );
}

/** The banner of `state` while it applies and was not closed in the last day (dismissal `name`). */
function usePhotoAlert(state: PhotoState, name: string): AlertBanner {
  const current = usePhotoState();
  const [closed, setClosed] = useState(() => dismissedWithin(name, PHOTO_ALERT_SNOOZE_MS));
  if (closed) return null;
  if (current === 'pending') return ALERT_PENDING;
  if (current !== state) return null;
  return (
    <PhotoBanner
      state={state}
      onClose={() => {
        dismiss(name);
        setClosed(true);
      }}
    />
  );
}

/**
 * SPEC §2 profile-photo alert: shown to members without a main photo (not on /profile itself),
 * with a link to add one; closing it hides it for a day (dismissal stored with its time, SPEC §4).
 * A hook for the shell's alert queue: answers the banner, or null when it does not apply.
 */
export function useProfilePhotoAlert(): AlertBanner {
  return usePhotoAlert('missing', 'photo_alert');
}

/**
 * The profile-photo alert while an uploaded photo waits for review (SPEC §3 "Foto wordt
 * gekeurd"): says so instead of asking for a photo; closing it hides it for a day. A hook for the
 * shell's alert queue, which gives it a low priority.
 */
export function usePhotoReviewAlert(): AlertBanner {
  return usePhotoAlert('reviewing', 'photo_review');
}
