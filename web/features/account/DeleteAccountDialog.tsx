import { ACCOUNT_DELETION_GRACE_DAYS } from '@common/constants';
import { useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExclamationTriangleFill } from '../../components/icons/exclamation-triangle-fill';
import { DeleteAlternatives } from './DeleteAlternatives';
import {
  checkReasons,
  DeleteReasons,
  errorsAfterChange,
  type ReasonErrors,
  type ReasonValues,
} from './DeleteReasons';
import { useDeleteAccount } from './queries';

type Step = 'alternatives' | 'reasons' | 'confirm';
const STEPS: readonly Step[] = ['alternatives', 'reasons', 'confirm'];
const EMPTY: ReasonValues = { reason: null, remarks: '' };

/**
 * SPEC §2 "delete account with alternatives" and "delete reasons": first the alternatives (see
 * DeleteAlternatives), then, after "no, delete my account anyway", the reasons, then the final
 * confirmation with the warning (14 days to reactivate through the mailed link, then everything is
 * removed). On success the member goes to /account-deleted and is signed out in the client.
 * Server errors show in the dialog; `validation` fields go back to the reasons step.
 */
export default function DeleteAccountDialog({
  show,
  onHide,
  onExited,
  onChangeEmail,
  onPrivacy,
}: {
  show: boolean;
  onHide: () => void;
  /** After the closing animation (the opener hands focus on). */
  onExited: () => void;
  /** "Change e-mail": close, then go to the settings' e-mail form. */
  onChangeEmail: () => void;
  /** "Privacy mode": close, then open the invisible-mode dialog. */
  onPrivacy: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('alternatives');
  const [values, setValues] = useState<ReasonValues>(EMPTY);
  const [errors, setErrors] = useState<ReasonErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteAccount({ beforeSignOut: () => navigate('/account-deleted') });

  // A new step's content replaces the focused button: focus goes to the step's title instead.
  const go = (next: Step) => {
    flushSync(() => {
      setFailure(null);
      setStep(next);
    });
    title.current?.focus();
  };

  const reset = () => {
    setStep('alternatives');
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
  };

  const change = (next: ReasonValues) => {
    setErrors((current) => errorsAfterChange(current, values, next));
    setValues(next);
  };

  const toConfirm = () => {
    const found = checkReasons(values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) go('confirm');
  };

  const confirm = () => {
    if (!values.reason) return;
    setFailure(null);
    // Remarks belong to "other" (the only reason that shows the field).
    const remarks = values.reason === 'other' ? values.remarks.trim() : '';
    remove.mutate(
      { reason: values.reason, ...(remarks ? { remarks } : {}) },
      {
        onError: (error) => {
          const fields = error.fields;
          if (fields.reason || fields.remarks) {
            setErrors({ reason: fields.reason, remarks: fields.remarks });
            go('reasons');
          } else setFailure(error.message || t('errors.generic'));
        },
      },
    );
  };

  const number = STEPS.indexOf(step) + 1;
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={reset}
      onExited={onExited}
      restoreFocus={false}
      centered
      scrollable
      aria-labelledby="delete-account-title"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <div>
          <p className="small text-body-secondary mb-0">
            {t('account_delete.step', { step: number, total: STEPS.length })}
          </p>
          <Modal.Title as="h2" className="h5" id="delete-account-title" ref={title} tabIndex={-1}>
            {t(`account_delete.title_${step}`)}
          </Modal.Title>
        </div>
      </Modal.Header>
      <Modal.Body>
        {step === 'alternatives' && (
          <DeleteAlternatives onChangeEmail={onChangeEmail} onPrivacy={onPrivacy} onLeave={onHide} />
        )}
        {step === 'reasons' && <DeleteReasons values={values} errors={errors} onChange={change} />}
        {step === 'confirm' && (
          <>
            <div className="alert alert-warning d-flex gap-2" role="note">
              <ExclamationTriangleFill className="flex-shrink-0 mt-1" aria-hidden="true" />
              <div>
                <p className="fw-semibold mb-1">{t('account_delete.confirm_lead')}</p>
                <p className="mb-0">
                  {t('account_delete.confirm_warning', { days: ACCOUNT_DELETION_GRACE_DAYS })}
                </p>
              </div>
            </div>
            {failure && (
              <div className="alert alert-danger mb-0" role="alert">
                {failure}
              </div>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="flex-column-reverse flex-sm-row align-items-stretch align-items-sm-center">
        {step === 'alternatives' ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={remove.isPending}
            onClick={() => go(step === 'confirm' ? 'reasons' : 'alternatives')}
          >
            {t('account_delete.back')}
          </button>
        )}
        {step === 'alternatives' && (
          <button type="button" className="btn btn-outline-danger" onClick={() => go('reasons')}>
            {t('account_delete.continue')}
          </button>
        )}
        {step === 'reasons' && (
          <button type="button" className="btn btn-danger" onClick={toConfirm}>
            {t('account_delete.next')}
          </button>
        )}
        {step === 'confirm' && (
          <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('account_delete.confirm')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
