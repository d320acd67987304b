/**
 * Conversations, each member's side of them, and messages. Owned by `server/modules/chats`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

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
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.senderId, t.conversationId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // Operator figures (back office): messages written by each operator per period.
    index('messages_operator_idx').on(t.operatorId, t.createdAt),
  ],
);
