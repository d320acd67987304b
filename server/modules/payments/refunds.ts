import type { ApiOrder } from '@common/payments';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccounts } from '../auth/accounts.ts';
import { balance, balances } from '../credits/ledger.ts';
import type { Orders } from './orders.ts';
import type { OrderRow } from './present.ts';
import type { PaymentProvider } from './provider.ts';
import { refundableCents, refundOpen } from './refund-rules.ts';

/** A refund request in support's queue: the order, its member's e-mail and balance (credits), and what the unused credits are worth (cents). */
export interface RefundRequest {
  order: OrderRow;
  email: string;
  credits: number;
  refundCents: number;
}

/** A request asked and not handled yet. */
const open = and(isNotNull(orders.refundRequestedAt), isNull(orders.refundProcessedAt));

/**
 * Refunds of unused credits (SPEC §1 payment terms: within `refund_days` days; docs/architecture.md
 * "admin"): members ask, support refunds at the provider what the unused credits are worth, once;
 * the provider's webhook then takes those credits back (`reconcile.ts`).
 */
export function createRefunds(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  provider: Pick<PaymentProvider, 'refundPayment'>;
  orders: Pick<Orders, 'own' | 'present'>;
}) {
  const { db, clock, provider } = deps;
  return {
    /**
     * SPEC §1 payment terms: ask for the refund of unused credits of a paid order within
     * `refundDays` days of payment (see `refundOpen`). Recorded for support. Throws not_found and
     * refund_not_possible (with `days`). Answers the order as presented to its member.
     */
    async request(userId: number, orderId: number, refundDays: number): Promise<ApiOrder> {
      const order = await deps.orders.own(userId, orderId);
      if (!refundOpen(order, await balance(db, userId), clock.now(), refundDays))
        throw new AppError('refund_not_possible', { days: refundDays });
      const [updated] = await db
        .update(orders)
        .set({ refundRequestedAt: clock.now(), updatedAt: clock.now() })
        .where(eq(orders.id, orderId))
        .returning();
      return deps.orders.present(userId, updated ?? order, refundDays);
    },

    /**
     * Support's queue (/admin/refunds): requests not handled yet, oldest first, each with the
     * member's e-mail and balance and `refundCents` (see `refundableCents`). Three queries.
     */
    async queue(): Promise<RefundRequest[]> {
      const rows = await db.select().from(orders).where(open).orderBy(asc(orders.refundRequestedAt));
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const [accounts, credits] = await Promise.all([memberAccounts(db, userIds), balances(db, userIds)]);
      return rows.flatMap((order) => {
        const account = accounts.get(order.userId);
        if (!account) return [];
        const left = credits.get(order.userId) ?? 0;
        return [{ order, email: account.email, credits: left, refundCents: refundableCents(order, left) }];
      });
    },

    /**
     * Handle the request of order `orderId`: refund the unused credits' share at the provider
     * (the webhook then takes those credits back). Handled once: the order row is claimed locked,
     * so a second call, or one for an order without an open request, throws not_found. When the
     * provider refuses, the request stays open and payment_unavailable is thrown. Answers the
     * refunded cents (0 when every credit is spent).
     */
    async process(orderId: number): Promise<number> {
      const { order, cents } = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), open))
          .for('update');
        if (!row) throw new AppError('not_found');
        const refund = refundableCents(row, await balance(tx, row.userId));
        await tx
          .update(orders)
          .set({ refundProcessedAt: clock.now(), refundedCents: refund, updatedAt: clock.now() })
          .where(eq(orders.id, orderId));
        return { order: row, cents: refund };
      });
      if (cents === 0 || !order.providerPaymentId) return 0;
      try {
        await provider.refundPayment(order.providerPaymentId, cents, order.currency);
      } catch (error) {
        await db
          .update(orders)
          .set({ refundProcessedAt: null, refundedCents: null })
          .where(eq(orders.id, orderId));
        throw new AppError('payment_unavailable', {}, {}, error);
      }
      return cents;
    },
  };
}

/** The refunds use case as wired in server/app.ts (`app.deps.payments.refunds`). */
export type Refunds = ReturnType<typeof createRefunds>;
