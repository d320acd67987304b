import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** Why a balance changes (ARCHITECTURE "credits are a ledger"). */
export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

/**
 * Change a member's balance by `delta` credits inside `tx`, with a ledger row in the same
 * transaction. A debit is conditional (`credits >= cost`), so no race can spend a credit twice or
 * take the balance below zero. Throws insufficient_credits when the balance is too low, and lets
 * the unique `reference` refuse a second booking of the same event. `allowDebt` books a debit
 * unconditionally: a refund or chargeback takes back what was bought even when it was spent, and
 * the balance then shows the debt. Answers the new balance.
 */
export async function book(
  tx: Tx,
  entry: {
    userId: number;
    delta: number;
    reason: LedgerReason;
    reference?: string;
    at: Date;
    allowDebt?: boolean;
  },
): Promise<number> {
  const where =
    entry.delta < 0 && !entry.allowDebt
      ? and(eq(users.id, entry.userId), gte(users.credits, -entry.delta))
      : eq(users.id, entry.userId);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${entry.delta}` })
    .where(where)
    .returning({ credits: users.credits });
  if (!row) throw new AppError('insufficient_credits', { cost: -entry.delta });
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference ?? null,
    createdAt: entry.at,
  });
  return row.credits;
}
