import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../lib/queries';

/** What the login hands the ban page (`navigate('/pages/ban', {state})`) after `account_banned`. */
export interface BanState {
  banned: true;
  /** The written reason of the ban, when the server sent one. */
  reason: string | null;
}

/** The ban state of the current navigation, or null (the page was opened from the footer). */
function useBanState(): BanState | null {
  const { state } = useLocation();
  if (!state || typeof state !== 'object' || (state as { banned?: unknown }).banned !== true) return null;
  const reason = (state as { reason?: unknown }).reason;
  return { banned: true, reason: typeof reason === 'string' && reason ? reason : null };
}

/**
 * Issue "Back office" §2, SPEC /pages/ban: on top of the ban page after a refused login, "Your
 * account has been blocked", the moderators' written reason (as text) and how to appeal (by
 * e-mail to the support address, once within six months). Nothing when the page was opened
 * otherwise.
 */
export function BanNotice() {
  const { t } = useTranslation();
  const ban = useBanState();
  const { data: settings } = useSettings();
  if (!ban) return null;
  return (
    <section className="alert alert-danger mb-4" role="alert" aria-labelledby="ban-title">
      <h2 id="ban-title" className="h4 alert-heading">
        {t('moderation.ban.title')}
      </h2>
      {ban.reason ? (
        <>
          <p className="mb-1 fw-semibold">{t('moderation.ban.reason')}</p>
          <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {ban.reason}
          </p>
        </>
      ) : (
        <p>{t('moderation.ban.generic')}</p>
      )}
      {settings?.support_email && (
        <p className="mb-0">{t('moderation.ban.appeal', { email: settings.support_email })}</p>
      )}
    </section>
  );
}
