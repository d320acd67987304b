import { COMPLAINT_SUBJECTS, type ComplaintStatus } from '@common/schemas/complaints';
import type { StaffComplaint } from '@common/schemas/moderation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';

/** The badge colour of each status (literal class names, so that the CSS build keeps them). */
export const STATUS_BADGE: Record<ComplaintStatus, string> = {
  received: 'badge text-bg-primary',
  in_review: 'badge text-bg-info',
  decided: 'badge text-bg-success',
  appealed: 'badge text-bg-warning',
  closed: 'badge text-bg-light border',
};

/** A complaint's subject: the form's label for its codes, else as the reporter typed it (as text). */
export function useSubject(): (subject: string) => string {
  const { t } = useTranslation();
  return (subject) =>
    (COMPLAINT_SUBJECTS as readonly string[]).includes(subject)
      ? t(`complaints.subjects.${subject}`)
      : subject;
}

/** A complaint's status as a badge. */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useBackofficeTranslation();
  return <span className={STATUS_BADGE[status]}>{t(`moderation.statuses.${status}`)}</span>;
}

/** A member named in a complaint: profile name and e-mail (as text), linked to their back-office page. */
export function MemberRef({ member }: { member: StaffComplaint['reporter'] }) {
  const { t } = useBackofficeTranslation();
  const label = [member.name, member.email].filter(Boolean).join(' · ');
  if (member.id === null) {
    return (
      <span className="text-break">
        {t('moderation.complaints.visitor')}
        {member.email ? ` · ${member.email}` : ''}
      </span>
    );
  }
  return (
    <Link to={`/admin/members/${member.id}`} className="text-break">
      {label || `#${member.id}`}
    </Link>
  );
}

/** Who reported whom, and the reported message as moderators see it (also when hidden). */
export function ComplaintFacts({ complaint }: { complaint: StaffComplaint }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const message = complaint.message;
  return (
    <dl className="row small mb-0">
      <dt className="col-sm-4 col-lg-3">{t('moderation.complaints.reporter')}</dt>
      <dd className="col-sm-8 col-lg-9">
        <MemberRef member={complaint.reporter} />
      </dd>
      <dt className="col-sm-4 col-lg-3">{t('moderation.complaints.reported')}</dt>
      <dd className="col-sm-8 col-lg-9">
        {complaint.reported ? (
          <MemberRef member={complaint.reported} />
        ) : (
          <span className="text-body-secondary">{t('moderation.complaints.nobody')}</span>
        )}
      </dd>
      {message && (
        <>
          <dt className="col-sm-4 col-lg-3">{t('moderation.complaints.message')}</dt>
          <dd className="col-sm-8 col-lg-9">
            <blockquote
              className="border-start border-3 ps-2 mb-1 text-break"
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {message.body ?? (
                <em className="text-body-secondary">
                  {message.removed
                    ? t('moderation.complaints.message_removed')
                    : t('moderation.complaints.message_image')}
                </em>
              )}
            </blockquote>
            <span className="text-body-secondary">
              {t('moderation.complaints.message_from', {
                id: message.sender_id,
                date: format.dateTime(message.created_at),
              })}
            </span>
            {message.hidden && (
              <span className="badge text-bg-danger ms-2">{t('moderation.complaints.message_hidden')}</span>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
