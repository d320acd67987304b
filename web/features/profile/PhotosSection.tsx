import type { OwnProfile } from '@common/schemas/members';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera } from '../../components/icons/camera';
import { Trash } from '../../components/icons/trash';
import { mediaUrl, useSettings } from '../../lib/queries';
import { usePhotoAction, useUploadPhoto } from './queries';

/** The own photos (SPEC §1, §3): upload within 3/25, main photo, delete, review state. */
export function PhotosSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPhoto({ onSuccess: () => setError(null), onError: (e) => setError(e.message) });
  const action = usePhotoAction({ onError: (e) => setError(e.message) });
  const full = profile.photos.length >= profile.photo_limit;
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="photos-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-baseline">
          <h2 id="photos-title" className="h5">
            {t('own.photos_title')}
          </h2>
          <span className="small text-body-secondary">
            {t('own.photo_count', { used: profile.photos.length, limit: profile.photo_limit })}
          </span>
        </div>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <ul className="row row-cols-3 row-cols-md-4 g-2 list-unstyled">
          {profile.photos.map((photo) => (
            <li key={photo.id} className="col">
              <div className="position-relative">
                {photo.filename && (
                  <img
                    src={mediaUrl(settings, photo.thumb_filename ?? photo.filename)}
                    alt={t('own.your_photo')}
                    className="gallery-photo rounded"
                  />
                )}
                {photo.status === 'under_review' && (
                  <span className="badge text-bg-warning position-absolute bottom-0 start-0 m-1 photo-badge">
                    {t('own.under_review')}
                  </span>
                )}
                {photo.status === 'rejected' && (
                  <span className="badge text-bg-danger position-absolute bottom-0 start-0 m-1 photo-badge">
                    {t('own.rejected')}
                  </span>
                )}
                {photo.is_main && (
                  <span className="badge text-bg-primary position-absolute top-0 start-0 m-1 photo-badge">
                    {t('own.main')}
                  </span>
                )}
              </div>
              {photo.reject_reason && <p className="small text-danger mb-1">{photo.reject_reason}</p>}
              <div className="d-flex flex-wrap gap-1 mt-1">
                {!photo.is_main && photo.status === 'active' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => action.mutate({ id: photo.id, kind: 'main' })}
                  >
                    {t('own.make_main')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('own.delete_photo')}
                  onClick={() => action.mutate({ id: photo.id, kind: 'delete' })}
                >
                  <Trash aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
        {/* At the photo limit there is nothing to choose: no file field without its label. */}
        {!full && (
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="visually-hidden"
            id="photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
        )}
        {full ? (
          <p className="small mb-0">
            {profile.photo_limit < 25 ? t('own.limit_free') : t('own.limit_premium')}
          </p>
        ) : (
          <label htmlFor="photo-input" className={`btn btn-primary${upload.isPending ? ' disabled' : ''}`}>
            {upload.isPending ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : (
              <Camera className="me-2" aria-hidden="true" />
            )}
            {t('own.add_photo')}
          </label>
        )}
      </div>
    </section>
  );
}
