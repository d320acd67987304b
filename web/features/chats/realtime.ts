import type { FrameHandlers } from '../../lib/realtime';
import { putMessage } from './cache';
import { chatKeys } from './keys';
import { takeReadEcho } from './reads';

/**
 * The chat feature's realtime handlers (API.md "Realtime", composed in `web/app/realtime.ts`):
 * - `message` carries the message: it goes into the conversation's history and the chat list
 *   (last message, order, unread count) without a fetch (`putMessage`); only a conversation the
 *   list does not hold yet is fetched (its partner's card is not in the frame).
 * - `message_read` (the partner read: read marks) and `chats_changed` (read in another tab, a
 *   message hidden by a moderator, a partner's account deleted) carry only the conversation's id:
 *   its history and the list are fetched again; except the `chats_changed` that answers this
 *   tab's own read (`takeReadEcho`), which changed nothing the tab does not know.
 * - `typing` is for the open conversation alone, which listens with `onRealtime` (`useTyping`).
 */
export const chatFrameHandlers: Pick<FrameHandlers, 'message' | 'message_read' | 'chats_changed' | 'typing'> =
  {
    message: (frame, queryClient) => putMessage(queryClient, frame.data),
    message_read: (frame, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(frame.data.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list, exact: true });
    },
    chats_changed: (frame, queryClient) => {
      if (takeReadEcho(frame.data.conversation_id)) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(frame.data.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list, exact: true });
    },
    typing: () => {},
  };
