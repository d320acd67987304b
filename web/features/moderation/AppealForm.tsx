import { COMPLAINT_BODY_MAX } from '@common/schemas/complaints';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useAppeal } from './queries';

/**
 * DSA art. 20: the one appeal against the decision on complaint `complaintId`, open until
 * `until` (ISO 8601). Collapsed behind a button; after sending, the lists reload and show the
 * appeal instead of this form.
 */
export function AppealForm({ complaintId, until }: { complaintId: number; until: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const appeal = useAppeal();
  if (!open) {
    return (
      <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => setOpen(true)}>
        {t('complaints.appeal_button')}
      </button>
    );
  }
  const fieldError = appeal.error?.fields.body;
  return (
    <form
      className="mt-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        appeal.mutate({ id: complaintId, body });
      }}
    >
      <h4 className="h6">{t('complaints.appeal_title')}</h4>
      <label htmlFor={`${id}-body`} className="form-label small">
        {t('complaints.appeal_label')}
      </label>
      <textarea
        id={`${id}-body`}
        className={`form-control${fieldError ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={COMPLAINT_BODY_MAX}
        value={body}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setBody(e.target.value)}
      />
      {fieldError && <div className="invalid-feedback">{fieldError}</div>}
      <p id={`${id}-hint`} className="form-text">
        {t('complaints.appeal_hint', { date: format.date(until) })}
      </p>
      {appeal.isError && !fieldError && (
        <div className="alert alert-danger py-2" role="alert">
          {appeal.error.message}
        </div>
      )}
      <button type="submit" className="btn btn-sm btn-primary" disabled={appeal.isPending}>
        {t('complaints.appeal_submit')}
      </button>
    </form>
  );
}

/**
 * The appeal part of a decided complaint: when appealed, the date and (once decided) the outcome
 * with its reason; otherwise the form while the period lasts (`now` before `appeal_until`).
 */
export function AppealState({
  complaint,
  now,
}: {
  complaint: {
    id: number;
    appeal_until: string | null;
    appealed_at: string | null;
    appeal_decision: string | null;
    appeal_reason: string | null;
  };
  now: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (complaint.appealed_at) {
    return (
      <div className="small mt-2">
        <p className="mb-1 text-body-secondary">
          {t('complaints.appealed_on', { date: format.date(complaint.appealed_at) })}
        </p>
        {complaint.appeal_decision && (
          <p className="mb-0">
            <strong>{t('complaints.appeal_outcome')}:</strong>{' '}
            {t(`complaints.appeal_decisions.${complaint.appeal_decision}`)}{' '}
            <span className="text-break">{complaint.appeal_reason}</span>
          </p>
        )}
      </div>
    );
  }
  if (!complaint.appeal_until || Date.parse(complaint.appeal_until) <= now) return null;
  return <AppealForm complaintId={complaint.id} until={complaint.appeal_until} />;
}
