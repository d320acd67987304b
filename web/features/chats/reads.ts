/**
 * Marking a conversation read (SPEC §4) without fetching what the tab knows already. The server
 * answers `POST /api/chats/:id/read` and publishes `chats_changed` to every tab of the member (the
 * other tabs' unread counts) and `message_read` to the partner (their read marks). The tab that
 * read set the count to 0 itself, so it lets the first `chats_changed` of that conversation after
 * its read pass (`takeReadEcho`); and it reads only when a message from the partner is new, not
 * after its own message, which leaves nothing to read and would only make the partner fetch.
 */
import type { ApiMessage } from '@common/schemas/chats';
import type { okAnswer } from '@common/schemas/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../lib/api';
import { putRead } from './cache';

/** Conversations this tab marked read whose own `chats_changed` has not come back, with how many. */
const awaitedEchoes = new Map<number, number>();

/**
 * What the conversation page reads up to, given its loaded history oldest first: the id of the
 * newest message from the partner, 0 when the history holds only the member's own messages (read
 * once on opening), undefined when it holds none (nothing to read). It changes when a partner's
 * message arrives, never when the member sends one.
 */
export function readMark(messages: readonly ApiMessage[]): number | undefined {
  if (messages.length === 0) return undefined;
  return messages.findLast((m) => !m.from_me)?.id ?? 0;
}

/**
 * Mark conversation `conversationId` read (`POST /api/chats/:id/read`), then set its unread count
 * in the cached list to 0. Its `chats_changed` to this tab is awaited (`takeReadEcho`) from before
 * the request, as the frame may come before the answer; a failed request awaits none. Resolves
 * either way (a failed read is tried again with the next message or opening).
 */
export async function markRead(queryClient: QueryClient, conversationId: number): Promise<void> {
  awaitedEchoes.set(conversationId, (awaitedEchoes.get(conversationId) ?? 0) + 1);
  try {
    await api<Answer<typeof okAnswer>>(`/api/chats/${conversationId}/read`, { method: 'POST' });
    putRead(queryClient, conversationId);
  } catch {
    takeReadEcho(conversationId);
  }
}

/**
 * True (and counted off) when a `chats_changed` of `conversationId` is the answer to this tab's
 * own read, which needs no fetch; false for any other, which the handler fetches for.
 */
export function takeReadEcho(conversationId: number): boolean {
  const awaited = awaitedEchoes.get(conversationId) ?? 0;
  if (awaited === 0) return false;
  if (awaited === 1) awaitedEchoes.delete(conversationId);
  else awaitedEchoes.set(conversationId, awaited - 1);
  return true;
}

/**
 * Await no more echoes: on a full refresh (after a reconnect, frames sent while the socket was
 * down never come), so a later `chats_changed` is never mistaken for one.
 */
export function forgetReadEchoes(): void {
  awaitedEchoes.clear();
}
