import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './provider.ts';

/** Outcomes the sandbox checkout page offers, like a provider's test mode. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Calls our webhook the way the provider does: a form POST with only `id`. */
export type WebhookCaller = (webhookUrl: string, paymentId: string) => Promise<void>;

type Row = typeof sandboxPayments.$inferSelect;

function present(row: Row): ProviderPayment {
  return {
    id: row.id,
    status: row.status as ProviderPaymentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    amountRefundedCents: row.amountRefundedCents,
    amountChargedBackCents: row.amountChargedBackCents,
    metadata: row.metadata,
  };
}

/** The sandbox provider with what its checkout page and tests do to payments. */
export type SandboxProvider = PaymentProvider & {
  /** The payment row, for the checkout page. */
  find(id: string): Promise<Row | null>;
  /**
   * Settle an open or pending payment with `outcome` and call the webhook, as submitting the
   * checkout page does. A settled payment stays as it is. Answers the redirect address.
   */
  settle(id: string, outcome: SandboxOutcome): Promise<string | null>;
  /** A chargeback of a paid payment (the bank reverses it), reported through the webhook. */
  chargeback(id: string): Promise<void>;
};

/**
 * The sandbox payment provider, the default without a provider key: payments live in
 * `sandbox_payments`, `checkoutBase/{id}` is its checkout page, and every change calls the
 * webhook through `callWebhook` exactly as Mollie would (POST `id=…`).
 */
export function createSandboxProvider(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  checkoutBase: string;
  callWebhook: WebhookCaller;
}): SandboxProvider {
  const { db, clock, checkoutBase, callWebhook } = deps;
  async function find(id: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  }
  return {
    name: 'sandbox',
    find,
    async createPayment(input) {
      const id = `tr_sandbox_${randomBytes(9).toString('hex')}`;
      await db.insert(sandboxPayments).values({
        id,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        // A SEPA direct debit is pending from the start: the bank collects it days later.
        status: input.directDebit ? 'pending' : 'open',
        createdAt: clock.now(),
      });
      // A direct debit has no checkout: the bank collects later; the sandbox page settles it.
      return { id, checkoutUrl: input.directDebit ? input.redirectUrl : `${checkoutBase}/${id}` };
    },
    async getPayment(id) {
      const row = await find(id);
      return row ? present(row) : null;
    },
    async cancelPayment(id) {
      // Like Mollie: only a payment nobody has paid yet can be cancelled.
      await db
        .update(sandboxPayments)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ['open', 'pending'])));
      const row = await find(id);
      return row?.status === 'canceled';
    },
    async revokeMandate() {
      // The sandbox keeps no mandates: ours (payments' `mandates`) is the only one there is.
      return false;
    },
    async refundPayment(id, amountCents) {
      const row = await find(id);
      if (row?.status !== 'paid') throw new Error(`sandbox payment ${id} is not paid`);
      await db
        .update(sandboxPayments)
        .set({ amountRefundedCents: Math.min(row.amountCents, row.amountRefundedCents + amountCents) })
        .where(eq(sandboxPayments.id, id));
      await callWebhook(row.webhookUrl, id);
    },
    async settle(id, outcome) {
      const row = await find(id);
      if (!row) return null;
      if (row.status === 'open' || row.status === 'pending') {
        await db.update(sandboxPayments).set({ status: outcome }).where(eq(sandboxPayments.id, id));
        await callWebhook(row.webhookUrl, id);
      }
      return row.redirectUrl;
    },
    async chargeback(id) {
      const row = await find(id);
      if (row?.status !== 'paid') throw new Error(`sandbox payment ${id} is not paid`);
      await db
        .update(sandboxPayments)
        .set({ amountChargedBackCents: row.amountCents })
        .where(eq(sandboxPayments.id, id));
      await callWebhook(row.webhookUrl, id);
    },
  };
}
