import { COMPLAINT_SUBJECTS, type ComplaintItem, type ComplaintStatus } from '@common/schemas/complaints';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { AppealState } from '../moderation/AppealForm';

/** The badge colour of each status (literal class names, so that the CSS build keeps them). */
const STATUS_BADGE: Record<ComplaintStatus, string> = {
  received: 'badge text-bg-secondary',
  in_review: 'badge text-bg-info',
  decided: 'badge text-bg-success',
  appealed: 'badge text-bg-warning',
  closed: 'badge text-bg-light border',
};

/** A subject as the form offers it (its translated label), or as the reporter typed it. */
export function useSubjectLabel(): (subject: string) => string {
  const { t } = useTranslation();
  return (subject) =>
    (COMPLAINT_SUBJECTS as readonly string[]).includes(subject)
      ? t(`complaints.subjects.${subject}`)
      : subject;
}

/**
 * SPEC §2 /complaints: the signed-in member's own complaints, newest first, each with its
 * reference, subject, status, filing date and (once decided) the decision with its reason and
 * the one appeal (DSA art. 20: the form while the period lasts, then its outcome). The
 * complaint whose reference is `highlight` (the mail's `?ref=`) is marked, and scrolled into view
 * unless `scroll` is false (just sent: the reference above stays in sight).
 */
export function ComplaintList({
  complaints,
  highlight,
  scroll = true,
}: {
  complaints: readonly ComplaintItem[];
  highlight: string | null;
  scroll?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const subjectLabel = useSubjectLabel();
  const marked = useRef<HTMLLIElement>(null);
  // The appeal period is judged once per visit: a form does not vanish while it is being filled in.
  const [now] = useState(() => Date.now());
  useEffect(() => {
    if (highlight && scroll) marked.current?.scrollIntoView({ block: 'center' });
  }, [highlight, scroll]);
  if (complaints.length === 0)
    return <p className="text-body-secondary mb-0">{t('complaints.list_empty')}</p>;
  return (
    <ul className="list-group">
      {complaints.map((c) => {
        const current = c.reference === highlight;
        return (
          <li
            key={c.id}
            ref={current ? marked : undefined}
            aria-current={current ? 'true' : undefined}
            className={`list-group-item py-3${current ? ' border-primary border-2 bg-primary-subtle' : ''}`}
          >
            <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <h3 className="h6 mb-0 me-auto text-break">{subjectLabel(c.subject)}</h3>
              <span className={STATUS_BADGE[c.status]}>
                <span className="visually-hidden">{t('complaints.status_label')}: </span>
                {t(`complaints.status.${c.status}`)}
              </span>
            </div>
            <p className="small text-body-secondary mb-0">
              {t('complaints.reference')}: <span className="font-monospace">{c.reference}</span>
              {' · '}
              {t('complaints.filed_on', { date: format.date(c.created_at) })}
              {c.profile && (
                <>
                  {' · '}
                  <Link to={`/members/${c.profile.id}`}>
                    {t('complaints.about', { name: c.profile.name })}
                  </Link>
                </>
              )}
            </p>
            {c.decision && (
              <div className="small mt-2">
                <p className="mb-1">
                  <strong>{t('complaints.decision')}:</strong> {t(`complaints.decisions.${c.decision}`)}
                  {c.decided_at && (
                    <span className="text-body-secondary">
                      {' '}
                      ({t('complaints.decided_on', { date: format.date(c.decided_at) })})
                    </span>
                  )}
                </p>
                {c.decision_reason && (
                  <p className="mb-0">
                    <strong>{t('complaints.decision_reason')}:</strong> {c.decision_reason}
                  </p>
                )}
                <AppealState complaint={c} now={now} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
