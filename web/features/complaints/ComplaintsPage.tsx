import type { ComplaintCreated } from '@common/schemas/complaints';
import { MAX_DB_ID } from '@common/schemas/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { PageSpinner } from '../../components/PageSpinner';
import { useUser } from '../../lib/queries';
import { DecisionsAboutMe } from '../moderation/DecisionsAboutMe';
import { ComplaintForm, type ComplaintTarget } from './ComplaintForm';
import { ComplaintList } from './ComplaintList';
import { useMyComplaints } from './queries';

/** A positive id from the address (`?profile=`, `?message=`), else undefined. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_DB_ID ? id : undefined;
}

/** After sending: the reference number to quote, and a way to file another complaint. */
function Sent({ complaint, onAgain }: { complaint: ComplaintCreated['complaint']; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <h2 className="h5 d-flex align-items-center gap-2">
        <CheckCircleFill className="text-success" aria-hidden="true" />
        {t('complaints.sent_title')}
      </h2>
      <p>{t('complaints.sent')}</p>
      <p className="mb-3">
        <span className="d-block small text-body-secondary">{t('complaints.reference')}</span>
        <strong className="fs-3 font-monospace" data-testid="complaint-reference">
          {complaint.reference}
        </strong>
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={onAgain}>
        {t('complaints.again')}
      </button>
    </div>
  );
}

/**
 * SPEC §2 /complaints (DSA Art. 16 notice and action), for visitors and members: the notice form
 * (about `?profile=<id>` and/or `?message=<id>` when given), the reference number after sending,
 * and for a member the decisions about them (`#decisions`) and the list of their own complaints
 * with their status, each with the one appeal; `?ref=` (the confirmation mail's link) marks that
 * complaint.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: user, isPending } = useUser();
  const mine = useMyComplaints(user?.id);
  const [sent, setSent] = useState<ComplaintCreated['complaint'] | null>(null);
  const target: ComplaintTarget = {
    profileId: idParam(params.get('profile')),
    messageId: idParam(params.get('message')),
  };
  const ref = params.get('ref');

  if (isPending) return <PageSpinner />;
  const onSent = (complaint: ComplaintCreated['complaint']) => {
    setSent(complaint);
    // The new complaint is marked in the list, as the mail's link would mark it.
    setParams({ ref: complaint.reference }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('complaints.title')}</h1>
      <p>{t('complaints.intro')}</p>
      {ref && !user && !sent && (
        <div className="alert alert-info" role="note">
          {t('complaints.ref_visitor', { reference: ref })}{' '}
          <Link to={`/login?next=${encodeURIComponent(`/complaints?ref=${ref}`)}`}>{t('login.title')}</Link>
        </div>
      )}
      <section className="card shadow-sm mb-4">
        <div className="card-body">
          {sent ? (
            <Sent complaint={sent} onAgain={() => setSent(null)} />
          ) : (
            <ComplaintForm
              key={`${target.profileId}-${target.messageId}`}
              member={Boolean(user)}
              target={target}
              onSent={onSent}
            />
          )}
        </div>
      </section>
      {user && <DecisionsAboutMe />}
      {user && (
        <section aria-labelledby="my-complaints-title">
          <h2 id="my-complaints-title" className="h5 mb-3">
            {t('complaints.list_title')}
          </h2>
          {mine.isPending ? (
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          ) : mine.isError ? (
            <div className="alert alert-danger" role="alert">
              {mine.error.message}
            </div>
          ) : (
            <ComplaintList complaints={mine.data} highlight={ref} scroll={!sent} />
          )}
        </section>
      )}
    </div>
  );
}
