/**
 * Complaints (SPEC §2 /complaints, DSA Art. 16 notice and action). Owned by `server/modules/complaints`.
 * Other modules call that module's functions, never this table (`npm run check` enforces it).
 */

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Where a complaint is in its handling; staff move it on in the back office. */
export const COMPLAINT_STATUSES = ['received', 'in_review', 'decided', 'appealed', 'closed'] as const;

/**
 * A notice about a member, a message or the site. `reference` is what the reporter is mailed and
 * quotes (e.g. `K-7F3Q9X2M`). A visitor gives an e-mail address; a member is known by account.
 * What the back office needs later: status, decision with a written reason, who decided and when,
 * one appeal.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email'),
    /** The member the complaint is about (a profile id), if any. */
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The message the complaint is about, if any (a chats message id). */
    messageId: integer('message_id'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The reporter's language (a Locale code), for the mails about the outcome. */
    language: text('language').notNull().default('nl'),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('received'),
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    appealBody: text('appeal_body'),
    appealedAt: timestamp('appealed_at', { withTimezone: true, mode: 'date' }),
    /** The appeal's outcome (DSA art. 20): decided once, by someone other than the first decider where possible. */
    appealDecision: text('appeal_decision'),
    appealReason: text('appeal_reason'),
    appealDecidedBy: integer('appeal_decided_by').references(() => users.id, { onDelete: 'set null' }),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_reference_key').on(t.reference),
    index('complaints_reporter_idx').on(t.reporterId),
    index('complaints_status_idx').on(t.status, t.createdAt),
  ],
);
