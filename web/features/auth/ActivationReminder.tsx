import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnvelopeExclamation } from '../../components/icons/envelope-exclamation';
import type { AlertBanner } from '../../lib/alerts';
import { dismiss, dismissedWithin } from '../../lib/dismissals';
import { useUser } from '../../lib/queries';
import { useResendActivation } from './queries';

/** How long a closed activation reminder stays away: a day (milliseconds). */
export const ACTIVATION_REMINDER_SNOOZE_MS = 24 * 60 * 60 * 1000;
const DISMISSAL = 'activation_reminder';

/**
 * SPEC §2, §4: the activation reminder for unconfirmed accounts, with "send again" and a close
 * button that hides it for a day (dismissal stored with its time, SPEC §4). A hook for the
 * shell's alert queue: answers the banner, or null when it does not apply.
 */
export function useActivationReminder(): AlertBanner {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const resend = useResendActivation();
  const [closed, setClosed] = useState(() => dismissedWithin(DISMISSAL, ACTIVATION_REMINDER_SNOOZE_MS));
  if (closed || !user || (user.status !== 'not_confirmed' && user.profile.status !== 'disabled')) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex align-items-start gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1" style={{ minWidth: 0 }}>
          <span className="d-flex gap-2 me-auto text-break" style={{ flex: '1 1 16rem' }}>
            <EnvelopeExclamation aria-hidden="true" className="flex-shrink-0 mt-1" />
            <span>{t('activation.reminder', { email: user.email })}</span>
          </span>
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
        <button
          type="button"
          className="btn-close flex-shrink-0 mt-1"
          aria-label={t('alerts.dismiss')}
          onClick={() => {
            dismiss(DISMISSAL);
            setClosed(true);
          }}
        />
      </div>
    </div>
  );
}
