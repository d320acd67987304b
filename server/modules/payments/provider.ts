/**
 * The payment provider interface (issue: buying credits): the sandbox (default) and Mollie sit
 * behind it. Amounts are integer cents with an ISO 4217 currency. Statuses are Mollie's.
 */
export type ProviderPaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired';

/** A payment as the provider reports it (never as a webhook body claims it). */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** Refunded so far, in cents (0 when none). */
  amountRefundedCents: number;
  /** Charged back so far, in cents (0 when none). */
  amountChargedBackCents: number;
  metadata: Record<string, string>;
}

/** What an order asks the provider to collect. */
export interface CreatePaymentInput {
  amountCents: number;
  currency: string;
  /** A method id of common/payments.ts (Mollie's ids). */
  method: string;
  description: string;
  /** Where the member returns after the checkout. */
  redirectUrl: string;
  /** Where the provider reports changes (POST with only `id`). */
  webhookUrl: string;
  metadata: Record<string, string>;
  /** Direct debit: the signed mandate the bank collects under (no checkout page then). */
  directDebit?: { consumerName: string; iban: string; mandateReference: string; signatureDate: string };
}

export interface PaymentProvider {
  /** Stored with each order: `sandbox` or `mollie`. */
  readonly name: string;
  /** Create a payment; answers its id and the checkout address to send the member to. */
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  /** The payment as the provider knows it, or null when it knows no such payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Cancel a payment still open; answers whether it is cancelled now. */
  cancelPayment(id: string): Promise<boolean>;
  /** Refund `amountCents` of a paid payment (the webhook then reports it). */
  refundPayment(id: string, amountCents: number, currency: string): Promise<void>;
  /**
   * Revoke the direct-debit mandate that payment `id` was collected under, so the bank accepts
   * no further collections (SPEC §4: a deleted account's mandates end). Answers whether a mandate
   * was revoked now (false: none, or already revoked).
   */
  revokeMandate(id: string): Promise<boolean>;
}

/** Cents as the decimal string providers use ("12.50"). */
export function centsToValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A decimal string ("12.50") as cents. */
export function valueToCents(value: string | undefined | null): number {
  if (!value) return 0;
  return Math.round(Number.parseFloat(value) * 100);
}
