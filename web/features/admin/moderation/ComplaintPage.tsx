import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { ComplaintFacts, StatusBadge, useSubject } from './ComplaintParts';
import { AppealDecisionForm, DecisionForm } from './DecisionForms';
import { useStaffComplaint } from './queries';

/** A written text of staff or a member, shown as text with its line breaks. */
function Text({ children }: { children: string | null }) {
  return (
    <p className="mb-2 text-break" style={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </p>
  );
}

/**
 * /admin/complaints/:id (moderators, admins): one complaint with everything the reporter wrote,
 * the reported member and message; the decision form until decided (then the decision with its
 * reason), and the appeal: its text, and the appeal decision form until decided.
 */
export default function ComplaintPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const subject = useSubject();
  const id = Number(useParams().id);
  const query = useStaffComplaint(Number.isInteger(id) && id > 0 ? id : 0);
  const back = (
    <nav className="mb-2">
      <Link to="/admin/complaints" className="small">
        {t('moderation.complaints.back')}
      </Link>
    </nav>
  );
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <div>
        {back}
        <div className="alert alert-danger" role="alert">
          {query.error.code === 'not_found' ? t('moderation.complaints.not_found') : query.error.message}
        </div>
      </div>
    );
  }
  const c = query.data;
  return (
    <div>
      {back}
      <header className="mb-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h3 mb-0 me-auto text-break">{subject(c.subject)}</h1>
          <StatusBadge status={c.status} />
        </div>
        <p className="small text-body-secondary mb-0">
          {t('moderation.complaints.reference')}: <span className="font-monospace">{c.reference}</span> ·{' '}
          {t('moderation.complaints.filed', { date: format.dateTime(c.created_at) })} ·{' '}
          {t('moderation.complaints.language', { language: c.language })}
        </p>
      </header>
      <div className="row g-3">
        <section className="col-12 col-lg-6" aria-labelledby="complaint-body">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="complaint-body" className="h6">
                {t('moderation.complaints.body')}
              </h2>
              <Text>{c.body}</Text>
              <ComplaintFacts complaint={c} />
            </div>
          </div>
        </section>
        <section className="col-12 col-lg-6" aria-labelledby="complaint-decision">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="complaint-decision" className="h6">
                {t('moderation.decision.title')}
              </h2>
              {c.decision && c.decided_at ? (
                <>
                  <p className="fw-semibold mb-1">{t(`moderation.decisions.${c.decision}`)}</p>
                  <Text>{c.decision_reason}</Text>
                  <p className="small text-body-secondary mb-0">
                    {t('moderation.decision.decided', {
                      date: format.dateTime(c.decided_at),
                      id: c.decided_by ?? '',
                    })}
                  </p>
                </>
              ) : (
                <DecisionForm complaint={c} />
              )}
            </div>
          </div>
        </section>
        {c.decided_at && (
          <section className="col-12" aria-labelledby="complaint-appeal">
            <div className="card">
              <div className="card-body">
                <h2 id="complaint-appeal" className="h6">
                  {t('moderation.appeal.title')}
                </h2>
                {!c.appealed_at ? (
                  <p className="mb-0 text-body-secondary">{t('moderation.appeal.none')}</p>
                ) : (
                  <>
                    <p className="small text-body-secondary mb-1">
                      {t('moderation.appeal.filed', { date: format.dateTime(c.appealed_at) })}
                    </p>
                    <Text>{c.appeal_body}</Text>
                    {c.appeal_decision && c.appeal_decided_at ? (
                      <>
                        <p className="fw-semibold mb-1">
                          {t('moderation.appeal.decided', {
                            date: format.dateTime(c.appeal_decided_at),
                            outcome: t(`moderation.appeal.${c.appeal_decision}`),
                          })}
                        </p>
                        <Text>{c.appeal_reason}</Text>
                      </>
                    ) : (
                      <AppealDecisionForm complaint={c} />
                    )}
                  </>
                )}
              </div>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
