import type {
  ApiMessage,
  ChatItem,
  ChatSettings,
  chatImageAnswer,
  chatSettings,
  chatsAnswer,
  messagesAnswer,
  SendMessageAnswer,
  sendMessageAnswer,
} from '@common/schemas/chats';
import type { okAnswer } from '@common/schemas/shared';
import {
  type QueryClient,
  type UseMutationOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Answer, type ApiError, api, uploadFile } from '../../lib/api';
import { putBalance, useUser } from '../../lib/queries';
import { putMessage } from './cache';
import { chatKeys } from './keys';
import { markRead } from './reads';

export { chatKeys } from './keys';

/** SPEC §7 `GET /api/chats.php`: the member's chat items; the progress indicator shows only on the first load. */
export function useChats() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: chatKeys.list,
    enabled: Boolean(user),
    queryFn: () => api<Answer<typeof chatsAnswer>>('/api/chats.php'),
    select: (d) => d.chats,
  });
}

/** Unread messages over all conversations (SPEC §2 badge and title). */
export function useUnread(): number {
  const { data } = useChats();
  return data?.reduce((sum, c) => sum + c.num_unread_messages, 0) ?? 0;
}

/**
 * SPEC §4 deleting a conversation (`DELETE /api/chat.php`, the conversation's id): removed from
 * the list at once, then deleted on the server; on failure `onFailure` gets the error (the page
 * alerts) and the list is loaded again.
 */
export function useRemoveConversation(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (conversation) =>
      api<Answer<typeof okAnswer>>('/api/chat.php', { method: 'DELETE', body: { conversation } }),
    onMutate: (conversation) => {
      queryClient.setQueryData<{ chats: ChatItem[] }>(chatKeys.list, (old) =>
        old ? { chats: old.chats.filter((c) => c.conversation.id !== conversation) } : old,
      );
    },
    onError: async (error) => {
      onFailure(error);
      await queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

/**
 * A conversation's history (`GET /api/chats/:id/messages`), newest page first, older pages on
 * `fetchNextPage`; `messages` is the whole loaded history oldest first. Null: no conversation yet.
 */
export function useMessages(conversationId: number | null) {
  const history = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? 0),
    enabled: conversationId !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api<Answer<typeof messagesAnswer>>(
        `/api/chats/${conversationId}/messages${pageParam ? `?before=${pageParam}` : ''}`,
        {},
      ),
    getNextPageParam: (last) => (last.has_more ? (last.messages[0]?.id ?? null) : null),
  });
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  return { history, messages };
}

/**
 * SPEC §4: opening a conversation (and reading what arrives) sets its unread count to 0. Marks it
 * read (`markRead`) whenever `mark` changes: the page passes `readMark(messages)`, the newest
 * partner message's id, so the member's own messages do not mark it again.
 */
export function useMarkRead(conversationId: number | null, mark: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!conversationId || mark === undefined) return;
    void markRead(queryClient, conversationId);
  }, [conversationId, mark, queryClient]);
}

/** What the composer sends: a text, a gift (SPEC §3 gift id) or an image file, uploaded first. */
export type OutgoingMessage =
  /** `confirm_nudge`: the nudge id of a `confirm_required` answer, to send anyway (docs/safety.md). */
  | { type: 'text'; body: string; confirm_nudge?: number }
  | { type: 'gift'; gift_id: string }
  | { type: 'image'; file: File };

/** What `onSent` and `onFailed` of a send are told. */
export interface SendHandlers {
  onSent?: (answer: SendMessageAnswer, sent: OutgoingMessage) => void;
  onFailed?: (error: ApiError, sent: OutgoingMessage) => void;
}

/**
 * The send mutation to `profileId` (API.md `POST /api/messages`; images via `POST /api/chat-images`
 * first). Each send gets its own `client_id`, so a retried request is answered with the first
 * message. The answer goes into the caches (the balance into the user, the message into its
 * conversation and the chat list; only a new conversation's list is fetched), then `onSent` runs;
 * `onFailed` gets the ApiError (e.g. `insufficient_credits`, `conversation_limit`).
 */
export function sendMessageMutation(
  queryClient: QueryClient,
  profileId: number,
  handlers: SendHandlers = {},
): UseMutationOptions<SendMessageAnswer, ApiError, OutgoingMessage> {
  return {
    mutationFn: async (payload) => {
      const clientId = crypto.randomUUID();
      if (payload.type === 'image') {
        const { image_key } = await uploadFile<Answer<typeof chatImageAnswer>>(
          '/api/chat-images',
          'image',
          payload.file,
        );
        return api<Answer<typeof sendMessageAnswer>>('/api/messages', {
          method: 'POST',
          body: { type: 'image', image_key, profile_id: profileId, client_id: clientId },
        });
      }
      return api<Answer<typeof sendMessageAnswer>>('/api/messages', {
        method: 'POST',
        body: { ...payload, profile_id: profileId, client_id: clientId },
      });
    },
    onSuccess: (answer, sent) => {
      putBalance(queryClient, answer.credits);
      putMessage(queryClient, answer.message);
      handlers.onSent?.(answer, sent);
    },
    onError: (error, sent) => handlers.onFailed?.(error, sent),
  };
}

/** Send messages to `profileId` from a page (`sendMessageMutation`). */
export function useSendMessage(profileId: number, handlers: SendHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation(sendMessageMutation(queryClient, profileId, handlers));
}

/**
 * The member chose "edit" after "Weet je het zeker?" (API.md `POST /api/nudges/:id/edited`,
 * docs/safety.md): counted for the figures; a failure changes nothing for the member.
 */
export function nudgeEdited(nudgeId: number): Promise<unknown> {
  return api<Answer<typeof okAnswer>>(`/api/nudges/${nudgeId}/edited`, { method: 'POST' }).catch(
    () => undefined,
  );
}

/** Delete one message for the member (`DELETE /api/messages/:id`), then reload the conversation. */
export function useDeleteMessage(conversationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api<Answer<typeof okAnswer>>(`/api/messages/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId ?? 0) }),
  });
}

/**
 * "Tik om te bekijken" (`POST /api/messages/:id/reveal`, docs/safety.md "Explicit images"): the
 * recipient opens a blurred image; the answered message (no longer blurred) replaces it in the cache.
 */
export function useRevealImage() {
  const queryClient = useQueryClient();
  return useMutation<{ message: ApiMessage }, ApiError, number>({
    mutationFn: (id) => api<{ message: ApiMessage }>(`/api/messages/${id}/reveal`, { method: 'POST' }),
    onSuccess: (answer) => putMessage(queryClient, answer.message),
  });
}

/** The member's chat image setting (`GET /api/chat-settings`): whether received images are blurred. */
export function useChatSettings() {
  return useQuery({
    queryKey: chatKeys.settings,
    queryFn: () => api<Answer<typeof chatSettings>>('/api/chat-settings'),
  });
}

/** Change the chat image setting (`PUT /api/chat-settings`); open conversations are fetched again. */
export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation<ChatSettings, ApiError, ChatSettings>({
    mutationFn: (body) => api<Answer<typeof chatSettings>>('/api/chat-settings', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(chatKeys.settings, answer);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
