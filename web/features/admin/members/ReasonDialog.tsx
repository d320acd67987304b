import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { ApiError } from '../../../lib/api';
import { useBackofficeTranslation } from '../i18n';

/** The shortest reason the server accepts (common/schemas/admin-members.ts `staffReason`). */
export const MIN_REASON = 10;

/**
 * A dialog that asks staff why they do something before they do it (issue "Back office" §3: the
 * reason goes to the audit log): a title, an explanation, optional extra fields (`children`),
 * the reason (at least 10 characters), and a confirm button (`danger` styles it red). The error
 * of the last attempt is shown under the reason, or in an alert when it is about no field shown.
 */
export function ReasonDialog({
  show,
  title,
  intro,
  confirm,
  danger = false,
  busy,
  error,
  onCancel,
  onConfirm,
  children,
  handledFields = [],
}: {
  show: boolean;
  title: string;
  intro: ReactNode;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  error: ApiError | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
  /** Fields of a validation error that `children` show themselves (left out of the alert). */
  handledFields?: string[];
}) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (show) {
      setReason('');
      setTouched(false);
    }
  }, [show]);
  const tooShort = reason.trim().length < MIN_REASON;
  const serverField = error?.fields.reason;
  const otherFields = Object.entries(error?.fields ?? {}).filter(
    ([field]) => field !== 'reason' && !handledFields.includes(field),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!tooShort) onConfirm(reason.trim());
  };
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('members.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">{intro}</div>
          {children}
          <label htmlFor={`${id}-reason`} className="form-label">
            {t('members.reason.label')}
          </label>
          <textarea
            id={`${id}-reason`}
            className={`form-control${(touched && tooShort) || serverField ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={500}
            value={reason}
            aria-describedby={`${id}-help`}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          <div id={`${id}-help`} className={touched && tooShort ? 'invalid-feedback d-block' : 'form-text'}>
            {serverField ?? t('members.reason.help', { min: MIN_REASON })}
          </div>
          {error && !serverField && (otherFields.length > 0 || Object.keys(error.fields).length === 0) && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {otherFields[0]?.[1] ?? error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('members.cancel')}
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
            {confirm}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
