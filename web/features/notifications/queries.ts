import type {
  Dismissable,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  notificationPreferences,
  notificationState,
} from '@common/schemas/notifications';
import type { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type Answer, type ApiError, api } from '../../lib/api';
import { shellKeys } from '../../lib/queries';

/** Query keys of the notification settings (CONVENTIONS 12). */
export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: ['notifications', 'preferences'] as const,
  state: ['notifications', 'state'] as const,
};

const SAVE_KEY = [...notificationKeys.preferences, 'save'];

/** The member's preferences, every kind with `{mail, push}` (API.md `GET /api/notifications`). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => api<Answer<typeof notificationPreferences>>('/api/notifications'),
  });
}

/**
 * Save a change of some kinds (API.md `PUT /api/notifications`, e.g. `{like: {mail: false}}`).
 * The switch moves at once (optimistic); on failure it moves back and the mutation's error is
 * the ApiError. The server's answer (the full preferences) then replaces the cache.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  // Saves that overlap may answer out of order, and one answer may miss a later switch: then the
  // last one to finish asks the server again instead of trusting an answer.
  const overlapped = useRef(false);
  const settle = (answer: NotificationPreferences | undefined) => {
    if (queryClient.isMutating({ mutationKey: SAVE_KEY }) > 1) {
      overlapped.current = true;
      return;
    }
    if (answer && !overlapped.current) queryClient.setQueryData(notificationKeys.preferences, answer);
    else void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    overlapped.current = false;
  };
  return useMutation<
    NotificationPreferences,
    ApiError,
    NotificationPreferencesUpdate,
    { before: NotificationPreferences | undefined }
  >({
    mutationKey: SAVE_KEY,
    mutationFn: (update) =>
      api<Answer<typeof notificationPreferences>>('/api/notifications', { method: 'PUT', body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      if (before) {
        const next = { ...before };
        for (const [kind, change] of Object.entries(update) as [keyof NotificationPreferences, unknown][]) {
          if (typeof change === 'boolean') next[kind] = { mail: change, push: change };
          else if (change && typeof change === 'object') next[kind] = { ...before[kind], ...change };
        }
        queryClient.setQueryData(notificationKeys.preferences, next);
      }
      return { before };
    },
    onError: (_error, _update, context) => settle(context?.before),
    onSuccess: (saved) => settle(saved),
  });
}

/**
 * The dismissals of the disabled-e-mail alert and the push prompt, and why e-mail is off
 * (`GET /api/notifications/state`). `enabled: false` asks nothing (e.g. while mail is on).
 */
export function useNotificationState(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.state,
    queryFn: () => api<Answer<typeof notificationState>>('/api/notifications/state'),
    enabled,
    staleTime: 60_000,
  });
}

/** Store that the member closed `what` now (`POST /api/notifications/dismiss`, SPEC §4). */
export function useDismiss() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, Dismissable>({
    mutationFn: (what) =>
      api<Answer<typeof okAnswer>>('/api/notifications/dismiss', { method: 'POST', body: { what } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.state }),
  });
}

/**
 * Turn e-mail back on (`POST /api/notifications/mail/enable`): clears notifications_disabled;
 * the member (user.php) and the state are asked again.
 */
export function useEnableMail() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => api<Answer<typeof okAnswer>>('/api/notifications/mail/enable', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shellKeys.user }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.state }),
      ]),
  });
}

/**
 * The /unsubscribe page's button: RFC 8058 one-click unsubscribe with the mailed token
 * (`POST /api/mail/unsubscribe?token=`; no session needed). Throws ApiError
 * `unsubscribe_invalid` for a bad token. A signed-in member's user.php is asked again.
 */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (token) =>
      api<Answer<typeof okAnswer>>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shellKeys.user }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.state }),
      ]),
  });
}
