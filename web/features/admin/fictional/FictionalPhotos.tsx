import type { FictionalProfile } from '@common/schemas/fictional';
import { useId, useRef } from 'react';
import { Camera } from '../../../components/icons/camera';
import { StarFill } from '../../../components/icons/star-fill';
import { Trash } from '../../../components/icons/trash';
import { mediaUrl, useSettings } from '../../../lib/queries';
import { useBackofficeTranslation } from '../i18n';
import { useFictionalPhotos } from './queries';

/**
 * The photos of a fictional profile (issue "Back office" §4): upload (re-encoded by the server
 * and approved at once, the first becomes the main photo), make one the main photo, remove one.
 */
export function FictionalPhotos({ profile }: { profile: FictionalProfile }) {
  const { t } = useBackofficeTranslation();
  const { data: settings } = useSettings();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, change } = useFictionalPhotos(profile.id);
  const error = upload.error ?? change.error;
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id={`${id}-title`} className="h5 mb-0">
            {t('fictional.photos.title')}
          </h2>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
            className="visually-hidden"
            aria-label={t('fictional.photos.upload')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <Camera className="me-1" aria-hidden="true" />
            {upload.isPending ? t('fictional.photos.uploading') : t('fictional.photos.upload')}
          </button>
        </div>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error.message}
          </div>
        )}
        {profile.photos.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('fictional.photos.none')}</p>
        ) : (
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 g-3 list-unstyled mb-0">
            {profile.photos.map((photo, index) => (
              <li key={photo.id} className="col">
                <div className="position-relative">
                  {photo.thumb_filename && (
                    <img
                      src={mediaUrl(settings, photo.thumb_filename)}
                      alt={t('fictional.photos.alt', { name: profile.name, number: index + 1 })}
                      className="gallery-photo rounded w-100"
                    />
                  )}
                  {photo.is_main && (
                    <span className="badge text-bg-primary position-absolute top-0 start-0 m-1">
                      {t('fictional.photos.main')}
                    </span>
                  )}
                </div>
                <div className="d-flex flex-wrap gap-1 mt-2">
                  {!photo.is_main && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={change.isPending}
                      aria-label={t('fictional.photos.make_main_n', { number: index + 1 })}
                      onClick={() => change.mutate({ photoId: photo.id, kind: 'main' })}
                    >
                      <StarFill className="me-1" aria-hidden="true" />
                      {t('fictional.photos.make_main')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={change.isPending}
                    aria-label={t('fictional.photos.remove_n', { number: index + 1 })}
                    onClick={() => change.mutate({ photoId: photo.id, kind: 'remove' })}
                  >
                    <Trash aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
