import { EnvelopeExclamation } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/queries';
import { useResendActivation } from './queries';

/** SPEC §2, §4: the activation reminder for unconfirmed accounts, with "send again". */
export function ActivationReminder() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const resend = useResendActivation();
  if (!user || (user.status !== 'not_confirmed' && user.profile.status !== 'disabled')) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <EnvelopeExclamation aria-hidden="true" />
        <span className="me-auto">{t('activation.reminder', { email: user.email })}</span>
        {resend.isSuccess ? (
          <span className="fw-semibold">{t('activation.sent')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-dark"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('activation.resend')}
          </button>
        )}
        {resend.isError && <span className="text-danger">{resend.error.message}</span>}
      </div>
    </div>
  );
}
