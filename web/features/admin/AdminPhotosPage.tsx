import type { ReviewQueueAnswer } from '@common/schemas/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useReviewPhoto, useReviewQueue } from './queries';

type Screening = ReviewQueueAnswer['photos'][number]['screening'];

/** Two decimals, for scores 0–1. */
const score = (value: number | null | undefined) => (value ?? 0).toFixed(2);

/**
 * The explicit-image screening of a photo (docs/safety.md "Explicit images"): "Mogelijk expliciet"
 * when flagged, "Nog niet gecontroleerd" while pending, and the scores with the threshold.
 */
function ScreeningNote({ screening }: { screening: Screening }) {
  const { t } = useTranslation();
  if (!screening) return null;
  if (screening.status === 'pending') {
    return <p className="small text-body-secondary mb-2">{t('admin.screening_pending')}</p>;
  }
  const scores = screening.scores;
  return (
    <div className="mb-2">
      {screening.status === 'flagged' && (
        <span className="badge text-bg-danger mb-1">{t('admin.screening_flagged')}</span>
      )}
      <p className="small text-body-secondary mb-0">
        {t('admin.screening_scores', {
          explicit: score(screening.explicit),
          threshold: score(screening.threshold),
          porn: score(scores?.porn),
          hentai: score(scores?.hentai),
          sexy: score(scores?.sexy),
          neutral: score(scores?.neutral),
          drawing: score(scores?.drawing),
        })}
      </p>
    </div>
  );
}

/**
 * /admin/photos: the review queue, photos flagged by the explicit-image screening first with their
 * scores; approve, or reject with a reason the owner sees. Inside the
 * back-office shell, which shows it only to roles with `photos.review`.
 */
export default function AdminPhotosPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const queue = useReviewQueue(true);
  const review = useReviewPhoto();
  if (queue.isPending) return <PageSpinner />;
  const photos = queue.data?.photos ?? [];
  return (
    <div>
      <h1 className="h3 mb-3">{t('admin.photos_title')}</h1>
      {review.isError && (
        <div className="alert alert-danger" role="alert">
          {review.error.message}
        </div>
      )}
      {photos.length === 0 ? (
        <p>{t('admin.queue_empty')}</p>
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
          {photos.map((p) => (
            <li key={p.id} className="col">
              <div className="card h-100 shadow-sm border-0">
                <img
                  src={mediaUrl(settings, p.filename)}
                  alt={t('members.photo_of', { name: p.name })}
                  className="gallery-photo card-img-top"
                />
                <div className="card-body">
                  <p className="fw-semibold mb-2">{p.name}</p>
                  <ScreeningNote screening={p.screening} />
                  <label className="form-label small" htmlFor={`reason-${p.id}`}>
                    {t('admin.reason')}
                  </label>
                  <input
                    id={`reason-${p.id}`}
                    className="form-control form-control-sm mb-2"
                    value={reasons[p.id] ?? ''}
                    onChange={(e) => setReasons({ ...reasons, [p.id]: e.target.value })}
                  />
                  <div className="d-flex gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-success"
                      onClick={() => review.mutate({ id: p.id, approve: true })}
                    >
                      {t('admin.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={!reasons[p.id]?.trim()}
                      onClick={() => review.mutate({ id: p.id, approve: false, reason: reasons[p.id] ?? '' })}
                    >
                      {t('admin.reject')}
                    </button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
