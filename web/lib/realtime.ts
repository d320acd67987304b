import { REFRESH_FIRST_MS } from '@common/constants';
import { type ClientFrame, type ServerFrame, serverFrame } from '@common/schemas/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import { useEffect } from 'react';
import { chatKeys } from '../features/chats/queries';
import { likeKeys } from '../features/likes/queries';
import { shellKeys, useUser } from './queries';
import { useRefreshInterval } from './usePush';

type Listener = (event: ServerFrame) => void;
const listeners = new Set<Listener>();
let socket: ReconnectingWebSocket | null = null;

/** Listen to realtime frames (typing, messages, ...) while mounted; answers the unsubscribe. */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Send a frame on the realtime socket when it is open (`typing`, `ping`); dropped otherwise. */
export function sendRealtime(frame: ClientFrame): void {
  if (socket?.readyState === 1) socket.send(JSON.stringify(frame));
}

/** Compile-time proof that a switch handled every case; reaching it at run time is a bug. */
function assertUnreachable(value: never): never {
  throw new Error(`unhandled realtime frame ${JSON.stringify(value)}`);
}

/**
 * A frame from the server (the text of a WebSocket message), checked with the contract
 * (`common/schemas/realtime.ts`), or null for anything else (not JSON, unknown type, wrong shape).
 */
export function parseFrame(raw: unknown): ServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return null;
  }
  const parsed = serverFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Refresh (invalidate) the queries a frame changed. A `message` changes the conversation and the
 * chat list (order, last message, unread count): the server sends no `chats_changed` with it. The
 * sender's balance comes as `credits_changed`. Typing, session_ended and pong refresh nothing.
 */
export function refreshFor(event: ServerFrame, queryClient: Pick<QueryClient, 'invalidateQueries'>): void {
  switch (event.type) {
    case 'message':
    case 'message_read':
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(event.data.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      return;
    case 'chats_changed':
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      return;
    case 'credits_changed':
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      return;
    case 'like':
    case 'match':
      void queryClient.invalidateQueries({ queryKey: likeKeys.all });
      return;
    // Typing is for the open conversation's listener; the socket of an ended session is closed
    // by the server; settings_changed stays between server processes; a pong only answers a ping.
    case 'typing':
    case 'session_ended':
    case 'settings_changed':
    case 'pong':
      return;
    default:
      assertUnreachable(event);
  }
}

/** Fetch user, chats and likes again (the fallback refresh, and after a reconnect). */
function refreshAllQueries(queryClient: Pick<QueryClient, 'invalidateQueries'>): void {
  void queryClient.invalidateQueries({ queryKey: shellKeys.user });
  void queryClient.invalidateQueries({ queryKey: chatKeys.list });
  void queryClient.invalidateQueries({ queryKey: likeKeys.all });
}

/**
 * Keep the member's realtime socket (API.md "Realtime") and the fallback refresh (SPEC §4, §9):
 * user, chats and likes every 60 s (300 s while push is subscribed, `useRefreshInterval`), first
 * 5 s after load. Frames are parsed with the shared contract (malformed ones are ignored) and
 * refresh what they touch; after a reconnect everything is fetched again, so nothing exists only
 * on the socket.
 */
export function useRealtime(): void {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const interval = useRefreshInterval();
  useEffect(() => {
    if (!userId) return;
    const refreshAll = () => refreshAllQueries(queryClient);
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`;
    const ws = new ReconnectingWebSocket(url, [], {
      maxRetries: Number.POSITIVE_INFINITY,
      minReconnectionDelay: 1000,
    });
    socket = ws;
    let opened = false;
    ws.addEventListener('open', () => {
      if (opened) refreshAll();
      opened = true;
    });
    ws.addEventListener('message', (message: MessageEvent) => {
      const event = parseFrame(message.data);
      if (!event) return;
      refreshFor(event, queryClient);
      for (const listener of listeners) listener(event);
    });
    const first = setTimeout(refreshAll, REFRESH_FIRST_MS);
    return () => {
      clearTimeout(first);
      ws.close();
      if (socket === ws) socket = null;
    };
  }, [userId, queryClient]);
  useEffect(() => {
    if (!userId) return;
    const every = setInterval(() => refreshAllQueries(queryClient), interval);
    return () => clearInterval(every);
  }, [userId, queryClient, interval]);
}
