/**
 * The payments module's part of deleting and purging an account (SPEC §4): when a member deletes
 * their account, their open orders are cancelled and their direct-debit mandates revoked at the
 * provider; when the account is purged, the mandates lose the personal data (name, IBAN, address,
 * phone), while the orders stay for the books (amounts, dates, VAT), tied to the anonymised account.
 */
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mandates, orders } from '../../db/schema/payments.ts';
import type { PaymentProvider } from './provider.ts';
import type { Reconcile } from './reconcile.ts';

/** What a removed mandate field shows after the purge. */
const REMOVED = 'removed';

/** Build the account closing of the payments module. */
export function createAccountClosing(deps: {
  db: Db;
  provider: Pick<PaymentProvider, 'cancelPayment' | 'getPayment' | 'revokeMandate'>;
  reconcile: Pick<Reconcile, 'apply'>;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { db, provider } = deps;
  return {
    /**
     * Member `userId` deleted their account: cancel every open or pending order's payment at the
     * provider (then take the provider's word for its status, as the webhook would), and revoke
     * every signed mandate (ours `revoked`, the provider's through the order it paid). A
     * direct-debit order whose collection is under way (`pending`, its advance credits booked) is
     * the member's purchase, as a paid order is: it is neither cancelled nor its mandate revoked,
     * so a reactivation finds it and its credits as they were (the purge revokes the mandate). A
     * provider failure is logged and does not stop the deletion; answers how many payments were
     * cancelled.
     */
    async close(userId: number): Promise<number> {
      let cancelled = 0;
      const open = await db
        .select({ paymentId: orders.providerPaymentId })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ['open', 'pending']),
            isNotNull(orders.providerPaymentId),
            // Not a direct debit being collected (pending): its credits were booked.
            or(ne(orders.method, 'directdebit'), eq(orders.status, 'open')),
          ),
        );
      for (const { paymentId } of open) {
        if (!paymentId) continue;
        try {
          if (await provider.cancelPayment(paymentId)) cancelled += 1;
          const payment = await provider.getPayment(paymentId);
          if (payment) await deps.reconcile.apply(payment);
        } catch (error) {
          deps.log.error({ err: error, paymentId }, 'cancelling a payment of a deleted account failed');
        }
      }
      const signed = await db
        .update(mandates)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(mandates.userId, userId),
            inArray(mandates.status, ['signed', 'awaiting_code']),
            // The mandate of a collection under way stays: the bank collects on it.
            sql`not exists (select 1 from ${orders} o where o.id = ${mandates.orderId} and o.method = 'directdebit' and o.status = 'pending')`,
          ),
        )
        .returning({ orderId: mandates.orderId });
      const orderIds = signed.flatMap((m) => (m.orderId ? [m.orderId] : []));
      if (orderIds.length === 0) return cancelled;
      const paid = await db
        .select({ paymentId: orders.providerPaymentId })
        .from(orders)
        .where(inArray(orders.id, orderIds));
      for (const { paymentId } of paid) {
        if (!paymentId) continue;
        try {
          await provider.revokeMandate(paymentId);
        } catch (error) {
          deps.log.error({ err: error, paymentId }, 'revoking a mandate of a deleted account failed');
        }
      }
      return cancelled;
    },
  };
}

/**
 * Purge: remove the personal data from member `userId`'s mandates in `tx` (holder, IBAN, address,
 * mobile number, code hash). Answers the mobile numbers they held (E.164), so the SMS outbox can
 * forget them too.
 */
export async function anonymizeMandates(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx.select({ mobile: mandates.mobile }).from(mandates).where(eq(mandates.userId, userId));
  await tx
    .update(mandates)
    .set({
      accountHolder: REMOVED,
      iban: REMOVED,
      street: REMOVED,
      houseNumber: REMOVED,
      zip: REMOVED,
      city: REMOVED,
      mobile: REMOVED,
      codeHash: REMOVED,
      status: 'revoked',
    })
    .where(eq(mandates.userId, userId));
  return [...new Set(rows.map((r) => r.mobile).filter((m) => m !== REMOVED))];
}

/** The account closing as wired in server/app.ts. */
export type AccountClosing = ReturnType<typeof createAccountClosing>;
