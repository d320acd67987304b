import { z } from 'zod';
import { CONTACT_KINDS } from '../constants.ts';
import { dbId } from './ids.ts';
import { imageRef } from './user.ts';

/** Shape of the key an uploaded chat image is known by (24 hex characters). */
export const CHAT_IMAGE_KEY = /^[0-9a-f]{24}$/;

/**
 * API.md `POST /api/messages` body. `client_id` is chosen by the client, unique per sender and
 * conversation: a resend of the same content is a no-op, the same key with other content is 409
 * client_id_conflict.
 */
export const sendMessageBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    profile_id: dbId,
    body: z
      .string({ message: 'validation.message_empty' })
      .trim()
      .min(1, { message: 'validation.message_empty' })
      .max(10_000),
    client_id: z.string().trim().min(8).max(64),
    /**
     * The `nudge_id` of a `confirm_required` answer (428): the sender saw "Weet je het zeker?"
     * and sends anyway. Without it (or with one that is not theirs) the check asks again.
     */
    confirm_nudge: dbId.optional(),
  }),
  z.object({
    type: z.literal('gift'),
    profile_id: dbId,
    gift_id: z.string().trim().max(40),
    body: z.string().trim().max(500).optional(),
    client_id: z.string().trim().min(8).max(64),
  }),
  z.object({
    type: z.literal('image'),
    profile_id: dbId,
    /** The key `POST /api/chat-images` answered for the sender's uploaded image. */
    image_key: z.string({ message: 'validation.photo_type' }).regex(CHAT_IMAGE_KEY, {
      message: 'validation.photo_type',
    }),
    client_id: z.string().trim().min(8).max(64),
  }),
]);
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** A message as both members see it (one presenter for HTTP and realtime). */
export const apiMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  from_me: z.boolean(),
  sender_id: z.number().int(),
  type: z.enum(['text', 'image', 'gift']),
  body: z.string().nullable(),
  gift_id: z.string().nullable(),
  /**
   * Image messages: the files below the media prefix (re-encoded WebP), else null; `blur_filename`
   * is a small blurred version, the only file a recipient gets while `blurred`.
   */
  image: imageRef.extend({ blur_filename: z.string() }).nullable(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** The sender's account was removed (SPEC §4 purge): body, gift and image are gone. */
  removed: z.boolean(),
  /**
   * For the recipient only (docs/safety.md "Nudges"): the sender sent it after "Weet je het
   * zeker?"; the recipient is asked "Stoort dit je?" with a report action. False for the sender.
   */
  bother: z.boolean(),
  /**
   * For the recipient only (docs/safety.md "Contact details held back"): the kinds of contact
   * details in an early message (`link`, `email`, `phone`, `iban`, `payment`, `crypto`), shown
   * behind a warning until revealed; [] otherwise and always for the sender.
   */
  held_back: z.array(z.enum(CONTACT_KINDS)),
  /**
   * For the recipient of an image only (docs/safety.md "Explicit images"): the screening of the
   * image, `pending` until the job ran, then `clear` or `flagged`; null otherwise and for the sender.
   */
  image_screen: z.enum(['pending', 'clear', 'flagged']).nullable(),
  /**
   * For the recipient only: the image is shown blurred ("Tik om te bekijken") because it is pending
   * or flagged, the recipient blurs images (`GET /api/chat-settings`) and has not opened it
   * (`POST /api/messages/:id/reveal`); until then only `image.blur_filename` is served.
   */
  blurred: z.boolean(),
});
export type ApiMessage = z.infer<typeof apiMessage>;

/** SPEC §3 chat item: the conversation, the partner, the unread count, the last message. */
export const chatItem = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    main_image: imageRef.nullable(),
    fictional: z.boolean(),
    /** Shows the verified badge (docs/safety.md "Verified photos"): confirmed, on the main photo. */
    verified: z.boolean(),
  }),
  num_unread_messages: z.number().int(),
  last_message: apiMessage.nullable(),
});
export type ChatItem = z.infer<typeof chatItem>;

/** `GET /api/chats.php` answer: the member's conversations (SPEC §3 chat items). */
export const chatsAnswer = z.object({ chats: z.array(chatItem) });

/**
 * `GET /api/chats/:id/messages` answer: one page of messages, oldest first; `has_more` when older
 * ones exist (ask again with `?before=<id of the oldest>`).
 */
export const messagesAnswer = z.object({ messages: z.array(apiMessage), has_more: z.boolean() });
export type MessagesAnswer = z.infer<typeof messagesAnswer>;

/**
 * `POST /api/messages` answer (201 when sent, 200 for a resend of the same `client_id`): the
 * message, its conversation and the sender's balance afterwards, in credits.
 */
export const sendMessageAnswer = z.object({
  message: apiMessage,
  conversation: z.object({ id: z.number() }),
  credits: z.number(),
});
export type SendMessageAnswer = z.infer<typeof sendMessageAnswer>;

/** `POST /api/chat-images` answer: the key to send as `image_key` (nothing is charged yet). */
export const chatImageAnswer = z.object({ image_key: z.string() });

/**
 * `GET` and `PUT /api/chat-settings` (docs/safety.md "Explicit images"): `blur_images`, on by
 * default, blurs received images that are being screened or were flagged until tapped.
 */
export const chatSettings = z.object({ blur_images: z.boolean() });
export type ChatSettings = z.infer<typeof chatSettings>;
