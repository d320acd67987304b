/**
 * The credits module's owner-API for the back office (issue "Back office" §3): a member's credit
 * ledger page by page, and support's adjustments booked once per client-made key. Balances change
 * only through `book` (`ledger.ts`): a conditional update and a ledger row in one transaction.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/credits.ts';
import { AppError } from '../../lib/errors.ts';
import { balance, book } from './ledger.ts';

/** A ledger entry: `delta` in whole credits (negative for spending). */
export type LedgerEntry = Pick<
  typeof creditLedger.$inferSelect,
  'id' | 'delta' | 'reason' | 'reference' | 'createdAt'
>;

/** Entries of one ledger page. */
export const LEDGER_PAGE_SIZE = 25;

const entryColumns = {
  id: creditLedger.id,
  delta: creditLedger.delta,
  reason: creditLedger.reason,
  reference: creditLedger.reference,
  createdAt: creditLedger.createdAt,
};

/**
 * Member `userId`'s ledger, newest first, `LEDGER_PAGE_SIZE` entries older than entry `beforeId`
 * (from the newest without it); `nextBefore` is the id to ask for the next page, null at the end.
 */
export async function ledgerPage(
  db: Db | Tx,
  userId: number,
  beforeId?: number,
): Promise<{ entries: LedgerEntry[]; nextBefore: number | null }> {
  const rows = await db
    .select(entryColumns)
    .from(creditLedger)
    .where(
      beforeId === undefined
        ? eq(creditLedger.userId, userId)
        : and(eq(creditLedger.userId, userId), lt(creditLedger.id, beforeId)),
    )
    .orderBy(desc(creditLedger.id))
    .limit(LEDGER_PAGE_SIZE + 1);
  const entries = rows.slice(0, LEDGER_PAGE_SIZE);
  return {
    entries,
    nextBefore: rows.length > LEDGER_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null,
  };
}

/** The outcome of an adjustment: balances before and after (credits), the entry, whether it was booked before. */
export interface Adjustment {
  before: number;
  balance: number;
  entryId: number;
  replayed: boolean;
}

/** The ledger reference of an adjustment of member `userId` under the client's idempotency key. */
export function adjustmentReference(userId: number, key: string): string {
  return `adjustment:${userId}:${key.toLowerCase()}`;
}

/** The ledger entry booked under `reference` for member `userId`, or null. */
async function entryByReference(db: Db | Tx, userId: number, reference: string): Promise<LedgerEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(creditLedger)
    .where(and(eq(creditLedger.reference, reference), eq(creditLedger.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Support's credit adjustment (issue "Back office" §3), inside `tx`: book `delta` credits with
 * reason `adjustment` through `book`, never taking the balance below zero. With `reference`
 * (`adjustmentReference`), a second adjustment under the same reference books nothing and answers
 * the first one's entry with `replayed` (a retried request); a concurrent one waits for the first
 * on the unique reference and fails with the database's unique violation, which the caller answers
 * by calling `replayedAdjustment` after the rollback. Throws AppError `validation` (field `delta`,
 * `validation.balance_below_zero` with `balance`) when the balance would go below zero.
 */
export async function adjustCredits(
  tx: Tx,
  entry: { userId: number; delta: number; reference?: string | undefined; at: Date },
): Promise<Adjustment> {
  if (entry.reference) {
    const replay = await replayedAdjustment(tx, entry.userId, entry.reference);
    if (replay) return replay;
  }
  let after: number;
  try {
    after = await book(tx, {
      userId: entry.userId,
      delta: entry.delta,
      reason: 'adjustment',
      at: entry.at,
      ...(entry.reference ? { reference: entry.reference } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_credits') {
      throw new AppError(
        'validation',
        { balance: await balance(tx, entry.userId) },
        { delta: 'validation.balance_below_zero' },
      );
    }
    throw error;
  }
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.userId, entry.userId))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  return { before: after - entry.delta, balance: after, entryId: row?.id ?? 0, replayed: false };
}

/**
 * The adjustment booked under `reference` for member `userId` as a replay (`before` and `balance`
 * both the balance now), or null when none was booked.
 */
export async function replayedAdjustment(
  db: Db | Tx,
  userId: number,
  reference: string,
): Promise<Adjustment | null> {
  const existing = await entryByReference(db, userId, reference);
  if (!existing) return null;
  const now = await balance(db, userId);
  return { before: now, balance: now, entryId: existing.id, replayed: true };
}
