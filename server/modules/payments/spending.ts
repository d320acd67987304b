/**
 * Spending limits members set themselves (issue "Safety" §5; docs/safety.md "Spending limits"): a
 * monthly limit on credit purchases in euro cents, what a member spent in a calendar month of
 * `SPENDING_TIME_ZONE` (Europe/Amsterdam) and the refusal of an order that would go over it.
 *
 * What counts: every order placed in the month (by `created_at`) that did not fail, was not
 * cancelled and did not expire, for what the member pays (`amount_cents`, after the discount), from
 * the moment it is placed, so two orders at once cannot together pass the limit; a direct debit is
 * such an order too. A refund gives its amount back to the month it was made in (support's refund:
 * `refunded_cents` at `refund_processed_at`; an order refunded or charged back in full at the
 * provider: its amount when that arrived, `updated_at`).
 */
import {
  SPENDING_STATEMENT_MONTHS,
  SPENDING_TIME_ZONE,
  type SpendingLimitAnswer,
  type SpendingLine,
  type SpendingStatementAnswer,
} from '@common/spending';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, spendingLimits } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  changeLimit,
  type LimitState,
  leftCents,
  monthWindow,
  NO_LIMIT,
  resetDay,
  settled,
} from './spending-rules.ts';

/** Order statuses whose amount counts as spent (all but failed, cancelled and expired). */
const COUNTED = ['open', 'pending', 'paid', 'refunded', 'charged_back'] as const;
/** Statuses that give the whole amount back when no support refund is recorded. */
const REVERSED = ['refunded', 'charged_back'] as const;

/** When a refund of the order was made: support's handling, else the provider's reversal. */
const refundAt = sql`coalesce(${orders.refundProcessedAt}, ${orders.updatedAt})`;
/** How much of the order was given back (cents). */
const refundCents = sql<number>`(case when ${inArray(orders.status, [...REVERSED])} then coalesce(${orders.refundedCents}, ${orders.amountCents}) else coalesce(${orders.refundedCents}, 0) end)`;
/** The orders with money given back. */
const hasRefund = or(isNotNull(orders.refundedCents), inArray(orders.status, [...REVERSED]));

/**
 * Cents member `userId` spent in `[start, end)`: counted orders placed then minus refunds made then
 * (never below 0). Runs on `db` or inside a caller's `tx`.
 */
export async function spentBetween(db: Db | Tx, userId: number, start: Date, end: Date): Promise<number> {
  const [spent] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...COUNTED]),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    );
  const [back] = await db
    .select({ cents: sql<number>`coalesce(sum(${refundCents}), 0)::int` })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), hasRefund, sql`${refundAt} >= ${start}`, sql`${refundAt} < ${end}`),
    );
  return Math.max(0, (spent?.cents ?? 0) - (back?.cents ?? 0));
}

/** Member `userId`'s stored limit (`NO_LIMIT` without a row), as stored, not yet settled. */
async function stored(db: Db | Tx, userId: number, lock = false): Promise<LimitState> {
  const query = db
    .select({
      limitCents: spendingLimits.limitCents,
      pendingCents: spendingLimits.pendingCents,
      pendingAt: spendingLimits.pendingAt,
    })
    .from(spendingLimits)
    .where(eq(spendingLimits.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? NO_LIMIT;
}

/**
 * Which of `userIds` have a spending limit at `now` (a limit whose removal waits still holds): the
 * back office's flag, never the amount. One query; unknown ids are absent.
 */
export async function withSpendingLimit(
  db: Db | Tx,
  userIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: spendingLimits.userId })
    .from(spendingLimits)
    .where(
      and(
        inArray(spendingLimits.userId, [...userIds]),
        isNotNull(spendingLimits.limitCents),
        // A removal whose 72 hours are over has ended the limit, even before the row is rewritten.
        or(
          isNull(spendingLimits.pendingAt),
          gt(spendingLimits.pendingAt, now),
          isNotNull(spendingLimits.pendingCents),
        ),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** The account purge (SPEC §4): member `userId`'s limit goes with the account, in `tx`. */
export async function forgetSpendingLimit(tx: Tx, userId: number): Promise<void> {
  await tx.delete(spendingLimits).where(eq(spendingLimits.userId, userId));
}

/** The spending limits use case (see the file's comment); `clock` for the 72 hours and the month. */
export function createSpending(deps: { db: Db; clock: Pick<Clock, 'now'> }) {
  const { db, clock } = deps;
  const timeZone = SPENDING_TIME_ZONE;

  /** The answer of `GET /api/spending-limit` for `state` at `now`. */
  async function answer(userId: number, state: LimitState, now: Date): Promise<SpendingLimitAnswer> {
    const { start, end } = monthWindow(now, timeZone);
    const spent = await spentBetween(db, userId, start, end);
    return {
      limit_cents: state.limitCents,
      pending: state.pendingAt
        ? { limit_cents: state.pendingCents, effective_at: state.pendingAt.toISOString() }
        : null,
      spent_cents: spent,
      left_cents: leftCents(state.limitCents, spent),
      resets_on: resetDay(now, timeZone),
      time_zone: timeZone,
    };
  }

  /** Store `state` as member `userId`'s limit inside `tx`. */
  async function save(tx: Tx, userId: number, state: LimitState, now: Date): Promise<void> {
    const values = { ...state, updatedAt: now };
    await tx
      .insert(spendingLimits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: spendingLimits.userId, set: values });
  }

  /** Change member `userId`'s limit with `change` (see `changeLimit`), the row locked; answers the new state. */
  async function update(userId: number, change: (state: LimitState, now: Date) => LimitState) {
    const now = clock.now();
    const state = await db.transaction(async (tx) => {
      // The row exists before it is locked, so two changes at once take turns.
      await tx.insert(spendingLimits).values({ userId, updatedAt: now }).onConflictDoNothing();
      const next = change(settled(await stored(tx, userId, true), now), now);
      await save(tx, userId, next, now);
      return next;
    });
    return answer(userId, state, now);
  }

  return {
    /** API.md `GET /api/spending-limit`: member `userId`'s limit, what waits, and this month's spending. */
    async get(userId: number): Promise<SpendingLimitAnswer> {
      const now = clock.now();
      return answer(userId, settled(await stored(db, userId), now), now);
    },

    /**
     * API.md `PUT /api/spending-limit`: set the limit to `limitCents` (null: none). Lowering or a
     * first limit holds at once; a raise or removal waits 72 hours (`changeLimit`).
     */
    set(userId: number, limitCents: number | null): Promise<SpendingLimitAnswer> {
      return update(userId, (state, now) => changeLimit(state, limitCents, now));
    },

    /** API.md `DELETE /api/spending-limit/pending`: drop a waiting raise or removal (nothing when none waits). */
    cancelPending(userId: number): Promise<SpendingLimitAnswer> {
      return update(userId, (state) => ({ ...state, pendingCents: null, pendingAt: null }));
    },

    /**
     * Refuse with spending_limit (params `left_cents`, `limit_cents`, `resets_on` YYYY-MM-DD) when
     * member `userId` has a limit and `amountCents` more this month would pass it. Inside an
     * order's transaction (`tx`, the member's row locked by the caller) the new order is already
     * inserted: pass `includedCents` = its amount so it is not counted twice.
     */
    async assertRoom(userId: number, amountCents: number, tx?: Tx, includedCents = 0): Promise<void> {
      const on = tx ?? db;
      const now = clock.now();
      const state = settled(await stored(on, userId), now);
      if (state.limitCents === null) return;
      const { start, end } = monthWindow(now, timeZone);
      const before = Math.max(0, (await spentBetween(on, userId, start, end)) - includedCents);
      const left = leftCents(state.limitCents, before) ?? 0;
      if (amountCents > left)
        throw new AppError('spending_limit', {
          left_cents: left,
          limit_cents: state.limitCents,
          resets_on: resetDay(now, timeZone),
        });
    },

    /**
     * API.md `GET /api/spending-statement`: this calendar month and the `SPENDING_STATEMENT_MONTHS`
     * - 1 before it, newest first, each with its purchases and refunds (newest first) and totals.
     */
    async statement(userId: number): Promise<SpendingStatementAnswer> {
      const now = clock.now();
      const since = monthWindow(now, timeZone, 1 - SPENDING_STATEMENT_MONTHS).start;
      const rows = await db
        .select({
          id: orders.id,
          status: orders.status,
          credits: orders.credits,
          amountCents: orders.amountCents,
          method: orders.method,
          createdAt: orders.createdAt,
          refundAt: sql<string>`${refundAt}`.mapWith((v: string | Date) => new Date(v)),
          refundCents: sql<number>`${refundCents}::int`,
          hasRefund: sql<boolean>`${hasRefund}`,
        })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), or(gte(orders.createdAt, since), sql`${refundAt} >= ${since}`)),
        );
      const months = Array.from({ length: SPENDING_STATEMENT_MONTHS }, (_, i) => ({
        month: monthWindow(now, timeZone, -i).month,
        spent_cents: 0,
        refunded_cents: 0,
        total_cents: 0,
        lines: [] as SpendingLine[],
      }));
      const byMonth = new Map(months.map((m) => [m.month, m]));
      for (const row of rows) {
        const base = { order_id: row.id, credits: row.credits, method: row.method };
        const bought = byMonth.get(monthWindow(row.createdAt, timeZone).month);
        if (bought && (COUNTED as readonly string[]).includes(row.status)) {
          bought.spent_cents += row.amountCents;
          bought.lines.push({
            ...base,
            kind: 'order',
            at: row.createdAt.toISOString(),
            amount_cents: row.amountCents,
          });
        }
        const refunded = byMonth.get(monthWindow(row.refundAt, timeZone).month);
        if (refunded && row.hasRefund && row.refundCents > 0) {
          refunded.refunded_cents += row.refundCents;
          refunded.lines.push({
            ...base,
            kind: 'refund',
            at: row.refundAt.toISOString(),
            amount_cents: row.refundCents,
          });
        }
      }
      for (const m of months) {
        m.total_cents = Math.max(0, m.spent_cents - m.refunded_cents);
        m.lines.sort((a, b) => b.at.localeCompare(a.at) || b.order_id - a.order_id);
      }
      return { time_zone: timeZone, months };
    },
  };
}

/** The spending limits use case as wired in server/app.ts (`app.deps.payments.spending`). */
export type Spending = ReturnType<typeof createSpending>;
