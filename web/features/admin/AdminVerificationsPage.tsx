import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useDecideVerification, useVerificationQueue } from '../verification/queries';

/**
 * /admin/verifications (docs/safety.md "Verified photos"): each waiting selfie beside the pose
 * asked for and the member's approved photos, with the face distances and the threshold; confirm,
 * or reject with a reason the member reads. The selfie is deleted after the decision.
 */
export default function AdminVerificationsPage() {
  const { t } = useTranslation('backoffice');
  const { t: tm } = useTranslation();
  const { data: settings } = useSettings();
  const queue = useVerificationQueue();
  const decide = useDecideVerification();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  if (queue.isPending) return <PageSpinner />;
  const requests = queue.data?.requests ?? [];
  const fixed = (n: number) => n.toFixed(2);
  return (
    <div>
      <h1 className="h3 mb-3">{t('verifications.title')}</h1>
      <p className="text-body-secondary">{t('verifications.intro')}</p>
      {decide.isError && (
        <div className="alert alert-danger" role="alert">
          {decide.error.message}
        </div>
      )}
      {requests.length === 0 ? (
        <p>{t('verifications.empty')}</p>
      ) : (
        <ul className="list-unstyled">
          {requests.map((r) => {
            const matches = r.distance !== null && r.distance <= r.threshold;
            return (
              <li key={r.id} className="card shadow-sm border-0 mb-4" data-testid="verification-request">
                <div className="card-body">
                  <h2 className="h5">{r.member.name ?? `#${r.member.id}`}</h2>
                  <div className="row g-2 mb-2">
                    <div className="col-6 col-md-3">
                      <p className="small fw-semibold mb-1">{t('verifications.selfie')}</p>
                      <img
                        src={r.selfie_url}
                        alt={t('verifications.selfie')}
                        className="img-fluid rounded border"
                      />
                    </div>
                    <div className="col-6 col-md-2">
                      <p className="small fw-semibold mb-1">
                        {t('verifications.pose', { pose: tm(`verification.pose.${r.pose}`) })}
                      </p>
                      <img
                        src={`/poses/${r.pose}.svg`}
                        alt=""
                        className="img-fluid rounded border bg-white"
                      />
                    </div>
                    <div className="col-12 col-md-7">
                      <p className="small fw-semibold mb-1">{t('verifications.photos')}</p>
                      <div className="d-flex flex-wrap gap-2">
                        {r.photos.map((p) => (
                          <figure key={p.id} className="mb-0" style={{ width: 120 }}>
                            <img
                              src={mediaUrl(settings, p.filename)}
                              alt={r.member.name ?? ''}
                              className="img-fluid rounded border"
                            />
                            {p.is_main && (
                              <figcaption className="small">{t('verifications.main')}</figcaption>
                            )}
                          </figure>
                        ))}
                      </div>
                    </div>
                  </div>
                  {r.comparison_failed ? (
                    <p className="text-warning-emphasis" data-testid="comparison-failed">
                      {t('verifications.comparison_failed')}
                    </p>
                  ) : r.distance === null ? (
                    <p className="text-warning-emphasis">{t('verifications.no_face')}</p>
                  ) : (
                    <p className={matches ? 'text-success-emphasis' : 'text-danger-emphasis'}>
                      {t('verifications.distance', {
                        distance: fixed(r.distance),
                        threshold: fixed(r.threshold),
                      })}
                      {r.main_distance !== null &&
                        ` · ${t('verifications.main_distance', { distance: fixed(r.main_distance) })}`}
                      {' · '}
                      {matches ? t('verifications.match') : t('verifications.no_match')}
                    </p>
                  )}
                  {r.selfie_faces !== null && (
                    <p className="small">{t('verifications.faces', { count: r.selfie_faces })}</p>
                  )}
                  <label className="form-label small" htmlFor={`verification-reason-${r.id}`}>
                    {t('verifications.reason')}
                  </label>
                  <input
                    id={`verification-reason-${r.id}`}
                    className="form-control form-control-sm mb-2"
                    value={reasons[r.id] ?? ''}
                    onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })}
                  />
                  <div className="d-flex gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-success"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: r.id, approve: true })}
                    >
                      {t('verifications.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={decide.isPending || !reasons[r.id]?.trim()}
                      onClick={() => decide.mutate({ id: r.id, approve: false, reason: reasons[r.id] ?? '' })}
                    >
                      {t('verifications.reject')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
