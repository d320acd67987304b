/**
 * Invite codes for invite-only sites (SPEC §1, §4). Owned by `server/modules/invites`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Invite codes staff create. `maxUses` null: any number of signups; `expiresAt` null: no expiry.
 * `domain` is the site the code opens (`default`: every site). `usesCount` counts signups made
 * with the code, raised in the signup's transaction under a row lock.
 */
export const inviteCodes = pgTable('invite_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  domain: text('domain').notNull().default('default'),
  note: text('note').notNull().default(''),
  maxUses: integer('max_uses'),
  usesCount: integer('uses_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Which member signed up with which invite code (one code per member). */
export const inviteCodeUses = pgTable(
  'invite_code_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => inviteCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId] }), index('invite_code_uses_code_idx').on(t.codeId)],
);
