import {
  APPEAL_DECISIONS,
  type AppealDecision,
  COMPLAINT_DECISIONS,
  type ComplaintDecision,
  REASON_MAX,
  type Sanction,
  type StaffComplaint,
} from '@common/schemas/moderation';
import { useId, useState } from 'react';
import { useBackofficeTranslation } from '../i18n';
import { useDecideAppeal, useDecideComplaint } from './queries';

/** The written reason of a decision: a labelled textarea with its help and the server's message. */
function ReasonField({
  id,
  label,
  help,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={REASON_MAX}
        required
        value={value}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <div className="invalid-feedback">{error}</div>}
      <div id={`${id}-help`} className="form-text">
        {help}
      </div>
    </div>
  );
}

/**
 * The decision on an undecided complaint (DSA art. 17): one of the closed set, a written reason
 * for both sides, and for `no_action`-free decisions about a member an optional extra sanction.
 * Decisions that need a reported member or message are offered only when the complaint has one.
 */
export function DecisionForm({ complaint }: { complaint: StaffComplaint }) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [decision, setDecision] = useState<ComplaintDecision | ''>('');
  const [sanction, setSanction] = useState<Sanction | ''>('');
  const [reason, setReason] = useState('');
  const decide = useDecideComplaint(complaint.id);
  const hasMember = complaint.reported?.id != null;
  const offered = COMPLAINT_DECISIONS.filter((d) => (d !== 'warning' && d !== 'ban') || hasMember).filter(
    (d) => d !== 'content_removed' || complaint.message !== null,
  );
  const extra = decision === 'content_removed' && hasMember;
  const fields = decide.error?.fields ?? {};
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!decision) return;
        decide.mutate({ decision, reason, ...(extra && sanction ? { sanction } : {}) });
      }}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('moderation.decision.choose')}</legend>
        {offered.map((d) => (
          <div key={d} className="form-check">
            <input
              id={`${id}-${d}`}
              className="form-check-input"
              type="radio"
              name={`${id}-decision`}
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
            />
            <label htmlFor={`${id}-${d}`} className="form-check-label">
              {t(`moderation.decisions.${d}`)}
            </label>
          </div>
        ))}
        {!hasMember && <p className="form-text mb-0">{t('moderation.decision.no_member')}</p>}
        {fields.decision && <div className="text-danger small mt-1">{fields.decision}</div>}
      </fieldset>
      {extra && (
        <div className="mb-3">
          <label htmlFor={`${id}-sanction`} className="form-label">
            {t('moderation.decision.sanction')}
          </label>
          <select
            id={`${id}-sanction`}
            className={`form-select${fields.sanction ? ' is-invalid' : ''}`}
            value={sanction}
            onChange={(e) => setSanction(e.target.value as Sanction | '')}
          >
            <option value="">{t('moderation.decision.sanction_none')}</option>
            <option value="warning">{t('moderation.decision.sanction_warning')}</option>
            <option value="ban">{t('moderation.decision.sanction_ban')}</option>
          </select>
          {fields.sanction && <div className="invalid-feedback">{fields.sanction}</div>}
        </div>
      )}
      <ReasonField
        id={`${id}-reason`}
        label={t('moderation.decision.reason')}
        help={t('moderation.decision.reason_help')}
        value={reason}
        error={fields.reason}
        onChange={setReason}
      />
      {decide.isError && Object.keys(fields).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {decide.error.message}
        </div>
      )}
      {decide.isSuccess && (
        <div className="alert alert-success" role="status">
          {t('moderation.decision.done')}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!decision || !reason.trim() || decide.isPending}
      >
        {t('moderation.decision.submit')}
      </button>
    </form>
  );
}

/** The decision on the one appeal (DSA art. 20): upheld or reversed, with a written reason for both sides. */
export function AppealDecisionForm({ complaint }: { complaint: StaffComplaint }) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [decision, setDecision] = useState<AppealDecision | ''>('');
  const [reason, setReason] = useState('');
  const decide = useDecideAppeal(complaint.id);
  const fields = decide.error?.fields ?? {};
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (decision) decide.mutate({ decision, reason });
      }}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('moderation.appeal.outcome')}</legend>
        {APPEAL_DECISIONS.map((d) => (
          <div key={d} className="form-check">
            <input
              id={`${id}-${d}`}
              className="form-check-input"
              type="radio"
              name={`${id}-appeal`}
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
            />
            <label htmlFor={`${id}-${d}`} className="form-check-label">
              {t(`moderation.appeal.${d}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <ReasonField
        id={`${id}-reason`}
        label={t('moderation.appeal.reason')}
        help={t('moderation.appeal.reason_help')}
        value={reason}
        error={fields.reason}
        onChange={setReason}
      />
      {decide.isError && Object.keys(fields).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {decide.error.message}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!decision || !reason.trim() || decide.isPending}
      >
        {t('moderation.appeal.submit')}
      </button>
    </form>
  );
}
