/**
 * The payments module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): the member's orders, the direct-debit mandates they filled in or signed and the
 * once-per-user discount codes their orders used (`server/db/schema/payments.ts`). The member's
 * own IBAN, address and mobile number are theirs and included; the SMS code's hash and its tries
 * are not, nor the provider's checkout address (a payable link).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountRedemptions, mandates, orders } from '../../db/schema/payments.ts';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as exported: amounts in cents of `currency`, the discount in basis points (2500 = 25 %). */
export interface OrderExport {
  id: number;
  credits: number;
  list_amount_cents: number;
  amount_cents: number;
  currency: string;
  country: string;
  method: string;
  status: string;
  provider: string;
  provider_payment_id: string | null;
  discount_code: string | null;
  discount_basis_points: number;
  /** Direct debit: credits usable before the bank collected. */
  advance_credits: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  refund_requested_at: string | null;
  refund_processed_at: string | null;
  refunded_cents: number | null;
}

/** A SEPA direct-debit mandate as exported (issue: buying credits §7), without its code hash. */
export interface MandateExport {
  id: number;
  reference: string;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  /** E.164. */
  mobile: string;
  status: string;
  signed_at: string | null;
  order_id: number | null;
  created_at: string;
}

/** What `exportPayments` answers; each list oldest first, times as ISO 8601 text. */
export interface PaymentsExport {
  orders: OrderExport[];
  mandates: MandateExport[];
  discount_redemptions: Array<{ code: string; order_id: number; created_at: string }>;
}

/**
 * The orders, direct-debit mandates and discount redemptions of member `userId` (see
 * `PaymentsExport`). Three reads on `db` or a caller's `tx`; throws what the database throws.
 */
export async function exportPayments(db: Db | Tx, userId: number): Promise<PaymentsExport> {
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const mandateRows = await db
    .select()
    .from(mandates)
    .where(eq(mandates.userId, userId))
    .orderBy(asc(mandates.id));
  const redemptions = await db
    .select()
    .from(discountRedemptions)
    .where(eq(discountRedemptions.userId, userId))
    .orderBy(asc(discountRedemptions.createdAt));
  return {
    orders: orderRows.map((o) => ({
      id: o.id,
      credits: o.credits,
      list_amount_cents: o.listAmountCents,
      amount_cents: o.amountCents,
      currency: o.currency,
      country: o.country,
      method: o.method,
      status: o.status,
      provider: o.provider,
      provider_payment_id: o.providerPaymentId,
      discount_code: o.discountCode,
      discount_basis_points: o.discountBasisPoints,
      advance_credits: o.advanceCredits,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      paid_at: isoOrNull(o.paidAt),
      refund_requested_at: isoOrNull(o.refundRequestedAt),
      refund_processed_at: isoOrNull(o.refundProcessedAt),
      refunded_cents: o.refundedCents,
    })),
    mandates: mandateRows.map((m) => ({
      id: m.id,
      reference: m.reference,
      account_holder: m.accountHolder,
      iban: m.iban,
      street: m.street,
      house_number: m.houseNumber,
      zip: m.zip,
      city: m.city,
      mobile: m.mobile,
      status: m.status,
      signed_at: isoOrNull(m.signedAt),
      order_id: m.orderId,
      created_at: m.createdAt.toISOString(),
    })),
    discount_redemptions: redemptions.map((r) => ({
      code: r.code,
      order_id: r.orderId,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
