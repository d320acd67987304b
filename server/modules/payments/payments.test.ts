// Over 300 lines on purpose: the API tests of packages, orders, the webhook, refunds, the time bonus and
// discount codes share one app and database (one boot per file); the pure rules have their own *-rules tests.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, discountCodes, sandboxPayments, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';
import type { SandboxProvider } from './sandbox.ts';

let t: TestApp;
let sandbox: SandboxProvider;
beforeAll(async () => {
  t = await buildTestApp();
  sandbox = t.app.deps.paymentProvider as SandboxProvider;
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { signupDate: t.clock.now(), ...overrides });
  return { ...m, cookie: await login(t, m.email) };
}

async function packages(cookie: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    packages: Array<{ id: number; credits: number; amount: number; discounted_amount: number }>;
    methods: string[];
    discount: { code: string; seconds_left: number | null } | null;
  };
}

/** `POST /api/orders` with `payload`, with the consent to immediate delivery unless `payload` sets it. */
function order(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { withdrawal_consent: true, ...payload },
  });
}

/** An order for the first package by iDEAL; answers the order and its payment id. */
async function placeOrder(cookie: string, extra: Record<string, unknown> = {}, index = 0) {
  const { packages: list } = await packages(cookie);
  const pkg = list[index];
  if (!pkg) throw new Error('no package');
  const answer = await order(cookie, { package_id: pkg.id, method: 'ideal', ...extra });
  expect(answer.statusCode, answer.body).toBe(201);
  const body = answer.json();
  return {
    pkg,
    order: body.order,
    paymentId: body.order.payment_id as string,
    checkoutUrl: body.checkout_url,
  };
}

const webhook = (id: string, form = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    payload: form ? `id=${encodeURIComponent(id)}` : JSON.stringify({ id }),
  });

async function account(userId: number) {
  const [row] = await t.database.db
    .select({ credits: users.credits, paid: users.paidUser })
    .from(users)
    .where(eq(users.id, userId));
  const [sum] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { credits: row?.credits, paid: row?.paid, ledger: sum?.sum };
}

/** The provider's side changes without a webhook (the webhook comes later, or several times). */
const setProviderStatus = (id: string, status: 'paid' | 'failed' | 'canceled' | 'open') =>
  t.database.db.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.id, id));

describe('packages and orders', () => {
  it('offers four EUR bundles with a falling price per credit and the methods of the country', async () => {
    const nl = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const list = await packages(nl.cookie);
    expect(list.packages.map((p) => [p.credits, p.amount])).toEqual([
      [50, 1250],
      [125, 2750],
      [300, 5900],
      [750, 12900],
    ]);
    const perCredit = list.packages.map((p) => p.amount / p.credits);
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    expect(list.methods).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit']);
    const be = await member({ country: 'BE' });
    const forBe = await packages(be.cookie);
    expect(forBe.methods).toEqual(['bancontact', 'creditcard', 'paypal', 'directdebit']);
    // A method of another country is refused and nothing is ordered; so is another country's package.
    const refused = await order(be.cookie, { package_id: forBe.packages[0]?.id, method: 'ideal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.method).toBe('Deze betaalmethode is in jouw land niet beschikbaar.');
    const foreign = await order(be.cookie, { package_id: list.packages[0]?.id, method: 'bancontact' });
    expect(foreign.statusCode).toBe(404);
  });

  it('credits a paid order once through the sandbox checkout, makes the member premium', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const placed = await placeOrder(m.cookie);
    expect(placed.checkoutUrl).toBe(`http://localhost:3000/sandbox/checkout/${placed.paymentId}`);
    // After the time bonus, the welcome code (10 %) is the active discount of a first purchase.
    expect(placed.order).toMatchObject({
      status: 'open',
      credits: 50,
      list_amount: 1250,
      amount: 1125,
      currency: 'EUR',
      discount_code: 'WELKOM10',
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${placed.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/€\s11,25/);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${placed.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    });
    expect(submit.statusCode).toBe(303);
    expect(submit.headers.location).toBe(
      `http://localhost:3000/credits/${placed.pkg.id}?order=${placed.order.id}`,
    );
    expect(await account(m.id)).toEqual({ credits: 50, paid: true, ledger: 50 });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: { cookie: m.cookie },
    });
    expect(shown.json().order).toMatchObject({ status: 'paid', credits: 50 });
    // Submitting the page again changes nothing.
    await sandbox.settle(placed.paymentId, 'paid');
    expect((await account(m.id)).credits).toBe(50);
  });

  it('the same webhook 10 times at once, and in JSON too, credits exactly once', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    // Orders by status in the metrics (docs/operations.md "Metrics"): counted once per change.
    const counted = async (status: string) => {
      const text = await t.app.deps.metrics.text();
      const line = new RegExp(`^amora_payment_orders_total\\{status="${status}"\\} (\\d+)$`, 'm').exec(text);
      return Number(line?.[1] ?? 0);
    };
    const before = { open: await counted('open'), paid: await counted('paid') };
    const placed = await placeOrder(m.cookie, {}, 1);
    await setProviderStatus(placed.paymentId, 'paid');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => webhook(placed.paymentId, i % 2 === 0)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await account(m.id)).toEqual({ credits: 125, paid: true, ledger: 125 });
    expect({ open: await counted('open'), paid: await counted('paid') }).toEqual({
      open: before.open + 1,
      paid: before.paid + 1,
    });
  });

  it('webhooks out of order (failed seen after paid) and racing the return page credit once', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const placed = await placeOrder(m.cookie);
    // The first webhook arrives while the payment is still open: nothing happens.
    await webhook(placed.paymentId);
    expect((await account(m.id)).credits).toBe(0);
    await setProviderStatus(placed.paymentId, 'paid');
    const racing = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(placed.paymentId)),
      ...Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: `/api/orders/${placed.order.id}`, headers: { cookie: m.cookie } }),
      ),
    ]);
    expect(racing.every((r) => r.statusCode === 200)).toBe(true);
    expect(await account(m.id)).toEqual({ credits: 50, paid: true, ledger: 50 });
    // A provider that later claims failure does not take a paid order's credits.
    await setProviderStatus(placed.paymentId, 'failed');
    await webhook(placed.paymentId);
    expect((await account(m.id)).credits).toBe(50);
  });

  it('a webhook for a payment the provider does not know, or that is no order of ours, credits nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger);
    expect((await webhook('tr_unknown123')).statusCode).toBe(200);
    const stray = await sandbox.createPayment({
      amountCents: 100,
      currency: 'EUR',
      method: 'ideal',
      description: 'not ours',
      redirectUrl: 'http://localhost:3000/',
      webhookUrl: 'http://localhost:3000/api/payments/webhook',
      metadata: {},
    });
    await setProviderStatus(stray.id, 'paid');
    expect((await webhook(stray.id)).statusCode).toBe(200);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('a chargeback takes the credits back even when spent, and a later paid webhook credits nothing', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const b = await member();
    const placed = await placeOrder(m.cookie);
    await sandbox.settle(placed.paymentId, 'paid');
    // 10 of the 50 credits are spent on two messages.
    for (let i = 0; i < 2; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: m.cookie },
        payload: { type: 'text', profile_id: b.id, body: 'Hoi', client_id: randomUUID() },
      });
      expect(sent.statusCode).toBe(201);
    }
    await sandbox.chargeback(placed.paymentId);
    expect(await account(m.id)).toEqual({ credits: -10, paid: true, ledger: -10 });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: { cookie: m.cookie },
    });
    expect(shown.json().order.status).toBe('charged_back');
    await Promise.all(Array.from({ length: 5 }, () => webhook(placed.paymentId)));
    expect((await account(m.id)).credits).toBe(-10);
    // The account is restricted while it owes credits: sending is refused.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: m.cookie },
      payload: { type: 'text', profile_id: b.id, body: 'Hoi', client_id: randomUUID() },
    });
    expect(refused.statusCode).toBe(402);
  });

  it('a refund takes back the credits; failed and cancelled orders credit nothing', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const paid = await placeOrder(m.cookie);
    await sandbox.settle(paid.paymentId, 'paid');
    await sandbox.refundPayment(paid.paymentId, 1250, 'EUR');
    expect(await account(m.id)).toMatchObject({ credits: 0, ledger: 0 });
    for (const outcome of ['failed', 'canceled'] as const) {
      const placed = await placeOrder(m.cookie);
      await sandbox.settle(placed.paymentId, outcome);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.order.id}`,
        headers: { cookie: m.cookie },
      });
      expect(shown.json().order.status).toBe(outcome === 'failed' ? 'failed' : 'cancelled');
    }
    expect((await account(m.id)).credits).toBe(0);
  });

  it('repeats the last paid order and lists every order under transactions with a refund request', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/orders/repeat',
      headers: { cookie: m.cookie },
      payload: { withdrawal_consent: true },
    });
    expect(none.statusCode).toBe(404);
    const first = await placeOrder(m.cookie, {}, 2);
    await sandbox.settle(first.paymentId, 'paid');
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/orders/repeat',
      headers: { cookie: m.cookie },
      payload: { withdrawal_consent: true },
    });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().order).toMatchObject({ credits: 300, method: 'ideal', status: 'open' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie: m.cookie } })
    ).json().transactions;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['open', 'paid']);
    expect(list[1]).toMatchObject({
      credits: 300,
      amount: 5310,
      discount_code: 'WELKOM10',
      refundable: true,
    });
    // The repeat is no first purchase: full price.
    expect(list[0]).toMatchObject({ amount: 5900, discount_code: null });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.order.id}/refund`,
      headers: { cookie: m.cookie },
    });
    expect(asked.json().order).toMatchObject({ refund_requested: true, refundable: false });
    // After refund_days (14) nobody can ask any more.
    const other = await placeOrder(m.cookie);
    await sandbox.settle(other.paymentId, 'paid');
    t.clock.advance(15 * 86_400);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other.order.id}/refund`,
      headers: { cookie: m.cookie },
    });
    expect(late.statusCode).toBe(409);
    t.clock.advance(-15 * 86_400);
  });
});

describe('refund requests handled by support', () => {
  it('refunds what the unused credits are worth; the webhook takes exactly those back, once', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const b = await member();
    const admin = await buildStaff(t, 'support');
    const placed = await placeOrder(m.cookie);
    await sandbox.settle(placed.paymentId, 'paid');
    // 10 of the 50 credits are spent.
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: m.cookie },
        payload: { type: 'text', profile_id: b.id, body: 'Hoi', client_id: randomUUID() },
      });
    }
    expect((await account(m.id)).credits).toBe(40);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.id}/refund`,
      headers: { cookie: m.cookie },
    });
    const forMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/refunds',
      headers: { cookie: m.cookie },
    });
    expect(forMember.statusCode).toBe(403);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: { cookie: admin.cookie } })
    ).json().refunds as Array<{ order_id: number; refund_amount: number; amount: number; balance: number }>;
    // Paid €11,25 for 50 credits; 40 unused → €9,00.
    expect(queue.find((r) => r.order_id === placed.order.id)).toMatchObject({
      amount: 1125,
      balance: 40,
      refund_amount: 900,
    });
    const processed = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/refunds/${placed.order.id}`,
          headers: { cookie: admin.cookie },
        }),
      ),
    );
    expect(processed.map((p) => p.statusCode).sort()).toEqual([200, 404, 404]);
    expect(processed.find((p) => p.statusCode === 200)?.json()).toEqual({ refunded: 900 });
    const [row] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, placed.paymentId));
    expect(row?.amountRefundedCents).toBe(900);
    expect(await account(m.id)).toMatchObject({ credits: 0, ledger: 0 });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: { cookie: admin.cookie } })
    ).json();
    expect(after.refunds.some((r: { order_id: number }) => r.order_id === placed.order.id)).toBe(false);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: { cookie: m.cookie },
    });
    expect(shown.json().order).toMatchObject({
      refund_requested: true,
      refunded_amount: 900,
      refundable: false,
    });
  });
});

describe('time bonus TIMEBONUS25 (14400 s)', () => {
  const welcome = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/discountcode.php?welcome=true', headers: { cookie } });

  it('is offered at 0 s and 14399 s, gone at 14400 s', async () => {
    const m = await member();
    const atStart = await welcome(m.cookie);
    expect(atStart.json()).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      percentage: '25.0%',
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      country: null,
      user_id: null,
      expires: null,
      currency: null,
      minimum_order_value: null,
      paymentmethods: [],
      seconds_left: 14_400,
    });
    t.clock.advance(14_399);
    expect((await welcome(m.cookie)).json()).toMatchObject({ code: 'TIMEBONUS25', seconds_left: 1 });
    t.clock.advance(1);
    // After the window the welcome code takes its place; TIMEBONUS25 itself is gone.
    expect((await welcome(m.cookie)).json().code).toBe('WELKOM10');
    const typed = await t.app.inject({
      method: 'GET',
      url: '/api/discountcode.php?code=TIMEBONUS25',
      headers: { cookie: m.cookie },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields.discount_code).toBe('Deze kortingscode is verlopen.');
    t.clock.advance(-14_400);
  });

  it('is applied by the server to the first purchase once (25 %), never twice, and gone after paying', async () => {
    const m = await member();
    const list = await packages(m.cookie);
    expect(list.discount?.code).toBe('TIMEBONUS25');
    expect(list.packages[0]).toMatchObject({ amount: 1250, discounted_amount: 938 });
    // Two orders one after the other: the second takes over the code (the first is cancelled).
    const first = await placeOrder(m.cookie);
    expect(first.order).toMatchObject({ amount: 938, list_amount: 1250, discount_code: 'TIMEBONUS25' });
    const second = await placeOrder(m.cookie);
    expect(second.order).toMatchObject({ amount: 938, discount_code: 'TIMEBONUS25' });
    const firstNow = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.order.id}`,
      headers: { cookie: m.cookie },
    });
    expect(firstNow.json().order.status).toBe('cancelled');
    // A client cannot claim a discount the server did not give: the amount comes from the server.
    await sandbox.settle(second.paymentId, 'paid');
    expect(await account(m.id)).toMatchObject({ credits: 50, paid: true });
    expect((await welcome(m.cookie)).statusCode).toBe(404);
    const again = await order(m.cookie, {
      package_id: list.packages[0]?.id,
      method: 'ideal',
      discount_code: 'TIMEBONUS25',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'code_used',
      message: 'Je hebt deze kortingscode al gebruikt.',
    });
    const typed = await t.app.inject({
      method: 'GET',
      url: '/api/discountcode.php?code=TIMEBONUS25',
      headers: { cookie: m.cookie },
    });
    expect(typed.json()).toMatchObject({
      error: 'code_used',
      message: 'Je hebt deze kortingscode al gebruikt.',
    });
    const plain = await placeOrder(m.cookie);
    expect(plain.order).toMatchObject({ amount: 1250, discount_code: null });
  });

  it('is held by one order: two orders at once do not both get it', async () => {
    const m = await member();
    const { packages: list } = await packages(m.cookie);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => order(m.cookie, { package_id: list[0]?.id, method: 'ideal' })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    for (const a of answers) await sandbox.settle(a.json().order.payment_id, 'paid');
    const paid = (
      await t.app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie: m.cookie } })
    ).json().transactions as Array<{ status: string; discount_code: string | null }>;
    const discountedPaid = paid.filter((o) => o.status === 'paid' && o.discount_code === 'TIMEBONUS25');
    expect(discountedPaid).toHaveLength(1);
  });
});

describe('discount codes', () => {
  const check = (cookie: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/discountcode.php?${query}`, headers: { cookie } });

  beforeAll(async () => {
    const other = await buildMember(t);
    await t.database.db.insert(discountCodes).values([
      { code: 'ZOMER20', valueBasisPoints: 2000, validity: 'unlimited' },
      { code: 'BELGIE15', valueBasisPoints: 1500, country: 'BE' },
      { code: 'OUD10', valueBasisPoints: 1000, expiresAt: new Date('2026-02-01T00:00:00Z') },
      { code: 'GROOT30', valueBasisPoints: 3000, minimumOrderValueCents: 5000, currency: 'EUR' },
      { code: 'DOLLAR5', valueBasisPoints: 500, currency: 'USD' },
      { code: 'PAYPAL12', valueBasisPoints: 1200, paymentMethods: ['paypal'] },
      { code: 'ALLEEN1', valueBasisPoints: 1000, userId: other.id },
      { code: 'UIT50', valueBasisPoints: 5000, status: 'inactive' },
      { code: 'EENMAAL', valueBasisPoints: 1000, validity: 'once-per-user' },
    ]);
  });

  it('answers the code object, "not found" for unknown, inactive and others\' codes', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    expect((await check(m.cookie, 'code=zomer20')).json()).toMatchObject({
      code: 'ZOMER20',
      value_percentage: 20,
      validity: 'unlimited',
    });
    for (const code of ['NIETBESTAAND', 'UIT50', 'ALLEEN1']) {
      const answer = await check(m.cookie, `code=${code}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        error: 'code_not_found',
        message: 'Deze kortingscode bestaat niet.',
      });
    }
  });

  it('enforces country, expiry, currency, minimum order value and payment methods', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const { packages: list } = await packages(m.cookie);
    const small = list[0]?.id;
    const large = list[2]?.id;
    const field = async (query: string) => (await check(m.cookie, query)).json().fields?.discount_code;
    expect(await field('code=BELGIE15')).toBe('Deze kortingscode geldt niet in jouw land.');
    expect(await field('code=OUD10')).toBe('Deze kortingscode is verlopen.');
    expect(await field(`code=DOLLAR5&package_id=${small}`)).toBe(
      'Deze kortingscode geldt niet voor deze valuta.',
    );
    expect(await field(`code=GROOT30&package_id=${small}`)).toBe(
      'Deze kortingscode geldt vanaf een bestelling van 50.00 EUR.',
    );
    expect((await check(m.cookie, `code=GROOT30&package_id=${large}`)).statusCode).toBe(200);
    expect(await field(`code=PAYPAL12&package_id=${small}&method=ideal`)).toBe(
      'Deze kortingscode geldt niet voor deze betaalmethode.',
    );
    // An order with a code that breaks a rule is refused and nothing is created.
    const refused = await order(m.cookie, { package_id: small, method: 'ideal', discount_code: 'PAYPAL12' });
    expect(refused.statusCode).toBe(400);
    const withCode = await placeOrder(m.cookie, { discount_code: 'paypal12', method: 'paypal' });
    expect(withCode.order).toMatchObject({ amount: 1100, discount_code: 'PAYPAL12' });
    const list2 = (
      await t.app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie: m.cookie } })
    ).json().transactions;
    expect(list2).toHaveLength(1);
  });

  it('a once-per-user code is "already used" after a paid order; an unlimited one is not', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const once = await placeOrder(m.cookie, { discount_code: 'EENMAAL' });
    await sandbox.settle(once.paymentId, 'paid');
    const used = await check(m.cookie, 'code=EENMAAL');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Je hebt deze kortingscode al gebruikt.');
    const twice = await placeOrder(m.cookie, { discount_code: 'ZOMER20' });
    await sandbox.settle(twice.paymentId, 'paid');
    const third = await placeOrder(m.cookie, { discount_code: 'ZOMER20' });
    expect(third.order.amount).toBe(1000);
  });

  it('a failed order gives a once-per-user code back', async () => {
    const m = await member({ signupDate: new Date('2026-01-01T00:00:00Z') });
    const failed = await placeOrder(m.cookie, { discount_code: 'EENMAAL' });
    await sandbox.settle(failed.paymentId, 'failed');
    expect((await check(m.cookie, 'code=EENMAAL')).statusCode).toBe(200);
    const next = await placeOrder(m.cookie, { discount_code: 'EENMAAL' });
    expect(next.order.discount_code).toBe('EENMAAL');
  });
});
