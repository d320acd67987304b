import type { notificationState } from '@common/schemas/notifications';
import type { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellFill } from '../../components/icons/bell-fill';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { ExclamationTriangleFill } from '../../components/icons/exclamation-triangle-fill';
import type { AlertBanner } from '../../lib/alerts';
import { type Answer, api } from '../../lib/api';
import { PushError, type PushErrorKind } from '../../lib/push';
import { useUser } from '../../lib/queries';
import { usePush } from '../../lib/usePush';

/** Query key of `GET /api/notifications/state` (dismissals of the mail alert and the push prompt). */
export const notificationStateKey = ['notifications', 'state'] as const;

/** SPEC §4: the member's stored dismissals (`GET /api/notifications/state`). */
function useNotificationState(enabled: boolean) {
  return useQuery({
    queryKey: notificationStateKey,
    enabled,
    queryFn: () => api<Answer<typeof notificationState>>('/api/notifications/state'),
    staleTime: 5 * 60_000,
  });
}

/**
 * SPEC §8 push message error pages, as an alert: notifications blocked in the browser (`denied`),
 * not possible in this browser (`unsupported`), or the subscription failed (`failed`). Texts
 * `push.errors.<kind>_title` and `push.errors.<kind>`; `onClose` shows a close button.
 */
export function PushErrorAlert({ kind, onClose }: { kind: PushErrorKind; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning d-flex gap-2 mb-0" role="alert">
      <ExclamationTriangleFill className="flex-shrink-0 mt-1" aria-hidden="true" />
      <div className="me-auto">
        <p className="fw-semibold mb-1">{t(`push.errors.${kind}_title`)}</p>
        <p className="mb-0">{t(`push.errors.${kind}`)}</p>
      </div>
      {onClose && (
        <button type="button" className="btn-close" aria-label={t('push.errors.close')} onClick={onClose} />
      )}
    </div>
  );
}

/**
 * SPEC §2 push-notification prompt of the default layout, for members: shown while push is
 * possible here and not subscribed, not blocked, and not dismissed (SPEC §4: "Not now" stores the
 * dismissal on the server, `POST /api/notifications/dismiss {what: 'push_prompt'}`). "Allow" asks
 * the browser and subscribes; a refusal or failure shows the SPEC §8 push error in its place.
 * A hook for the shell's alert queue: answers the banner, or null when it does not apply.
 */
export function usePushPrompt(): AlertBanner {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const push = usePush();
  const queryClient = useQueryClient();
  const [error, setError] = useState<PushErrorKind | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const wanted = Boolean(user) && push.state === 'capable';
  const { data: state } = useNotificationState(wanted);
  const dismiss = useMutation({
    mutationFn: () =>
      api<Answer<typeof okAnswer>>('/api/notifications/dismiss', {
        method: 'POST',
        body: { what: 'push_prompt' },
      }),
    onMutate: () => {
      // Hidden at once; the server keeps it hidden on the next visit.
      queryClient.setQueryData(notificationStateKey, (old: typeof state) =>
        old ? { ...old, push_prompt_dismissed_at: new Date().toISOString() } : old,
      );
    },
  });

  if (error) {
    return (
      <div className="container py-2">
        <PushErrorAlert kind={error} onClose={() => setError(null)} />
      </div>
    );
  }
  if (enabled) {
    return (
      <div className="container py-2">
        <div className="alert alert-success d-flex align-items-center gap-2 mb-0" role="status">
          <CheckCircleFill aria-hidden="true" />
          <span className="me-auto">{t('push.prompt.enabled')}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={t('push.errors.close')}
            onClick={() => setEnabled(false)}
          />
        </div>
      </div>
    );
  }
  if (!wanted || !state || state.push_prompt_dismissed_at) return null;

  const allow = async () => {
    setBusy(true);
    try {
      await push.enable();
      setEnabled(true);
    } catch (cause) {
      setError(cause instanceof PushError ? cause.kind : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container py-2">
      <section className="card shadow-sm" aria-labelledby="push-prompt-title" data-testid="push-prompt">
        <div className="card-body d-flex flex-column flex-md-row align-items-md-center gap-2 gap-md-3 py-2">
          <div className="d-flex align-items-start gap-2 flex-grow-1">
            <BellFill className="text-primary flex-shrink-0 mt-1" size={20} aria-hidden="true" />
            <div>
              <h2 id="push-prompt-title" className="h6 mb-1">
                {t('push.prompt.title')}
              </h2>
              <p className="small text-body-secondary mb-0">{t('push.prompt.text')}</p>
            </div>
          </div>
          <div className="d-flex gap-2 justify-content-end flex-shrink-0">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={busy}
              onClick={() => dismiss.mutate()}
            >
              {t('push.prompt.later')}
            </button>
            <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={allow}>
              {t('push.prompt.allow')}
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
