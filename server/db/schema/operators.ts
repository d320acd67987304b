/**
 * The operator console for fictional profiles (SPEC §1, issue "Back office"): leases on
 * conversations and staff notes on members and fictional profiles. Owned by
 * `server/modules/operators`. Other modules call that module's functions, never these tables.
 */

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { conversations } from './chats.ts';
import { createdAt } from './columns.ts';

/**
 * Who answers a conversation with a fictional profile now: one row per conversation, so two
 * operators can never hold it at once. A lease past `expiresAt` may be taken by anyone.
 */
export const operatorLeases = pgTable(
  'operator_leases',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fictional profile answered in this conversation. */
    profileId: integer('profile_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('operator_leases_operator_idx').on(t.operatorId),
    index('operator_leases_profile_idx').on(t.profileId),
  ],
);

/** A note by staff on a member or a fictional profile (`subjectId` is the account id). */
export const operatorNotes = pgTable(
  'operator_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_notes_subject_idx').on(t.subjectId, t.createdAt)],
);
