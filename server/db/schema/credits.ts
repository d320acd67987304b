/**
 * The credit ledger (ARCHITECTURE "Data"). Owned by `server/modules/credits`.
 * Other modules call that module's functions, never these tables (`npm run check` enforces it).
 */

import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * The credit ledger (ARCHITECTURE "Data"): every change of a member's balance is a row, written
 * in the same transaction as the conditional balance update. `delta` in whole credits (negative
 * for spending); `reference` makes a booking unique where it must happen once (e.g. a payment).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: [
        'signup_bonus',
        'purchase',
        'message',
        'gift',
        'photo',
        'bonus',
        'refund',
        'chargeback',
        'adjustment',
      ],
    }).notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // Business figures (back office): paid messages and other spending per period.
    index('credit_ledger_reason_idx').on(t.reason, t.createdAt),
    uniqueIndex('credit_ledger_reference_key').on(t.reference),
  ],
);
