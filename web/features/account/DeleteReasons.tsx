import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DELETE_REASONS, type DeleteReason, REMARKS_MAX } from './queries';

/** The reasons step's values; `reason` is null until one is chosen. */
export interface ReasonValues {
  reason: DeleteReason | null;
  remarks: string;
}

/** Per-field messages of the reasons step (the client's checks, or the server's `validation` fields). */
export type ReasonErrors = Partial<Record<'reason' | 'remarks', string>>;

/**
 * The client's check of the reasons step (API.md `DELETE /api/account`): a reason is chosen;
 * remarks are required (1–1000 characters) for `other` and at most 1000 otherwise. Answers i18n'd
 * messages per field, empty when the step may go on.
 */
export function checkReasons(values: ReasonValues, t: TFunction): ReasonErrors {
  const errors: ReasonErrors = {};
  const remarks = values.remarks.trim();
  if (!values.reason) errors.reason = t('account_delete.reason_required');
  if (values.reason === 'other' && !remarks) errors.remarks = t('account_delete.remarks_required');
  else if (remarks.length > REMARKS_MAX)
    errors.remarks = t('account_delete.remarks_too_long', { max: REMARKS_MAX });
  return errors;
}

/**
 * The errors left once the member changed the reasons step from `before` to `after`: a field the
 * member changed loses its message (choosing a reason answers "choose a reason"; typing remarks
 * answers theirs); the others keep theirs until the next check.
 */
export function errorsAfterChange(
  errors: ReasonErrors,
  before: ReasonValues,
  after: ReasonValues,
): ReasonErrors {
  const left: ReasonErrors = {};
  if (errors.reason && after.reason === before.reason) left.reason = errors.reason;
  if (errors.remarks && after.remarks === before.remarks && after.reason === before.reason)
    left.remarks = errors.remarks;
  return left;
}

/**
 * SPEC §2 delete reasons: a radio list (price, found someone, not looking, site problems, too few
 * members, time, other); "other" asks for remarks in a textarea.
 */
export function DeleteReasons({
  values,
  errors,
  onChange,
}: {
  values: ReasonValues;
  errors: ReasonErrors;
  onChange: (values: ReasonValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className="mb-3"
        role="radiogroup"
        aria-labelledby="delete-reasons-legend"
        aria-required="true"
        aria-describedby={errors.reason ? 'delete-reason-error' : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <p id="delete-reasons-legend" className="h6">
          {t('account_delete.reasons_legend')}
        </p>
        {DELETE_REASONS.map((reason) => (
          <div key={reason} className="form-check py-1">
            <input
              className={`form-check-input${errors.reason ? ' is-invalid' : ''}`}
              type="radio"
              name="delete-reason"
              id={`delete-reason-${reason}`}
              value={reason}
              checked={values.reason === reason}
              onChange={() => onChange({ ...values, reason })}
            />
            <label className="form-check-label" htmlFor={`delete-reason-${reason}`}>
              {t(`account_delete.reasons.${reason}`)}
            </label>
          </div>
        ))}
        {errors.reason && (
          <div id="delete-reason-error" className="invalid-feedback d-block">
            {errors.reason}
          </div>
        )}
      </div>
      {values.reason === 'other' && (
        <div className="mb-2">
          <label htmlFor="delete-remarks" className="form-label fw-semibold">
            {t('account_delete.remarks')}
          </label>
          <textarea
            id="delete-remarks"
            className={`form-control${errors.remarks ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={REMARKS_MAX}
            required
            aria-invalid={errors.remarks ? true : undefined}
            aria-describedby={errors.remarks ? 'delete-remarks-error' : 'delete-remarks-hint'}
            value={values.remarks}
            onChange={(e) => onChange({ ...values, remarks: e.target.value })}
          />
          {errors.remarks ? (
            <div id="delete-remarks-error" className="invalid-feedback d-block">
              {errors.remarks}
            </div>
          ) : (
            <div id="delete-remarks-hint" className="form-text">
              {t('account_delete.remarks_hint', { max: REMARKS_MAX })}
            </div>
          )}
        </div>
      )}
    </>
  );
}
