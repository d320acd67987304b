import type { AuditEntryItem } from '@common/schemas/staff';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useBackofficeTranslation } from './i18n';
import { type AuditFilters, useAuditLog } from './staffQueries';

/** The kinds of item an audit entry names (server/modules/staff/audit.ts `AuditTargetType`). */
const TARGET_TYPES = [
  'member',
  'profile',
  'photo',
  'message',
  'conversation',
  'order',
  'complaint',
  'setting',
  'package',
  'discount_code',
  'invite_code',
  'staff',
  'note',
] as const;

const FILTER_KEYS = ['actor_id', 'target_type', 'target_id', 'action'] as const;

/** A JSON value as indented text (rendered as text, never as markup). */
function JsonBlock({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="col-12 col-md-6">
      <div className="small fw-semibold">{label}</div>
      <pre
        className="small bg-body-tertiary border rounded p-2 mb-0 text-break"
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One audit entry: when, who, what, on which item, the reason, and the state before and after. */
function AuditRow({ entry }: { entry: AuditEntryItem }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const type = (TARGET_TYPES as readonly string[]).includes(entry.target_type)
    ? t(`staff.audit.types.${entry.target_type}`)
    : entry.target_type;
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
        <code className="fw-semibold text-body">{entry.action}</code>
        <span className="badge text-bg-light border">
          {t('staff.audit.target', { type, id: entry.target_id ?? '' })}
        </span>
        <time className="small text-body-secondary ms-sm-auto" dateTime={entry.at}>
          {format.dateTime(entry.at)}
        </time>
      </div>
      <p className="small mb-2 text-break">
        {t('staff.audit.by', { email: entry.actor_email, role: entry.actor_role })}
        {entry.ip && <span className="text-body-secondary"> · {t('staff.audit.ip', { ip: entry.ip })}</span>}
      </p>
      {entry.reason && (
        <p className="small mb-2">
          <span className="fw-semibold">{t('staff.audit.reason')}:</span>{' '}
          <span className="text-break">{entry.reason}</span>
        </p>
      )}
      <div className="row g-2">
        <JsonBlock label={t('staff.audit.before')} value={entry.before} />
        <JsonBlock label={t('staff.audit.after')} value={entry.after} />
      </div>
    </li>
  );
}

/**
 * /admin/audit (admins): the audit log, newest first, filtered by staff member, kind and id of
 * the item, and action (kept in the address, so other pages can link to an item's history, e.g.
 * `/admin/audit?target_type=member&target_id=12`); older entries load on request.
 */
export default function AuditPage() {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as AuditFilters;
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const log = useAuditLog(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (draft[key].trim()) next.set(key, draft[key].trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({ actor_id: '', target_type: '', target_id: '', action: '' });
    setParams(new URLSearchParams());
  };
  const field = (key: keyof AuditFilters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div>
      <h1 className="h3 mb-2">{t('staff.audit.title')}</h1>
      <p className="text-body-secondary">{t('staff.audit.intro')}</p>
      <form className="card card-body shadow-sm mb-3" onSubmit={apply} aria-label={t('staff.audit.filters')}>
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-actor_id`}>
              {t('staff.audit.actor_id')}
            </label>
            <input className="form-control form-control-sm" inputMode="numeric" {...field('actor_id')} />
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-target_type`}>
              {t('staff.audit.target_type')}
            </label>
            <select className="form-select form-select-sm" {...field('target_type')}>
              <option value="">{t('staff.audit.any_type')}</option>
              {TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`staff.audit.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-target_id`}>
              {t('staff.audit.target_id')}
            </label>
            <input className="form-control form-control-sm" {...field('target_id')} />
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor={`${id}-action`}>
              {t('staff.audit.action')}
            </label>
            <input className="form-control form-control-sm" placeholder="staff.manage" {...field('action')} />
          </div>
          <div className="col-12 col-md-2 d-flex gap-2 flex-md-column">
            <button type="submit" className="btn btn-sm btn-primary">
              {t('staff.audit.apply')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={clear}>
              {t('staff.audit.clear')}
            </button>
          </div>
        </div>
      </form>
      {log.isPending ? (
        <PageSpinner />
      ) : log.isError ? (
        <div className="alert alert-danger" role="alert">
          {log.error.message}
        </div>
      ) : entries.length === 0 ? (
        <p>{t('staff.audit.empty')}</p>
      ) : (
        <>
          <ul className="list-group shadow-sm mb-3">
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.hasNextPage && (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('staff.audit.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
