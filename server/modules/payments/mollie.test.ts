// Over 300 lines on purpose: a local HTTPS server speaking the Mollie v2 API (with its own CA) and the
// adapter's tests against it belong together; splitting them would boot that server and an app twice.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { localCertificates, otherCertificateAuthority } from '../../test/certificates.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { createMollieProvider } from './mollie.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: string;
  isCancelable: boolean;
  amount: { value: string; currency: string };
  amountRefunded?: { value: string; currency: string };
  amountChargedBack?: { value: string; currency: string };
  description: string;
  method: string | null;
  metadata: Record<string, string> | null;
  redirectUrl: string;
  webhookUrl: string;
  createdAt: string;
  customerId?: string;
  mandateId?: string;
  _links: Record<string, { href: string; type: string }>;
}

const certificates = localCertificates();

/** How Node reports a certificate that does not chain to a trusted CA. */
const CERTIFICATE_ERROR = /unable to verify|self[- ]signed|certificate/i;

/**
 * A local server speaking the Mollie v2 payments API as documented, over HTTPS as the client
 * requires: create (201), get (404 with the problem document for unknown ids), cancel (422 when
 * not cancelable) and refunds. It checks the bearer key like Mollie does.
 */
function fakeMollie() {
  const payments = new Map<string, FakePayment>();
  const customers = new Map<string, Record<string, unknown>>();
  const mandates = new Map<string, Record<string, unknown> & { customerId: string }>();
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let base = '';
  const problem = (status: number, title: string, detail: string) => ({
    status,
    title,
    detail,
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  });
  const read = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data ? JSON.parse(data) : null));
    });
  const server: Server = createServer(
    { key: certificates.key, cert: certificates.cert },
    async (req, res) => {
      const body = await read(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': status >= 400 ? 'application/hal+json' : 'application/hal+json',
        });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${API_KEY}`) {
        return send(
          401,
          problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'),
        );
      }
      const input = (body ?? {}) as Record<string, unknown>;
      if (req.method === 'POST' && path === '/v2/payments') {
        const id = `tr_${randomBytes(5).toString('hex')}`;
        // A recurring payment under a valid mandate of the customer: pending, without a checkout.
        const recurring = input.sequenceType === 'recurring';
        if (recurring) {
          const mandate = mandates.get(String(input.mandateId));
          if (mandate?.customerId !== input.customerId) {
            return send(
              422,
              problem(422, 'Unprocessable Entity', 'The mandate does not belong to the customer'),
            );
          }
        }
        const payment: FakePayment = {
          resource: 'payment',
          id,
          mode: 'test',
          status: recurring ? 'pending' : 'open',
          isCancelable: !recurring,
          amount: input.amount as FakePayment['amount'],
          description: String(input.description),
          method: (input.method as string) ?? null,
          metadata: (input.metadata as Record<string, string>) ?? null,
          redirectUrl: String(input.redirectUrl),
          webhookUrl: String(input.webhookUrl),
          createdAt: new Date().toISOString(),
          ...(recurring ? { customerId: String(input.customerId), mandateId: String(input.mandateId) } : {}),
          _links: {
            self: { href: `${base}/v2/payments/${id}`, type: 'application/hal+json' },
            ...(recurring
              ? {}
              : {
                  checkout: {
                    href: `https://www.mollie.com/checkout/select-method/${id}`,
                    type: 'text/html',
                  },
                }),
          },
        };
        payments.set(id, payment);
        return send(201, payment);
      }
      if (req.method === 'POST' && path === '/v2/customers') {
        const id = `cst_${randomBytes(5).toString('hex')}`;
        const customer = {
          resource: 'customer',
          id,
          mode: 'test',
          name: input.name ?? null,
          email: null,
          locale: null,
          metadata: input.metadata ?? null,
          createdAt: new Date().toISOString(),
          _links: { self: { href: `${base}/v2/customers/${id}`, type: 'application/hal+json' } },
        };
        customers.set(id, customer);
        return send(201, customer);
      }
      const revokeMatch = /^\/v2\/customers\/([^/]+)\/mandates\/([^/]+)$/.exec(path);
      if (req.method === 'DELETE' && revokeMatch) {
        const mandate = mandates.get(revokeMatch[2] ?? '');
        if (!mandate || mandate.customerId !== revokeMatch[1] || mandate.status === 'invalid')
          return send(404, problem(404, 'Not Found', 'No mandate exists with that token.'));
        mandate.status = 'invalid';
        res.writeHead(204).end();
        return;
      }
      const mandateMatch = /^\/v2\/customers\/([^/]+)\/mandates$/.exec(path);
      if (req.method === 'POST' && mandateMatch) {
        const customerId = mandateMatch[1] ?? '';
        if (!customers.has(customerId))
          return send(404, problem(404, 'Not Found', `No customer exists with token ${customerId}.`));
        if (input.method !== 'directdebit' || !input.consumerName || !input.consumerAccount) {
          return send(422, problem(422, 'Unprocessable Entity', 'The mandate is missing consumer details'));
        }
        const id = `mdt_${randomBytes(5).toString('hex')}`;
        const mandate = {
          resource: 'mandate',
          id,
          mode: 'test',
          status: 'valid',
          method: 'directdebit',
          details: {
            consumerName: input.consumerName,
            consumerAccount: input.consumerAccount,
            consumerBic: null,
          },
          mandateReference: input.mandateReference ?? null,
          signatureDate: input.signatureDate ?? null,
          createdAt: new Date().toISOString(),
          _links: {
            self: { href: `${base}/v2/customers/${customerId}/mandates/${id}`, type: 'application/hal+json' },
            customer: { href: `${base}/v2/customers/${customerId}`, type: 'application/hal+json' },
          },
        };
        mandates.set(id, { ...mandate, customerId });
        return send(201, mandate);
      }
      const match = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(path);
      const payment = match ? payments.get(match[1] ?? '') : undefined;
      if (!match || !payment) {
        return send(404, problem(404, 'Not Found', `No payment exists with token ${match?.[1] ?? ''}.`));
      }
      if (req.method === 'GET' && !match[2]) return send(200, payment);
      if (req.method === 'DELETE' && !match[2]) {
        if (!payment.isCancelable || payment.status !== 'open') {
          return send(422, problem(422, 'Unprocessable Entity', 'The payment cannot be canceled'));
        }
        payment.status = 'canceled';
        payment.isCancelable = false;
        return send(200, payment);
      }
      if (req.method === 'POST' && match[2]) {
        const amount = input.amount as { value: string; currency: string };
        const already = Number.parseFloat(payment.amountRefunded?.value ?? '0');
        payment.amountRefunded = {
          value: (already + Number.parseFloat(amount.value)).toFixed(2),
          currency: amount.currency,
        };
        return send(201, {
          resource: 'refund',
          id: `re_${randomBytes(4).toString('hex')}`,
          amount,
          status: 'pending',
          paymentId: payment.id,
          createdAt: new Date().toISOString(),
          _links: {
            self: { href: `${base}/v2/payments/${payment.id}/refunds/x`, type: 'application/hal+json' },
          },
        });
      }
      return send(404, problem(404, 'Not Found', 'The resource does not exist'));
    },
  );
  return {
    payments,
    mandates,
    requests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return `${base}/v2/`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mollie = fakeMollie();
let endpoint: string;
let t: TestApp;
// The official client trusts only its own bundle of public CAs; the adapter is given this file's
// test CA instead (`ca`), so the local server's certificate is checked as Mollie's would be.
beforeAll(async () => {
  endpoint = await mollie.start();
  t = await buildTestApp({
    config: { mollieApiKey: API_KEY, mollieApiEndpoint: endpoint },
    mollieCa: certificates.ca,
  });
});
afterAll(async () => {
  await t.close();
  await mollie.stop();
});

const webhook = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

describe('Mollie adapter (against a local server speaking the v2 API)', () => {
  it('creates the payment with amount, method, redirect, webhook and metadata; answers the checkout address', async () => {
    const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
    const cookie = await login(t, m.email);
    const { packages } = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
    ).json();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { package_id: packages[1].id, method: 'creditcard', withdrawal_consent: true },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { order, checkout_url } = answer.json();
    expect(checkout_url).toBe(`https://www.mollie.com/checkout/select-method/${order.payment_id}`);
    const created = mollie.requests.find((r) => r.method === 'POST' && r.path === '/v2/payments');
    expect(created?.body).toMatchObject({
      amount: { currency: 'EUR', value: '24.75' },
      method: 'creditcard',
      redirectUrl: `http://localhost:3000/credits/${packages[1].id}?order=${order.id}`,
      webhookUrl: 'http://localhost:3000/api/payments/webhook',
      metadata: { order_id: String(order.id) },
    });

    // The webhook names only the id; the state comes from Mollie. Open: nothing yet.
    await webhook(order.payment_id);
    const payment = mollie.payments.get(order.payment_id);
    if (!payment) throw new Error('payment not at the provider');
    expect(await credits(m.id)).toBe(0);
    payment.status = 'paid';
    payment.isCancelable = false;
    await Promise.all(Array.from({ length: 10 }, () => webhook(order.payment_id)));
    expect(await credits(m.id)).toBe(125);

    // A refund through the adapter, reported by the webhook, takes the credits back.
    await t.app.deps.paymentProvider.refundPayment(order.payment_id, 2475, 'EUR');
    expect(payment.amountRefunded).toEqual({ value: '24.75', currency: 'EUR' });
    await webhook(order.payment_id);
    expect(await credits(m.id)).toBe(0);
    const shown = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(shown.json().order.status).toBe('refunded');
  });

  it('a chargeback reported by Mollie takes the credits back; unknown ids change nothing', async () => {
    const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
    const cookie = await login(t, m.email);
    const { packages } = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
    ).json();
    const { order } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: { package_id: packages[0].id, method: 'ideal', withdrawal_consent: true },
      })
    ).json();
    const payment = mollie.payments.get(order.payment_id);
    if (!payment) throw new Error('payment not at the provider');
    payment.status = 'paid';
    await webhook(order.payment_id);
    expect(await credits(m.id)).toBe(50);
    payment.amountChargedBack = { ...payment.amount };
    await webhook(order.payment_id);
    expect(await credits(m.id)).toBe(0);
    expect((await webhook('tr_doesnotexist')).statusCode).toBe(200);
    expect(await credits(m.id)).toBe(0);
  });

  it('direct debit: a customer with the signed mandate, then a recurring payment collected later', async () => {
    const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
    const cookie = await login(t, m.email);
    const { packages } = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
    ).json();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie },
      payload: {
        package_id: packages[0].id,
        account_holder: 'J. de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Keizersgracht',
        house_number: '12',
        zip: '1015 CS',
        city: 'Amsterdam',
        mobile: '+31612345678',
        consent: true,
        withdrawal_consent: true,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [sms] = await t.app.deps.smsOutbox.recent(1);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/directdebit/${started.json().mandate.id}/confirm`,
      headers: { cookie },
      payload: { code },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const { order } = signed.json();
    const mandateRequest = mollie.requests.find((r) => r.method === 'POST' && r.path.endsWith('/mandates'));
    expect(mandateRequest?.body).toMatchObject({
      method: 'directdebit',
      consumerName: 'J. de Vries',
      consumerAccount: 'NL91ABNA0417164300',
      mandateReference: started.json().mandate.reference,
      signatureDate: '2026-03-01',
    });
    const paymentRequest = mollie.requests
      .filter((r) => r.method === 'POST' && r.path === '/v2/payments')
      .at(-1);
    expect(paymentRequest?.body).toMatchObject({
      sequenceType: 'recurring',
      amount: { value: '11.25', currency: 'EUR' },
    });
    expect(order).toMatchObject({ status: 'pending', method: 'directdebit' });
    expect(await credits(m.id)).toBe(50);
    // The bank collects: the webhook reports paid; nothing more to credit (50 ≤ the advance).
    const payment = mollie.payments.get(order.payment_id);
    if (!payment) throw new Error('payment not at the provider');
    payment.status = 'paid';
    await webhook(order.payment_id);
    expect(await credits(m.id)).toBe(50);
    // A reversal within 8 weeks: Mollie reports a chargeback; the credits go back.
    payment.amountChargedBack = { ...payment.amount };
    await webhook(order.payment_id);
    expect(await credits(m.id)).toBe(0);
    // The member deletes the account: the mandate is revoked at Mollie (SPEC §4), once.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { reason: 'price' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const revokes = mollie.requests.filter((r) => r.method === 'DELETE' && r.path.includes('/mandates/'));
    expect(revokes.map((r) => r.path)).toEqual([
      `/v2/customers/${payment.customerId}/mandates/${payment.mandateId}`,
    ]);
    const provider = createMollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint, ca: certificates.ca });
    expect(await provider.revokeMandate(order.payment_id)).toBe(false);
  });

  it('cancels an open payment, and reports a payment that cannot be cancelled', async () => {
    const provider = createMollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint, ca: certificates.ca });
    const created = await provider.createPayment({
      amountCents: 1250,
      currency: 'EUR',
      method: 'ideal',
      description: '50 credits',
      redirectUrl: 'http://localhost:3000/credits/1',
      webhookUrl: 'http://localhost:3000/api/payments/webhook',
      metadata: { order_id: '1' },
    });
    expect(await provider.cancelPayment(created.id)).toBe(true);
    expect((await provider.getPayment(created.id))?.status).toBe('canceled');
    expect(await provider.cancelPayment(created.id)).toBe(false);
    expect(await provider.getPayment('tr_nope')).toBeNull();
    const wrongKey = createMollieProvider({
      apiKey: 'test_wrongwrongwrongwrongwrongwr',
      apiEndpoint: endpoint,
      ca: certificates.ca,
    });
    await expect(wrongKey.getPayment(created.id)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("checks the server's certificate: without its CA, or with another CA, no request reaches it", async () => {
    const before = mollie.requests.length;
    const publicCas = createMollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint });
    await expect(publicCas.getPayment('tr_any')).rejects.toThrow(CERTIFICATE_ERROR);
    const otherCa = createMollieProvider({
      apiKey: API_KEY,
      apiEndpoint: endpoint,
      ca: otherCertificateAuthority(),
    });
    await expect(otherCa.getPayment('tr_any')).rejects.toThrow(CERTIFICATE_ERROR);
    expect(mollie.requests.length).toBe(before);
  });
});

async function credits(userId: number) {
  const [row] = await t.database.db.select({ c: users.credits }).from(users).where(eq(users.id, userId));
  return row?.c;
}
