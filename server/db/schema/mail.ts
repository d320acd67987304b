/**
 * The mail outbox. Owned by `server/modules/mail`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Outgoing mail, rendered. Without SMTP it stays here (shown at /dev/mail); with SMTP the
 * `mail-deliver` job claims it (`sendingAt`), sends it and sets `sentAt` (docs/notifications.md
 * "Mail delivery").
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra message headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    /** When a delivery attempt claimed the row; a claim older than 10 minutes counts as crashed. */
    sendingAt: timestamp('sending_at', { withTimezone: true, mode: 'date' }),
    /** Delivery attempts so far (claims). */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The last delivery error, kept after a later success for the record. */
    error: text('error'),
    /**
     * The members this mail names or quotes, other than its recipient (a new message's sender, a
     * like's giver, a complaint's other party): the purge of one of them deletes it (GDPR Art. 17).
     */
    aboutUserIds: integer('about_user_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('mail_outbox_about_idx').using('gin', t.aboutUserIds),
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`),
  ],
);
