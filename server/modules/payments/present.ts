import type { ApiOrder } from '@common/payments';
import type { orders } from '../../db/schema/payments.ts';
import { refundOpen } from './refund-rules.ts';

/** An order as stored (`orders`): amounts in cents. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * The one presenter of an order (SPEC §3 payment order, API.md orders and transactions) for its
 * member at `now`: `refundable` by the refund rules with the member's `balance` (credits) and the
 * site's `refundDays`; `refunded_amount` (cents) once support handled the request, else null.
 */
export function presentOrder(
  row: OrderRow,
  viewer: { now: Date; balance: number; refundDays: number },
): ApiOrder {
  return {
    id: row.id,
    status: row.status,
    amount: row.amountCents,
    list_amount: row.listAmountCents,
    currency: row.currency,
    credits: row.credits,
    method: row.method,
    discount_code: row.discountCode,
    payment_id: row.providerPaymentId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refundable: refundOpen(row, viewer.balance, viewer.now, viewer.refundDays),
    refund_requested: row.refundRequestedAt !== null,
    refunded_amount: row.refundProcessedAt ? (row.refundedCents ?? 0) : null,
    advance_credits: row.advanceCredits,
  };
}
