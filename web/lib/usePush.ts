/**
 * React side of web push (`web/lib/push.ts`): the push state as a hook, and the runtime a member's
 * pages keep (the service worker's registration and its messages).
 */
import { REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS } from '@common/constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  enablePush,
  getPushState,
  onPushState,
  type PushState,
  parseWorkerMessage,
  recordPushMessage,
  sitePath,
  startPush,
} from './push';
import { useSettings, useUser } from './queries';

/** The push state of this tab (SPEC §3), and `enable()`: ask, subscribe and save (throws PushError). */
export function usePush(): PushState & { enable: () => Promise<void> } {
  const state = useSyncExternalStore(onPushState, getPushState, getPushState);
  const { data: settings } = useSettings();
  const publicKey = settings?.push_public_key ?? '';
  const enable = useCallback(() => enablePush(publicKey), [publicKey]);
  return { ...state, enable };
}

/** SPEC §9: user, chats and likes refresh every 60 s, every 300 s while push is subscribed. */
export function useRefreshInterval(): number {
  const { isSubscribed } = useSyncExternalStore(onPushState, getPushState, getPushState);
  return isSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
}

/**
 * Kept by every member page (`MemberRuntime` in `web/app/`): registers `/sw-push.js?v=2` and reads
 * the state; every message from the worker runs `refresh` (what a push may have changed: the app
 * gives the refresh of user, chats and likes; a module function, not a new one per render);
 * NEW_PUSH_MESSAGE is recorded as `lastMessage`; NEW_PUSH_CLICK (the member clicked a
 * notification, this tab was focused) opens `openUrl` in the app. The state and the last message
 * are mirrored on `<html data-push-state data-push-last-message>` (read by the journeys).
 */
export function usePushRuntime(refresh: (queryClient: QueryClient) => void): void {
  const { data: user } = useUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const state = useSyncExternalStore(onPushState, getPushState, getPushState);

  useEffect(() => {
    if (userId !== undefined) void startPush(userId);
  }, [userId]);

  useEffect(() => {
    if (userId === undefined || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const message = parseWorkerMessage(event.data);
      if (!message) return;
      refresh(queryClient);
      if (message.type === 'NEW_PUSH_MESSAGE') {
        recordPushMessage(message.payload);
        return;
      }
      const path = sitePath(message.openUrl, window.location.origin);
      if (path) void navigate(path);
    };
    container.addEventListener('message', onMessage);
    // Messages posted before the listener was added are held until this call.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [userId, queryClient, navigate, refresh]);

  useEffect(() => {
    const root = document.documentElement.dataset;
    root.pushState = state.state;
    if (state.lastMessage) root.pushLastMessage = JSON.stringify(state.lastMessage);
  }, [state]);
}
