import { COMPLAINT_STATUSES, type ComplaintStatus } from '@common/schemas/complaints';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { ComplaintFacts, StatusBadge, useSubject } from './ComplaintParts';
import { useStaffComplaints } from './queries';

/** The status filter of the address (`?status=`; empty for all), `received` by default. */
function useStatusFilter(): [ComplaintStatus | '', (status: ComplaintStatus | '') => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status =
    raw === null
      ? 'received'
      : (COMPLAINT_STATUSES as readonly string[]).includes(raw)
        ? (raw as ComplaintStatus)
        : '';
  return [status, (next) => setParams({ status: next }, { replace: true })];
}

/**
 * /admin/complaints (moderators, admins): the complaints queue, oldest first, filtered by status
 * (new ones by default), each with its reporter, the reported member, the reported message and
 * what the reporter wrote, all as text; each opens its detail page with the decision form.
 */
export default function ComplaintsPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const subject = useSubject();
  const filterId = useId();
  const [status, setStatus] = useStatusFilter();
  const list = useStaffComplaints(status);
  return (
    <div>
      <h1 className="h3 mb-2">{t('moderation.complaints.title')}</h1>
      <p className="text-body-secondary">{t('moderation.complaints.intro')}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor={filterId} className="form-label small mb-1">
            {t('moderation.complaints.filter')}
          </label>
          <select
            id={filterId}
            className="form-select"
            value={status}
            onChange={(e) => setStatus(e.target.value as ComplaintStatus | '')}
          >
            <option value="">{t('moderation.complaints.all')}</option>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`moderation.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {list.data && (
          <p className="small text-body-secondary mb-2" aria-live="polite">
            {t('moderation.complaints.count', { count: list.data.length })}
          </p>
        )}
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <div className="alert alert-danger" role="alert">
          {list.error.message}
        </div>
      ) : list.data.length === 0 ? (
        <p>{t('moderation.complaints.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3 mb-0">
          {list.data.map((c) => (
            <li key={c.id} className="card shadow-sm">
              <div className="card-body">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h2 className="h6 mb-0 me-auto text-break">{subject(c.subject)}</h2>
                  <StatusBadge status={c.status} />
                </div>
                <p className="small text-body-secondary mb-2">
                  <span className="font-monospace">{c.reference}</span> ·{' '}
                  {t('moderation.complaints.filed', { date: format.dateTime(c.created_at) })}
                </p>
                <p className="mb-2 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.body}
                </p>
                <ComplaintFacts complaint={c} />
                <Link to={`/admin/complaints/${c.id}`} className="btn btn-sm btn-outline-primary mt-2">
                  {t('moderation.complaints.open', { reference: c.reference })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
