/**
 * The refund rules as pure functions (SPEC §1 payment terms "unused credits can be refunded within
 * {refund_days} days"; docs/architecture.md "admin"). Amounts in cents, balances in credits.
 */

/** What the refund rules read of an order. */
export interface RefundOrder {
  status: string;
  /** Cents the member paid (after the discount). */
  amountCents: number;
  /** Credits the order bought. */
  credits: number;
  paidAt: Date | null;
  refundRequestedAt: Date | null;
}

/**
 * What the unused credits of a paid order are worth, in cents: amount × unused ÷ bought, where
 * unused is the member's `balance` (credits) up to what the order bought, never below 0; rounded
 * to the nearest cent (half up). 0 when every credit is spent or the order bought none.
 */
export function refundableCents(
  order: Pick<RefundOrder, 'amountCents' | 'credits'>,
  balance: number,
): number {
  if (order.credits === 0) return 0;
  const unused = Math.max(0, Math.min(balance, order.credits));
  return Math.round((order.amountCents * unused) / order.credits);
}

/**
 * Whether the member may still ask for a refund of `order` at `now`: it is paid, no refund was
 * asked yet, the member has credits left (`balance` > 0) and it was paid at most `refundDays`
 * days (× 86 400 s) ago.
 */
export function refundOpen(order: RefundOrder, balance: number, now: Date, refundDays: number): boolean {
  return (
    order.status === 'paid' &&
    order.paidAt !== null &&
    order.refundRequestedAt === null &&
    balance > 0 &&
    now.getTime() - order.paidAt.getTime() <= refundDays * 86_400_000
  );
}
