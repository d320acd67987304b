import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EnvelopeSlash } from '../../components/icons/envelope-slash';
import { ALERT_PENDING, type AlertBanner } from '../../lib/alerts';
import { useUser } from '../../lib/queries';
import { useDismiss, useEnableMail, useNotificationState } from './queries';

/** Pages that say it themselves: the notification settings and the unsubscribe page. */
const OWN_NOTE = new Set(['/notifications', '/unsubscribe']);

/**
 * SPEC §2 disabled-e-mail-notifications alert (default layout, with the other member banners):
 * while the member's `notifications_disabled` is not empty it says e-mail is off and why
 * (unsubscribed, bounced, marked as spam), with "turn e-mail back on"
 * (`POST /api/notifications/mail/enable`) and a close button whose dismissal is stored with a
 * timestamp (SPEC §4, `POST /api/notifications/dismiss`) and keeps it hidden. A new reason later
 * shows it again (the server resets the dismissal). A hook for the shell's alert queue: answers
 * the banner, null when it does not apply, `ALERT_PENDING` while the dismissal loads.
 */
export function useMailDisabledAlert(): AlertBanner {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const reasons = user?.notifications_disabled ?? [];
  const off = reasons.length > 0;
  const state = useNotificationState(off);
  const enable = useEnableMail();
  const dismiss = useDismiss();
  const [closed, setClosed] = useState(false);
  if (!user || !off || closed || OWN_NOTE.has(pathname)) return null;
  if (state.isPending) return ALERT_PENDING;
  if (state.data?.mail_alert_dismissed_at) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 border-0 border-bottom" role="status">
      <div className="container d-flex align-items-start gap-2">
        <EnvelopeSlash aria-hidden="true" className="flex-shrink-0 mt-1" />
        <div
          className="flex-grow-1 d-flex flex-column flex-md-row align-items-md-center gap-2"
          style={{ minWidth: 0 }}
        >
          <div className="me-md-auto text-break">
            <strong className="d-block">{t('notifications.disabled.title')}</strong>
            {reasons.map((reason) => (
              <span key={reason} className="d-block small">
                {t(`notifications.disabled.${reason}`, { email: user.email })}
              </span>
            ))}
          </div>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0">
            <button
              type="button"
              className="btn btn-sm btn-dark"
              disabled={enable.isPending}
              onClick={() => enable.mutate()}
            >
              {t('notifications.disabled.enable')}
            </button>
            {reasons.includes('bounce') && (
              <Link to="/settings" className="btn btn-sm btn-outline-dark">
                {t('notifications.disabled.change_email')}
              </Link>
            )}
          </div>
          {enable.isError && <span className="text-danger small">{t('notifications.disabled.failed')}</span>}
        </div>
        <button
          type="button"
          className="btn-close flex-shrink-0 ms-1"
          aria-label={t('notifications.disabled.dismiss')}
          onClick={() => {
            setClosed(true);
            dismiss.mutate('mail_alert');
          }}
        />
      </div>
    </div>
  );
}
