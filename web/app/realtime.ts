/**
 * The member's realtime handling, composed from the features (CONVENTIONS 15): one handler per
 * frame type the browser receives (`common/schemas/realtime.ts` `serverFrame`), and the full
 * refresh after a reconnect, every 60 s (300 s with push) and after a push message (SPEC §4, §9).
 */
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../features/chats/queries';
import { forgetReadEchoes } from '../features/chats/reads';
import { chatFrameHandlers } from '../features/chats/realtime';
import { creditFrameHandlers } from '../features/credits/realtime';
import { likeKeys } from '../features/likes/queries';
import { likeFrameHandlers } from '../features/likes/realtime';
import { shellKeys } from '../lib/queries';
import type { FrameHandlers } from '../lib/realtime';

/**
 * Every frame type's handler: the chats' (`message`, `message_read`, `chats_changed`, `typing`),
 * the likes' (`like`, `match`), the credits' (`credits_changed`); a `pong` only answers the
 * socket's ping. Exhaustive: a frame type added to the contract fails type checking here until a
 * feature handles it.
 */
export const realtimeHandlers = {
  ...chatFrameHandlers,
  ...likeFrameHandlers,
  ...creditFrameHandlers,
  pong: () => {},
} satisfies FrameHandlers;

/**
 * Fetch again what frames keep current: the member (balance, status), the chat list with every
 * loaded conversation (the list's key is their prefix), and the likes; reads awaiting their own
 * `chats_changed` await it no more (it may have been lost). Runs after a reconnect
 * (frames may have been missed), as the fallback refresh, and when the push worker posts.
 */
export function refreshMemberQueries(queryClient: QueryClient): void {
  forgetReadEchoes();
  void queryClient.invalidateQueries({ queryKey: shellKeys.user });
  void queryClient.invalidateQueries({ queryKey: chatKeys.list });
  void queryClient.invalidateQueries({ queryKey: likeKeys.all });
}
