/**
 * Staff second factors, recovery codes and the audit log (issue "Back office"). Owned by
 * `server/modules/staff`. Other modules call that module's functions (`recordAudit`), never these
 * tables (`npm run check` enforces it).
 */

import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A staff account's TOTP factor (RFC 6238, 30 s steps, 6 digits). `secret` is base32;
 * `enabledAt` is null until the first code confirmed the enrolment; `lastStep` is the last time
 * step accepted, so a code is never accepted twice.
 */
export const staffFactors = pgTable('staff_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a staff account, stored as SHA-256; `usedAt` once used. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The append-only audit log: every staff write, who (id, e-mail and role at the time), what
 * (`action`, e.g. `credits.adjust`), when, on what (`targetType` member, profile, order, setting,
 * complaint, message, conversation, discount_code, invite_code, staff; `targetId`), with the state
 * before and after and the reason given. No foreign keys, so purging a member keeps the entries.
 * A trigger refuses DELETE, TRUNCATE and every UPDATE but one: erasing personal values when an
 * account is purged (GDPR Art. 17; docs/security.md "End of an account") — `before`, `after` and
 * `reason` of the entries whose `subjectIds` name the member, `actorEmail` ('') and `ip` of the
 * entries they wrote, with `erasedAt` set. Who did what, when, on which id stays.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    /** The accounts whose personal data `before`, `after` and `reason` may hold (the member acted on, both members of a conversation). */
    subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** When personal values of the entry were erased by an account's purge; null while they are whole. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subjects_idx').using('gin', t.subjectIds),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
