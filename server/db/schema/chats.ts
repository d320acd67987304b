/**
 * Conversations, each member's side of them, and messages. Owned by `server/modules/chats`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A conversation between two members; `memberLow` < `memberHigh` keeps one row per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberLow: integer('member_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.memberLow, t.memberHigh),
    index('conversations_started_by_idx').on(t.startedBy),
  ],
);

/** Each member's side of a conversation: unread count and whether they removed it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/**
 * Messages (SPEC §2 text, image and gift). `clientId` makes a resend a no-op: it is unique per
 * sender and conversation (one member's or profile's key never reaches another conversation's
 * message); `held` messages to
 * an unconfirmed member wait until they confirm (issue: chat). `cost` in credits.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    type: text('type', { enum: ['text', 'image', 'gift'] }).notNull(),
    body: text('body'),
    giftId: text('gift_id'),
    photoKey: text('photo_key'),
    cost: integer('cost').notNull(),
    held: boolean('held').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    deletedByRecipient: boolean('deleted_by_recipient').notNull().default(false),
    /** The sender's account was purged, or an operator's answer to a purged member (SPEC §4): the content is gone, the message shows as removed. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /** The operator (a staff account) who wrote this message as a fictional profile; null otherwise. */
    operatorId: integer('operator_id'),
    /** Hidden by a moderator: members see it as removed; staff still see it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: integer('hidden_by'),
    /**
     * Sent after the sender saw "Weet je het zeker?" (docs/safety.md "Nudges"): a listed word in a
     * first message. The recipient is asked "Stoort dit je?".
     */
    nudged: boolean('nudged').notNull().default(false),
    /**
     * The kinds of contact details (`link`, `email`, `phone`, `iban`, `payment`, `crypto`) of a
     * message sent in a conversation's first messages (docs/safety.md "Contact details held
     * back"): the recipient sees it behind a warning. Empty when nothing is held back.
     */
    contactKinds: text('contact_kinds').array().notNull().default(sql`'{}'::text[]`),
    /**
     * An image message's screening (docs/safety.md "Explicit images"), copied from the image's
     * screening when sent and updated by the `image-screen` job: `pending`, `clear` or `flagged`;
     * null for text and gifts. The recipient sees a pending or flagged image blurred.
     */
    imageScreen: text('image_screen', { enum: ['pending', 'clear', 'flagged'] }),
    /** When the recipient tapped a blurred image to view it (the full image is served from then on). */
    imageRevealedAt: timestamp('image_revealed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.senderId, t.conversationId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // Operator figures (back office): messages written by each operator per period.
    index('messages_operator_idx').on(t.operatorId, t.createdAt),
    // Repeated senders of contact details (docs/safety.md): a sender's held-back messages per day.
    index('messages_contact_sender_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`cardinality(${t.contactKinds}) > 0`),
  ],
);

/**
 * One nudge shown to a member and what followed (docs/safety.md "Nudges"): `are_you_sure` to a
 * sender before a first message with a listed word (then `sent` with the confirmation, or
 * `edited`), `bothers_you` to its recipient (then `reported` when they filed a complaint about
 * the message). Deleted with the member's account; the figures page counts them.
 */
export const messageNudges = pgTable(
  'message_nudges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['are_you_sure', 'bothers_you'] }).notNull(),
    /** Who saw it: the sender (`are_you_sure`) or the recipient (`bothers_you`). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The message: the one sent after the nudge, or the one the recipient is asked about. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['sent', 'edited', 'reported'] }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('message_nudges_kind_idx').on(t.kind, t.createdAt),
    index('message_nudges_message_idx').on(t.messageId),
  ],
);

/**
 * A member who sent contact details early to many members (docs/safety.md "Contact details held
 * back": `CONTACT_FLAG_RECIPIENTS` distinct recipients within `CONTACT_FLAG_WINDOW_H` hours),
 * for the moderators, with the messages as evidence. At most one open flag per sender.
 */
export const contactFlags = pgTable(
  'contact_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Distinct recipients of held-back messages within the window when flagged. */
    recipients: integer('recipients').notNull(),
    /** The held-back messages of the window (ids), the evidence. */
    messageIds: integer('message_ids').array().notNull(),
    createdAt: createdAt(),
    /** A moderator looked at it (and acted in the member's page as needed). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by'),
  },
  (t) => [
    index('contact_flags_open_idx').on(t.reviewedAt, t.createdAt),
    uniqueIndex('contact_flags_one_open').on(t.senderId).where(sql`${t.reviewedAt} is null`),
  ],
);

/**
 * A member's chat image setting (docs/safety.md "Explicit images"): `blur_images` (default on)
 * blurs pending and flagged images they receive. No row: the default. Deleted with the account.
 */
export const chatPreferences = pgTable('chat_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blurImages: boolean('blur_images').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
