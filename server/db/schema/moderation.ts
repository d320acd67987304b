/**
 * Warnings and bans (issue "Back office", DSA art. 17). Owned by `server/modules/moderation`.
 * Other modules call that module's functions, never this table (`npm run check` enforces it).
 */

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A sanction on a member: a `warning` (shown to the member until acknowledged), a `ban` (the
 * account is `banned` and sees the ban page with `reason`) or its lifting (`unban`). `complaintId`
 * when it followed a complaint. Rows are never changed but for `acknowledgedAt`.
 */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['warning', 'ban', 'unban'] }).notNull(),
    reason: text('reason').notNull(),
    complaintId: integer('complaint_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('member_sanctions_user_idx').on(t.userId, t.createdAt)],
);
