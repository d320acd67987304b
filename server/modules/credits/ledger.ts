/**
 * The credits module's API for other modules (docs/architecture.md "credits"): the ledger
 * (`server/db/schema/credits.ts`) and the balance column `users.credits`, which only this file
 * writes (the one documented exception to table ownership: the balance changes only together
 * with its ledger row, in one transaction, under a conditional update).
 */
import { and, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { creditLedger } from '../../db/schema/credits.ts';
import { AppError } from '../../lib/errors.ts';
import type { Envelope } from '../realtime/bus.ts';

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

/**
 * Member `userId`'s balance in credits (may be below zero after a reversal, see `book`), or 0
 * for an unknown id. Runs on `db` or inside a caller's `tx`.
 */
export async function balance(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}

/** The balances of `userIds` in credits, by id (unknown ids are absent); one query. */
export async function balances(db: Db | Tx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, credits: users.credits })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.credits]));
}

/**
 * Credits taken back so far by the bookings whose reference starts with `referencePrefix` (a
 * positive number: minus the sum of their deltas; 0 when there are none). Payments book each
 * level of a refund or chargeback of a payment under `reversal:<provider>:<payment id>:<level>`
 * and ask this sum for the prefix to book only what is still missing. `%`, `_` and `\` in the
 * prefix match themselves. Runs inside the caller's `tx` (with the order row locked).
 */
export async function reversedSum(tx: Db | Tx, referencePrefix: string): Promise<number> {
  const escaped = referencePrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(like(creditLedger.reference, `${escaped}%`));
  return row?.sum ?? 0;
}

/**
 * The realtime envelope telling member `userId`'s tabs their new balance (`credits_changed`,
 * `credits` in credits, may be below zero), to publish after the booking's transaction commits.
 */
export function creditsChanged(userId: number, credits: number): Envelope {
  return { userIds: [userId], event: { type: 'credits_changed', data: { credits } } };
}
