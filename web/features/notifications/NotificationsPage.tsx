import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@common/schemas/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { EnvelopeSlash } from '../../components/icons/envelope-slash';
import { useUser } from '../../lib/queries';
import { useEnableMail, useNotificationPreferences, useSavePreferences } from './queries';

const CHANNELS: readonly NotificationChannel[] = ['mail', 'push'];

/** Width of a switch's column (the heads above line up with it). */
const SWITCH_CELL = '3.75rem';

/** How long "Saved." stays on screen, in milliseconds. */
const SAVED_VISIBLE_MS = 2500;

/** E-mail is off for the account (SPEC §3 notifications_disabled): say so, with a way to turn it on. */
function MailOffNote() {
  const { t } = useTranslation();
  const enable = useEnableMail();
  return (
    <div className="alert alert-warning d-flex align-items-start gap-2" role="status">
      <EnvelopeSlash aria-hidden="true" className="flex-shrink-0 mt-1" />
      <div className="flex-grow-1 d-flex flex-column flex-md-row align-items-md-center gap-2">
        <span className="me-md-auto">{t('notifications.mail_off_note')}</span>
        <button
          type="button"
          className="btn btn-sm btn-dark align-self-start align-self-md-center flex-shrink-0"
          disabled={enable.isPending}
          onClick={() => enable.mutate()}
        >
          {t('notifications.disabled.enable')}
        </button>
        {enable.isError && <span className="text-danger small">{t('notifications.disabled.failed')}</span>}
      </div>
    </div>
  );
}

/**
 * SPEC §2 /notifications: the eight SPEC §3 kinds, each with an e-mail and a push switch in the
 * member's language, saved on every change (`PUT /api/notifications`) with a "Saved." or an error
 * that is read out. Marketing kinds stay off until the member turns them on (docs/notifications.md).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();
  const [feedback, setFeedback] = useState<'saved' | 'failed' | null>(null);
  // The switch follows the click at once (a discrete event commits synchronously), while the
  // save and the cache's optimistic update follow; a failed save puts the stored value back.
  const [pending, setPending] = useState<Record<string, boolean>>({});

  useEffect(() => {
    if (feedback !== 'saved') return;
    const timer = setTimeout(() => setFeedback(null), SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const change = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    const key = `${kind}.${channel}`;
    setFeedback(null);
    setPending((all) => ({ ...all, [key]: on }));
    save.mutate(
      { [kind]: { [channel]: on } },
      {
        onSuccess: () => setFeedback('saved'),
        onError: () => setFeedback('failed'),
        onSettled: () => setPending(({ [key]: _settled, ...rest }) => rest),
      },
    );
  };

  const mailOff = (user?.notifications_disabled.length ?? 0) > 0;
  return (
    <div className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-2">{t('notifications.title')}</h1>
      <p className="text-body-secondary">{t('notifications.intro')}</p>
      {mailOff && <MailOffNote />}
      {preferences.isPending ? (
        <output className="d-block text-center py-5">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </output>
      ) : preferences.isError ? (
        <div className="alert alert-danger" role="alert">
          {preferences.error.message}
        </div>
      ) : (
        <section className="card shadow-sm" aria-labelledby="notifications-list-title">
          <h2 id="notifications-list-title" className="visually-hidden">
            {t('notifications.title')}
          </h2>
          {/* Column heads: part of each switch's name (aria-labelledby), so hidden from reading once more. */}
          <div
            className="d-flex align-items-end gap-2 px-3 pt-3 pb-2 border-bottom small fw-semibold"
            aria-hidden="true"
          >
            <span className="flex-grow-1">{t('notifications.kind_column')}</span>
            {CHANNELS.map((channel) => (
              <span
                key={channel}
                id={`notifications-col-${channel}`}
                className="text-center flex-shrink-0"
                style={{ width: SWITCH_CELL }}
              >
                {t(`notifications.channel_${channel}`)}
              </span>
            ))}
          </div>
          <ul className="list-group list-group-flush rounded-bottom">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind} className="list-group-item d-flex align-items-center gap-2 px-3 py-3">
                <div className="flex-grow-1" style={{ minWidth: 0 }}>
                  <span id={`notifications-${kind}`} className="d-block fw-semibold">
                    {t(`notifications.kinds.${kind}.label`)}
                  </span>
                  <span
                    id={`notifications-${kind}-description`}
                    className="d-block small text-body-secondary"
                  >
                    {t(`notifications.kinds.${kind}.description`)}
                  </span>
                </div>
                {CHANNELS.map((channel) => (
                  <div
                    key={channel}
                    className="form-check form-switch d-flex justify-content-center flex-shrink-0 m-0 p-0"
                    style={{ width: SWITCH_CELL }}
                  >
                    <input
                      type="checkbox"
                      role="switch"
                      className="form-check-input m-0 float-none"
                      style={{ width: '2.6em', height: '1.5em', cursor: 'pointer' }}
                      id={`notifications-${kind}-${channel}`}
                      aria-labelledby={`notifications-${kind} notifications-col-${channel}`}
                      aria-describedby={`notifications-${kind}-description`}
                      aria-checked={pending[`${kind}.${channel}`] ?? preferences.data[kind][channel]}
                      checked={pending[`${kind}.${channel}`] ?? preferences.data[kind][channel]}
                      onChange={(event) => change(kind, channel, event.target.checked)}
                    />
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="small text-body-secondary mt-3">{t('notifications.marketing_note')}</p>
      <p className="small">
        <Link to="/settings">{t('settings.title')}</Link>
      </p>
      <div
        className="position-fixed bottom-0 start-50 translate-middle-x mb-3"
        style={{ zIndex: 1080, pointerEvents: 'none' }}
      >
        <output aria-live="polite" className="d-block">
          {feedback === 'saved' && (
            <span className="badge rounded-pill text-bg-success fs-6 fw-normal px-3 py-2 shadow">
              <CheckCircleFill className="me-2" aria-hidden="true" />
              {t('notifications.saved')}
            </span>
          )}
        </output>
        <div role="alert">
          {feedback === 'failed' && (
            <span className="badge rounded-pill text-bg-danger fs-6 fw-normal px-3 py-2 shadow text-wrap">
              {t('notifications.save_failed')}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
