import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountRedemptions, orders } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { markPaid, memberAccount } from '../auth/accounts.ts';
import { book, creditsChanged, reversedSum } from '../credits/ledger.ts';
import type { Mailer } from '../mail/service.ts';
import type { Bus } from '../realtime/bus.ts';
import type { OrderRow } from './present.ts';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './provider.ts';

/** Order statuses in which nothing was paid and never will be: a held discount code goes back. */
const ENDED_UNPAID: ReadonlySet<string> = new Set(['failed', 'cancelled', 'expired']);

/** The provider's payment status as an order status, for an order not paid yet. */
export function unpaidStatus(status: ProviderPaymentStatus): OrderRow['status'] {
  switch (status) {
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'pending':
    case 'authorized':
      return 'pending';
    default:
      return 'open';
  }
}

/**
 * The reversed share of a paid order (refunds and chargebacks so far, in cents, at most the
 * amount) and the credits that share bought, which go back in total (credits × cents ÷ amount,
 * rounded to the nearest credit). Null when nothing is reversed (also for an order that cost
 * nothing).
 */
export function reversal(
  order: Pick<OrderRow, 'amountCents' | 'credits'>,
  payment: Pick<ProviderPayment, 'amountRefundedCents' | 'amountChargedBackCents'>,
): { cents: number; credits: number } | null {
  const cents = Math.min(order.amountCents, payment.amountRefundedCents + payment.amountChargedBackCents);
  if (cents <= 0) return null;
  return { cents, credits: Math.round((order.credits * cents) / order.amountCents) };
}

/**
 * Reconciliation with the provider (issue: buying credits; API.md `POST /api/payments/webhook`,
 * `GET /api/orders/:id`): the provider's word on a payment settles its order: paid, failed,
 * refunds, chargebacks and the bank's collection of a direct debit.
 */
export function createReconcile(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  bus: Pick<Bus, 'publish'>;
  provider: Pick<PaymentProvider, 'name' | 'getPayment'>;
  /** Mails the payment receipt of an order that became paid (after the commit, once per order). */
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: { error: (obj: object, msg: string) => void };
  /** Counts orders by the status a payment moved them to (`paid`, `expired`, `refunded`, ...). */
  metrics?: Pick<Metrics, 'payment'> | undefined;
}) {
  const { db, clock, bus, provider } = deps;

  /**
   * The `payment_receipt` mail of `order`, just paid, in the member's language (button: the
   * order on /transactions). Logged, never thrown: the order is paid whether or not it is mailed.
   */
  async function mailReceipt(order: OrderRow) {
    try {
      const account = await memberAccount(db, order.userId);
      if (!account || !order.paidAt) return;
      await deps.mailer.send({
        to: account.email,
        kind: 'payment_receipt',
        locale: account.language,
        link: `${deps.publicUrl}/transactions/${order.id}`,
        params: {
          orderId: order.id,
          credits: order.credits,
          amountCents: order.amountCents,
          currency: order.currency,
          paidAt: order.paidAt,
        },
      });
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'payment receipt mail failed');
    }
  }

  /**
   * Paid: the order's credits once (ledger reference `payment:<provider>:<id>`; a direct debit's
   * advance was booked already, so only the rest), and the member becomes premium (paid_user).
   * Answers the new balance, or null when nothing was booked.
   */
  async function creditPaid(tx: Tx, order: OrderRow, payment: ProviderPayment, now: Date) {
    const rest = order.credits - order.advanceCredits;
    const balance =
      rest > 0
        ? await book(tx, {
            userId: order.userId,
            delta: rest,
            reason: 'purchase',
            reference: `payment:${provider.name}:${payment.id}`,
            at: now,
          })
        : null;
    await markPaid(tx, order.userId);
    return balance;
  }

  /**
   * An unpaid end (failed, cancelled, expired): a held discount code goes back, and a direct
   * debit the bank did not collect takes its advance back (into debt when spent), once.
   * Answers the new balance, or null when nothing was booked.
   */
  async function endUnpaid(tx: Tx, order: OrderRow, status: OrderRow['status'], now: Date) {
    await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
    if (order.advanceCredits <= 0 || order.status === status) return null;
    return book(tx, {
      userId: order.userId,
      delta: -order.advanceCredits,
      reason: 'chargeback',
      reference: `advance-reversed:${order.id}`,
      at: now,
      allowDebt: true,
    });
  }

  /**
   * Refunds and chargebacks of a paid order: the credits of the reversed share go back, in debt
   * when spent, booked once per level (`reversal:<provider>:<id>:<credits in total>`, only what
   * the earlier levels did not take yet). Answers the new balance (null when nothing was booked)
   * and the order's status after it.
   */
  async function takeBack(
    tx: Tx,
    order: OrderRow,
    payment: ProviderPayment,
    status: OrderRow['status'],
    now: Date,
  ) {
    const reversed = reversal(order, payment);
    if (!reversed) return { balance: null, status };
    const prefix = `reversal:${provider.name}:${payment.id}:`;
    const missing = reversed.credits - (await reversedSum(tx, prefix));
    const balance =
      missing > 0
        ? await book(tx, {
            userId: order.userId,
            delta: -missing,
            reason: payment.amountChargedBackCents > 0 ? 'chargeback' : 'refund',
            reference: `${prefix}${reversed.credits}`,
            at: now,
            allowDebt: true,
          })
        : null;
    if (payment.amountChargedBackCents > 0) return { balance, status: 'charged_back' as const };
    if (reversed.cents >= order.amountCents) return { balance, status: 'refunded' as const };
    return { balance, status };
  }

  /**
   * Bring the order of `payment` in line with it, in one transaction with the order row locked
   * (so parallel webhooks and the return page settle it once), then publish the new balance and,
   * when this call made the order paid, mail the receipt. Answers the order and the new balance (null when unchanged), or null when the payment
   * belongs to no order of ours.
   */
  async function apply(
    payment: ProviderPayment,
  ): Promise<{ order: OrderRow; balance: number | null } | null> {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider.name), eq(orders.providerPaymentId, payment.id)))
        .for('update');
      if (!order) return null;
      let balance: number | null = null;
      let status = order.status;
      let paidAt = order.paidAt;
      const becomesPaid = payment.status === 'paid' && paidAt === null;
      if (becomesPaid) {
        balance = await creditPaid(tx, order, payment, now);
        status = 'paid';
        paidAt = now;
      } else if (paidAt === null) {
        status = unpaidStatus(payment.status);
        if (ENDED_UNPAID.has(status)) balance = await endUnpaid(tx, order, status, now);
      }
      if (paidAt !== null) {
        const after = await takeBack(tx, order, payment, status, now);
        balance = after.balance ?? balance;
        status = after.status;
      }
      const [updated] = await tx
        .update(orders)
        .set({ status, paidAt, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      return updated
        ? { order: updated, balance, becomesPaid, changed: updated.status !== order.status }
        : null;
    });
    if (result?.changed) deps.metrics?.payment(result.order.status);
    if (result && result.balance !== null)
      await bus.publish(creditsChanged(result.order.userId, result.balance));
    // The order row was locked: only the one call that made it paid mails the receipt.
    if (result?.becomesPaid) await mailReceipt(result.order);
    return result && { order: result.order, balance: result.balance };
  }

  return {
    apply,

    /**
     * API.md `POST /api/payments/webhook`: the body names a payment id only; its state is asked of
     * the provider (the body is never trusted). An id the provider does not know, or that belongs
     * to no order, changes nothing. Safe to call any number of times, in any order, at once.
     */
    async webhook(paymentId: string): Promise<void> {
      const payment = await provider.getPayment(paymentId);
      if (payment) await apply(payment);
    },

    /**
     * An order not settled yet (open or pending, with a payment) checked with the provider and
     * settled by its answer, so the member's return settles it even before the webhook arrives.
     * Answers the order as it is now.
     */
    async refresh(order: OrderRow): Promise<OrderRow> {
      if ((order.status !== 'open' && order.status !== 'pending') || !order.providerPaymentId) return order;
      const payment = await provider.getPayment(order.providerPaymentId);
      if (!payment) return order;
      return (await apply(payment))?.order ?? order;
    },
  };
}

/** The reconciliation use case as wired in server/app.ts (`app.deps.payments.reconcile`). */
export type Reconcile = ReturnType<typeof createReconcile>;
