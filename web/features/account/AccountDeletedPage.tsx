import { ACCOUNT_DELETION_GRACE_DAYS } from '@common/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EnvelopeCheck } from '../../components/icons/envelope-check';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useSettings } from '../../lib/queries';

/** The partner address of `delete_redirect_url` when it is a usable http(s) address, else null. */
export function partnerUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Seconds left of a countdown from `seconds`, one tick a second; stops at 0. */
function useCountdown(seconds: number | undefined): number | undefined {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (!seconds) return;
    const timer = setInterval(() => setLeft((s) => (s === undefined || s <= 1 ? 0 : s - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * SPEC §2 /account-deleted: the account is deleted, a reactivation link was mailed (valid 14
 * days), and a countdown of `delete_redirect_seconds` to the partner at `delete_redirect_url`, or
 * to the home page without one (0 seconds: no automatic redirect), with a link to go at once.
 * Screen readers hear the countdown once, when it starts, not every second.
 */
export default function AccountDeletedPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const partner = partnerUrl(settings?.delete_redirect_url);
  const seconds = settings?.delete_redirect_seconds;
  const left = useCountdown(seconds);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!seconds) return;
    // Filled after the first paint, so the polite live region announces it once.
    const key = partner ? 'account_delete.redirect_partner' : 'account_delete.redirect_home';
    setAnnouncement(t(key, { count: seconds, seconds: format.number(seconds) }));
  }, [seconds, partner, t, format]);

  useEffect(() => {
    if (left !== 0 || !seconds) return;
    if (partner) window.location.assign(partner);
    else navigate('/', { replace: true });
  }, [left, seconds, partner, navigate]);

  if (!settings) return <PageSpinner />;
  const counting = Boolean(seconds) && left !== undefined;
  const goNow = partner ? t('account_delete.go_partner') : t('account_delete.go_home');
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <EnvelopeCheck className="display-3 text-primary" aria-hidden="true" />
      <h1 className="h3 mt-3">{t('account_delete.deleted_title')}</h1>
      <p>{t('account_delete.deleted_body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <p className="small text-body-secondary">
        {t('account_delete.deleted_changed_mind', { days: ACCOUNT_DELETION_GRACE_DAYS })}
      </p>
      {counting && seconds !== undefined && left !== undefined && (
        <div className="my-4">
          <p className="fs-5 mb-2" role="timer">
            {t(partner ? 'account_delete.redirect_partner' : 'account_delete.redirect_home', {
              count: left,
              seconds: format.number(left),
            })}
          </p>
          <div className="progress mx-auto" style={{ height: 6, maxWidth: 320 }} aria-hidden="true">
            <div className="progress-bar" style={{ width: `${(left / seconds) * 100}%` }} />
          </div>
        </div>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {partner ? (
        <a href={partner} className="btn btn-primary btn-lg">
          {goNow}
        </a>
      ) : (
        <Link to="/" replace className="btn btn-primary btn-lg">
          {goNow}
        </Link>
      )}
    </div>
  );
}
