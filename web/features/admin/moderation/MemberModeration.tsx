import { REASON_MAX } from '@common/schemas/moderation';
import { can } from '@common/staff';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { useStaffMe } from '../staffQueries';
import { type SanctionAction, useDuplicates, useSanction, useSanctions } from './queries';

/** Warn, ban or unban with a written reason the member reads; ban or unban as the status allows. */
function SanctionForm({ memberId, banned }: { memberId: number; banned: boolean }) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const actions: SanctionAction[] = banned ? ['unban'] : ['warnings', 'ban'];
  const [action, setAction] = useState<SanctionAction>(actions[0] ?? 'warnings');
  const [reason, setReason] = useState('');
  const sanction = useSanction(memberId);
  const current = actions.includes(action) ? action : (actions[0] ?? 'warnings');
  const fieldError = sanction.error?.fields.reason;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        sanction.mutate({ action: current, reason }, { onSuccess: () => setReason('') });
      }}
    >
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">{t('moderation.member.action')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {actions.map((a) => (
            <div key={a} className="form-check">
              <input
                id={`${id}-${a}`}
                className="form-check-input"
                type="radio"
                name={`${id}-action`}
                checked={current === a}
                onChange={() => setAction(a)}
              />
              <label htmlFor={`${id}-${a}`} className="form-check-label">
                {t(`moderation.member.${a === 'warnings' ? 'warn' : a}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-reason`} className="form-label">
        {t('moderation.member.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        className={`form-control mb-2${fieldError ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {fieldError && <div className="invalid-feedback mb-2">{fieldError}</div>}
      {current === 'ban' && <p className="form-text">{t('moderation.member.ban_note')}</p>}
      {sanction.isError && !fieldError && (
        <div className="alert alert-danger py-2" role="alert">
          {sanction.error.message}
        </div>
      )}
      {sanction.isSuccess && (
        <p className="text-success small" role="status">
          {t('moderation.member.done')}
        </p>
      )}
      <button
        type="submit"
        className={`btn btn-sm ${current === 'ban' ? 'btn-danger' : 'btn-primary'}`}
        disabled={!reason.trim() || sanction.isPending}
      >
        {t(`moderation.member.submit_${current}`)}
      </button>
    </form>
  );
}

/** The member's warnings, bans and unbans, newest first, and the form to add one. */
function Sanctions({ memberId }: { memberId: number }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const sanctions = useSanctions(memberId, true);
  if (sanctions.isPending) return <div className="spinner-border spinner-border-sm" role="status" />;
  if (sanctions.isError) {
    return (
      <div className="alert alert-danger py-2" role="alert">
        {sanctions.error.message}
      </div>
    );
  }
  const { status, sanctions: rows } = sanctions.data;
  return (
    <>
      <h3 className="h6">{t('moderation.member.history')}</h3>
      <p className="small mb-2">{t('moderation.member.status', { status })}</p>
      {rows.length === 0 ? (
        <p className="small text-body-secondary">{t('moderation.member.history_empty')}</p>
      ) : (
        <ul className="list-group list-group-flush mb-3">
          {rows.map((s) => (
            <li key={s.id} className="list-group-item px-0 small">
              <div className="d-flex flex-wrap gap-2">
                <span
                  className={`badge ${s.kind === 'ban' ? 'text-bg-danger' : s.kind === 'warning' ? 'text-bg-warning' : 'text-bg-success'}`}
                >
                  {t(`moderation.member.kinds.${s.kind}`)}
                </span>
                <time dateTime={s.created_at}>{format.dateTime(s.created_at)}</time>
                {s.created_by !== null && (
                  <span className="text-body-secondary">
                    {t('moderation.member.by', { id: s.created_by })}
                  </span>
                )}
                {s.complaint_id !== null && (
                  <Link to={`/admin/complaints/${s.complaint_id}`}>
                    {t('moderation.member.after_complaint', { id: s.complaint_id })}
                  </Link>
                )}
                {s.kind === 'warning' && (
                  <span className="text-body-secondary">
                    {s.acknowledged_at
                      ? t('moderation.member.acknowledged', { date: format.dateTime(s.acknowledged_at) })
                      : t('moderation.member.unread')}
                  </span>
                )}
              </div>
              <p className="mb-0 mt-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {s.reason}
              </p>
            </li>
          ))}
        </ul>
      )}
      {status !== 'deleted' && <SanctionForm key={status} memberId={memberId} banned={status === 'banned'} />}
    </>
  );
}

/** Other accounts sharing an address or the device cookie, each with what it shares, linked to its page. */
function Duplicates({ memberId }: { memberId: number }) {
  const { t } = useBackofficeTranslation();
  const duplicates = useDuplicates(memberId);
  return (
    <>
      <h3 className="h6">{t('moderation.member.duplicates')}</h3>
      {duplicates.isPending ? (
        <div className="spinner-border spinner-border-sm" role="status" />
      ) : duplicates.isError ? (
        <div className="alert alert-danger py-2" role="alert">
          {duplicates.error.message}
        </div>
      ) : duplicates.data.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('moderation.member.duplicates_empty')}</p>
      ) : (
        <ul className="list-unstyled small mb-0 d-grid gap-2">
          {duplicates.data.map((d) => (
            <li key={d.member.id}>
              <Link
                to={`/admin/members/${d.member.id}`}
                className="text-break"
                aria-label={t('moderation.member.open_member', { id: d.member.id })}
              >
                {[d.member.name, d.member.email].filter(Boolean).join(' · ') || `#${d.member.id}`}
              </Link>{' '}
              {d.member.status && <span className="badge text-bg-light border">{d.member.status}</span>}
              <ul className="mb-0 ps-3 text-body-secondary">
                {d.shared.map((s) => (
                  <li key={`${s.signal}-${s.value}`} className="text-break">
                    {t(`moderation.member.signals.${s.signal}`)}: <code>{s.value}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Moderation on a member's back-office page (issue "Back office" §2): the history of warnings and
 * bans with the form to warn, ban or unban with a written reason (roles with `members.moderate`),
 * and the duplicate-account signals (roles with `members.read`), each linking to `/admin/members/:id`.
 */
export function MemberModeration({ memberId }: { memberId: number }) {
  const { t } = useBackofficeTranslation();
  const me = useStaffMe();
  const role = me.data?.role;
  if (!role) return null;
  const moderate = can(role, 'members.moderate');
  const read = can(role, 'members.read');
  if (!moderate && !read) return null;
  return (
    <section className="card mb-4" aria-labelledby={`moderation-${memberId}`}>
      <div className="card-body">
        <h2 id={`moderation-${memberId}`} className="h5">
          {t('moderation.member.title')}
        </h2>
        <div className="row g-4">
          {moderate && (
            <div className="col-12 col-lg-7">
              <Sanctions memberId={memberId} />
            </div>
          )}
          {read && (
            <div className={`col-12${moderate ? ' col-lg-5' : ''}`}>
              <Duplicates memberId={memberId} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
