/**
 * Presenters of the chats module (CONVENTIONS 5): one place that turns rows into what the API and
 * the realtime events answer, for a given viewer.
 */
import { CONTACT_KINDS, type ContactKind } from '@common/constants';
import type { ApiMessage, ChatItem } from '@common/schemas/chats';
import type { messages } from '../../db/schema/chats.ts';
import { presentImage } from '../members/present.ts';

/** Whether a stored kind is one the API knows (a kind dropped later is not sent). */
function isContactKind(kind: string): kind is ContactKind {
  return (CONTACT_KINDS as readonly string[]).includes(kind);
}

/** A `messages` row as Drizzle selects it. */
export type MessageRow = typeof messages.$inferSelect;

/** The columns of a message that `presentMessage` shows (the chat list reads only these). */
export type PresentedMessageRow = Pick<
  MessageRow,
  'id' | 'conversationId' | 'senderId' | 'type' | 'body' | 'giftId' | 'clientId' | 'createdAt' | 'readAt'
> &
  Partial<
    Pick<MessageRow, 'removedAt' | 'hiddenAt' | 'nudged' | 'contactKinds' | 'imageScreen' | 'imageRevealedAt'>
  >;

/**
 * Whether `viewerId` gets message `row`'s image blurred (docs/safety.md "Explicit images"): the
 * recipient of an image still pending or flagged by the screening, who has not opened it, while
 * their setting `blurImages` is on. Never the sender. Images sent before screening existed (no
 * state) are not blurred.
 */
export function imageBlurredFor(
  row: Pick<PresentedMessageRow, 'senderId' | 'type'> &
    Partial<Pick<MessageRow, 'imageScreen' | 'imageRevealedAt'>>,
  viewerId: number,
  blurImages: boolean,
): boolean {
  if (row.type !== 'image' || row.senderId === viewerId || !blurImages) return false;
  const screen = row.imageScreen ?? null;
  return (screen === 'pending' || screen === 'flagged') && !row.imageRevealedAt;
}

/**
 * API.md message as `viewerId` sees it: `from_me` for the sender, who alone sees their
 * `client_id`; `image` names the files under `/media/messages/` for image messages; `removed`
 * when the sender's account was purged (SPEC §4: the content is gone) or a moderator hid the
 * message (issue "Back office" §2: text, gift and image are not sent to either member); for the
 * recipient only, `bother` on a message sent after "Weet je het zeker?" and `held_back` with the
 * kinds of contact details of an early message (docs/safety.md), `image_screen` and `blurred`
 * (`imageBlurredFor`, with the viewer's setting `blurImages`, default on). Used by the HTTP answers
 * and the realtime `message` event alike.
 */
export function presentMessage(row: PresentedMessageRow, viewerId: number, blurImages = true): ApiMessage {
  const mine = row.senderId === viewerId;
  const removed = Boolean(row.removedAt || row.hiddenAt);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    from_me: mine,
    sender_id: row.senderId,
    type: row.type,
    body: removed ? null : row.body,
    gift_id: removed ? null : row.giftId,
    image:
      row.type === 'image' && !removed
        ? {
            filename: `messages/${row.id}.webp`,
            thumb_filename: `messages/${row.id}.thumb.webp`,
            blur_filename: `messages/${row.id}.blur.webp`,
          }
        : null,
    client_id: mine ? row.clientId : null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    removed,
    bother: !mine && !removed && Boolean(row.nudged),
    held_back: mine || removed ? [] : (row.contactKinds ?? []).filter(isContactKind),
    image_screen: mine || removed || row.type !== 'image' ? null : (row.imageScreen ?? null),
    blurred: !removed && imageBlurredFor(row, viewerId, blurImages),
  };
}

/** One conversation of the chat list as the list query reads it (`queries.ts`). */
export interface ChatListRow {
  conversationId: number;
  /** The viewer's unread count. */
  unread: number;
  /** `verified`: the partner shows the verified badge (docs/safety.md "Verified photos"). */
  partner: { id: number; name: string; mainPhotoId: number | null; fictional: boolean; verified: boolean };
  /** The newest message the viewer may see in the conversation. */
  last: PresentedMessageRow;
}

/** SPEC §3 / §7 chat item (`GET /api/chats.php`) of a list row, for `viewerId`. */
export function presentChatItem(row: ChatListRow, viewerId: number, blurImages = true): ChatItem {
  return {
    conversation: { id: row.conversationId },
    profile: {
      id: row.partner.id,
      name: row.partner.name,
      main_image: presentImage(row.partner.mainPhotoId),
      fictional: row.partner.fictional,
      verified: row.partner.verified,
    },
    num_unread_messages: row.unread,
    last_message: presentMessage(row.last, viewerId, blurImages),
  };
}
