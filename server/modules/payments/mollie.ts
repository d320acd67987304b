import https from 'node:https';
// The named export: Node's own ESM loader (`npm start` runs on tsx) answers the CommonJS module
// object as the default import, not its `default` function.
import type * as MollieModule from '@mollie/api-client';
import type { Payment, PaymentMethod } from '@mollie/api-client';
import { lazyPackage } from '../../lib/lazy.ts';
import {
  type CreatePaymentInput,
  centsToValue,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  valueToCents,
} from './provider.ts';

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status as ProviderPaymentStatus,
    amountCents: valueToCents(payment.amount.value),
    currency: payment.amount.currency,
    amountRefundedCents: valueToCents(payment.amountRefunded?.value),
    amountChargedBackCents: valueToCents(payment.amountChargedBack?.value),
    metadata: (payment.metadata ?? {}) as Record<string, string>,
  };
}

/**
 * Build the official client trusting only `ca` instead of its bundle of public CAs. The client has
 * no option for this: it makes its `https.Agent` with that bundle while it is constructed, so for
 * the duration of that synchronous call `https.Agent` makes agents with `ca` instead. Throws when
 * the client made no agent then (another version of the client), rather than trusting the bundle.
 */
/** The Mollie client package, loaded when a Mollie provider is made (MOLLIE_API_KEY set). */
const mollie = lazyPackage<typeof MollieModule>('@mollie/api-client');

function createMollieClientTrusting(
  ca: string | Buffer,
  options: Parameters<typeof MollieModule.createMollieClient>[0],
) {
  const modules = https as { Agent: typeof https.Agent };
  const Original = modules.Agent;
  let made = 0;
  modules.Agent = class extends Original {
    constructor(agentOptions?: https.AgentOptions) {
      super({ ...agentOptions, ca });
      made += 1;
    }
  };
  try {
    const client = mollie().createMollieClient(options);
    if (made !== 1) throw new Error(`Mollie client made ${made} HTTPS agents; cannot give it the CA`);
    return client;
  } finally {
    modules.Agent = Original;
  }
}

/**
 * The Mollie adapter (v2 payments API) on the official client `@mollie/api-client`, configured by
 * `MOLLIE_API_KEY`; `apiEndpoint` points it elsewhere (tests run it against a local server that
 * speaks the documented API, and pass that server's CA as `ca`: then only that CA is trusted).
 * Errors of the API other than "not found" are thrown as they are.
 */
export function createMollieProvider(options: {
  apiKey: string;
  apiEndpoint?: string | undefined;
  ca?: string | Buffer | undefined;
}): PaymentProvider {
  const clientOptions = {
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  };
  const client = options.ca
    ? createMollieClientTrusting(options.ca, clientOptions)
    : mollie().createMollieClient(clientOptions);
  const { MandateMethod, MollieApiError, SequenceType } = mollie();
  return {
    name: 'mollie',
    async createPayment(input: CreatePaymentInput) {
      if (input.directDebit) {
        // SEPA direct debit: a customer with our signed mandate, then a payment under it.
        const customer = await client.customers.create({
          name: input.directDebit.consumerName,
          metadata: input.metadata,
        });
        const mandate = await client.customerMandates.create({
          customerId: customer.id,
          method: MandateMethod.directdebit,
          consumerName: input.directDebit.consumerName,
          consumerAccount: input.directDebit.iban,
          signatureDate: input.directDebit.signatureDate,
          mandateReference: input.directDebit.mandateReference,
        });
        const payment = await client.payments.create({
          amount: { currency: input.currency, value: centsToValue(input.amountCents) },
          description: input.description,
          webhookUrl: input.webhookUrl,
          customerId: customer.id,
          mandateId: mandate.id,
          sequenceType: SequenceType.recurring,
          metadata: input.metadata,
        });
        return { id: payment.id, checkoutUrl: input.redirectUrl };
      }
      const payment = await client.payments.create({
        amount: { currency: input.currency, value: centsToValue(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: input.method as PaymentMethod,
        metadata: input.metadata,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout address`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id) {
      try {
        return toProviderPayment(await client.payments.get(id));
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async cancelPayment(id) {
      try {
        const payment = await client.payments.cancel(id);
        return payment.status === 'canceled';
      } catch (error) {
        // Mollie answers 422 for a payment that cannot be cancelled (any more).
        if (error instanceof MollieApiError && (error.statusCode === 422 || error.statusCode === 404))
          return false;
        throw error;
      }
    },
    async revokeMandate(id) {
      const payment = await client.payments.get(id);
      if (!payment.customerId || !payment.mandateId) return false;
      try {
        return await client.customerMandates.revoke(payment.mandateId, { customerId: payment.customerId });
      } catch (error) {
        // Mollie answers 404 for a mandate already revoked.
        if (error instanceof MollieApiError && error.statusCode === 404) return false;
        throw error;
      }
    },
    async refundPayment(id, amountCents, currency) {
      await client.paymentRefunds.create({
        paymentId: id,
        amount: { currency, value: centsToValue(amountCents) },
      });
    },
  };
}
