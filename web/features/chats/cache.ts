/**
 * A message written into the chat caches (CONVENTIONS 15): what a realtime `message` frame and
 * the answer of `POST /api/messages` carry is put where the pages read it, without asking the
 * server again.
 */
import type { ApiMessage, ChatItem, MessagesAnswer } from '@common/schemas/chats';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** The chat list as `GET /api/chats.php` answers it (the cache of `chatKeys.list`). */
export interface ChatList {
  chats: ChatItem[];
}

/** A conversation's loaded history (the cache of `chatKeys.messages(id)`): newest page first. */
export type History = InfiniteData<MessagesAnswer, number | null>;

/**
 * The history with `message` in its newest page, in id order; the same history when it holds the
 * message already as it is (the sender hears their own message twice: the answer and the frame) or
 * has no page yet. A message it holds in another state (an image screened or opened, docs/safety.md
 * "Explicit images") is replaced where it is.
 */
export function historyWithMessage(history: History, message: ApiMessage): History {
  const held = history.pages.flatMap((page) => page.messages).find((m) => m.id === message.id);
  if (held) {
    if (JSON.stringify(held) === JSON.stringify(message)) return history;
    return {
      ...history,
      pages: history.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (m.id === message.id ? message : m)),
      })),
    };
  }
  const [newest, ...older] = history.pages;
  if (!newest) return history;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...history, pages: [{ ...newest, messages }, ...older] };
}

/**
 * The chat list after `message` (SPEC §3, §7: newest conversation first): its conversation moves to
 * the top with the message as its last one, and a message to the member adds one to the unread
 * count. The same list when the conversation's last message is this one or a newer one (counted
 * already); null when the list does not hold the conversation (a new one, or one the member
 * removed): its partner's card is not in the message, so the list must be fetched.
 */
export function listWithMessage(list: ChatList, message: ApiMessage): ChatList | null {
  const chat = list.chats.find((c) => c.conversation.id === message.conversation_id);
  if (!chat) return null;
  if (chat.last_message && chat.last_message.id >= message.id) return list;
  const updated: ChatItem = {
    ...chat,
    last_message: message,
    num_unread_messages: chat.num_unread_messages + (message.from_me ? 0 : 1),
  };
  return { chats: [updated, ...list.chats.filter((c) => c !== chat)] };
}

/**
 * Write with `update` unless a fetch of `queryKey` is under way: its answer may predate the
 * change and would overwrite it, so that query is fetched again instead (cancelling the one under
 * way). Nothing happens when the query is not in the cache (it is fetched when a page needs it).
 * `update` answers null when the change needs the server (the query is fetched again then).
 */
function writeOrRefetch<T>(queryClient: QueryClient, queryKey: QueryKey, update: (old: T) => T | null): void {
  const old = queryClient.getQueryData<T>(queryKey);
  const state = queryClient.getQueryState(queryKey);
  if (!state) return;
  const next = old === undefined || state.fetchStatus === 'fetching' ? null : update(old);
  if (next === null) void queryClient.invalidateQueries({ queryKey, exact: true });
  else if (next !== old) queryClient.setQueryData<T>(queryKey, next);
}

/**
 * Put `message` (presented for this member) into its conversation's history and the chat list.
 * Fetches only what the message cannot give: the list when it does not hold the conversation, and
 * a query whose fetch was under way.
 */
export function putMessage(queryClient: QueryClient, message: ApiMessage): void {
  writeOrRefetch<History>(queryClient, chatKeys.messages(message.conversation_id), (history) =>
    historyWithMessage(history, message),
  );
  writeOrRefetch<ChatList>(queryClient, chatKeys.list, (list) => listWithMessage(list, message));
}

/**
 * SPEC §4: the member read conversation `conversationId` (`POST /api/chats/:id/read` answered):
 * its unread count in the list is 0.
 */
export function putRead(queryClient: QueryClient, conversationId: number): void {
  queryClient.setQueryData<ChatList>(chatKeys.list, (list) =>
    list
      ? {
          chats: list.chats.map((c) =>
            c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c,
          ),
        }
      : list,
  );
}
