import { REFRESH_FIRST_MS, REFRESH_INTERVAL_MS } from '@common/constants';
import { useQueryClient } from '@tanstack/react-query';
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import { useEffect } from 'react';
import { memberKeys } from './keys';
import { shellKeys, useUser } from './queries';

/** Query keys of the chat feature. */
export const chatKeys = {
  list: ['chats'] as const,
  messages: (conversationId: number) => ['chats', 'messages', conversationId] as const,
};

type Listener = (event: { type: string; data: Record<string, unknown> }) => void;
const listeners = new Set<Listener>();
let socket: ReconnectingWebSocket | null = null;

/** Listen to realtime events (typing, messages) while mounted; answers the unsubscribe. */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Send a frame on the realtime socket when it is open (typing). */
export function sendRealtime(frame: { type: string; data?: Record<string, unknown> }): void {
  if (socket?.readyState === 1) socket.send(JSON.stringify(frame));
}

/**
 * Keep the member's realtime socket (API.md "Realtime") and the fallback refresh (SPEC §4): user,
 * chats and likes every 60 s, first 5 s after load. Events refresh what they touch; after a
 * reconnect everything is fetched again, so nothing exists only on the socket.
 */
export function useRealtime(): void {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: memberKeys.likes });
    };
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
      let event: { type: string; data: Record<string, unknown> };
      try {
        event = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (event.type === 'message' || event.type === 'message_read') {
        const conversation = Number(event.data.conversation_id);
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation) });
        void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      } else if (event.type === 'chats_changed') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      } else if (event.type === 'credits_changed') {
        void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      } else if (event.type === 'like' || event.type === 'match') {
        void queryClient.invalidateQueries({ queryKey: memberKeys.likes });
      }
      for (const listener of listeners) listener(event);
    });
    const first = setTimeout(refreshAll, REFRESH_FIRST_MS);
    const every = setInterval(refreshAll, REFRESH_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      ws.close();
      if (socket === ws) socket = null;
    };
  }, [userId, queryClient]);
}
