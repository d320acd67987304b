/**
 * Notification preferences and the record of what was sent (SPEC §3 notification kinds; issue:
 * notifications). Owned by `server/modules/notifications`. Other modules call that module's
 * functions, never these tables (`npm run check` enforces it).
 */

import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A member's choices per kind and channel; kinds not stored take the documented defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `{<kind>: {mail: boolean, push: boolean}}` for the kinds the member changed. */
  preferences: jsonb('preferences')
    .$type<Record<string, { mail: boolean; push: boolean }>>()
    .notNull()
    .default({}),
  /** When the member dismissed the "your e-mail is disabled" alert (SPEC §4). */
  mailAlertDismissedAt: timestamp('mail_alert_dismissed_at', { withTimezone: true, mode: 'date' }),
  /** When the member dismissed the push prompt (SPEC §2 default layout). */
  pushPromptDismissedAt: timestamp('push_prompt_dismissed_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * What was sent to whom, for batching (at most one new-message mail per conversation per quiet
 * period) and reminders: `key` names the subject, e.g. `conversation:12`.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['mail', 'push'] }).notNull(),
    key: text('key').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('notification_sends_lookup_idx').on(t.userId, t.kind, t.key, t.sentAt)],
);
