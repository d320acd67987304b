// Spending limits members set themselves (issue "Safety" §5), through HTTP on one app and database.
import { SPENDING_LIMIT_RAISE_DELAY_S } from '@common/spending';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, mandates, orders, sandboxPayments, smsOutbox } from '../../db/schema/index.ts';
import { directDebitForm } from '../../test/forms.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';
import type { SandboxProvider } from './sandbox.ts';

let t: TestApp;
let sandbox: SandboxProvider;
let packageIds: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  sandbox = t.app.deps.paymentProvider as SandboxProvider;
  // List prices only: the automatic welcome code would make a second open order cancel the first.
  await t.database.db
    .update(discountCodes)
    .set({ status: 'inactive' })
    .where(eq(discountCodes.welcome, true));
});
afterAll(() => t.close());

/** A confirmed NL member past the welcome offer (packages at list price: 1250, 2750, … cents). */
async function member(overrides: Parameters<typeof buildMember>[1] = {}) {
  const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z'), ...overrides });
  const cookie = await login(t, m.email);
  if (packageIds.length === 0) {
    const answer = await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } });
    const list = answer.json().packages as Array<{ id: number; amount: number }>;
    expect(list.slice(0, 2).map((p) => p.amount)).toEqual([1250, 2750]);
    packageIds = list.map((p) => p.id);
  }
  return { ...m, cookie };
}

const origin = () => t.app.deps.config.publicUrl;
const getLimit = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/spending-limit', headers: { cookie } });
const setLimit = (cookie: string, limit_cents: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/spending-limit',
    headers: { cookie, origin: origin(), ...headers },
    payload: { limit_cents },
  });
const cancelRaise = (cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/spending-limit/pending',
    headers: { cookie, origin: origin() },
  });
/** `POST /api/orders` for the package at `index` (0: €12.50) by iDEAL. */
const order = (cookie: string, index = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, origin: origin() },
    payload: { package_id: packageIds[index], method: 'ideal', withdrawal_consent: true },
  });

async function providerPayments(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sandboxPayments);
  return row?.n ?? 0;
}
async function ordersOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

describe('PUT /api/spending-limit', () => {
  it('authenticates before validating, checks the Origin and the amount in the member’s language', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/spending-limit',
      headers: { origin: origin() },
      payload: { limit_cents: 'lots' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
    const m = await member();
    const crossSite = await setLimit(m.cookie, 5000, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe('forbidden_origin');
    for (const bad of [-1, 12.5, 1_000_001, 'lots']) {
      const answer = await setLimit(m.cookie, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.limit_cents).toBe('Kies een bedrag van € 0 tot € 10.000.');
    }
    const en = await member({ language: 'en' });
    expect((await setLimit(en.cookie, -1)).json().fields.limit_cents).toBe(
      'Choose an amount from €0 to €10,000.',
    );
    expect((await getLimit(m.cookie)).json()).toMatchObject({ limit_cents: null, pending: null });
  });

  it('sets a first limit and a lower one at once; the month resets on the 1st in Amsterdam', async () => {
    const m = await member();
    expect((await getLimit(m.cookie)).json()).toEqual({
      limit_cents: null,
      pending: null,
      spent_cents: 0,
      left_cents: null,
      resets_on: '2026-04-01',
      time_zone: 'Europe/Amsterdam',
    });
    const first = await setLimit(m.cookie, 5000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ limit_cents: 5000, pending: null, left_cents: 5000 });
    const lower = await setLimit(m.cookie, 3000);
    expect(lower.json()).toMatchObject({ limit_cents: 3000, pending: null, left_cents: 3000 });
    expect((await getLimit(m.cookie)).json()).toMatchObject({ limit_cents: 3000, pending: null });
  });

  it('makes a raise and a removal wait 72 hours (injected clock); the member may cancel them', async () => {
    const m = await member();
    await setLimit(m.cookie, 3000);
    const asked = t.clock.now();
    const effectiveAt = new Date(asked.getTime() + SPENDING_LIMIT_RAISE_DELAY_S * 1000).toISOString();
    const raise = await setLimit(m.cookie, 8000);
    expect(raise.json()).toMatchObject({
      limit_cents: 3000,
      left_cents: 3000,
      pending: { limit_cents: 8000, effective_at: effectiveAt },
    });
    t.clock.advance(SPENDING_LIMIT_RAISE_DELAY_S - 60);
    expect((await getLimit(m.cookie)).json()).toMatchObject({
      limit_cents: 3000,
      pending: { limit_cents: 8000 },
    });
    // Still waiting: an order over the current limit is refused.
    expect((await order(m.cookie, 2)).json().error).toBe('spending_limit');
    t.clock.advance(60);
    expect((await getLimit(m.cookie)).json()).toMatchObject({ limit_cents: 8000, pending: null });

    const removal = await setLimit(m.cookie, null);
    expect(removal.json()).toMatchObject({ limit_cents: 8000, pending: { limit_cents: null } });
    const cancelled = await cancelRaise(m.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ limit_cents: 8000, pending: null });
    t.clock.advance(SPENDING_LIMIT_RAISE_DELAY_S);
    expect((await getLimit(m.cookie)).json()).toMatchObject({ limit_cents: 8000, pending: null });

    // A lower limit while a raise waits holds at once and drops the raise.
    await setLimit(m.cookie, 9000);
    expect((await setLimit(m.cookie, 2000)).json()).toMatchObject({ limit_cents: 2000, pending: null });
    // A removal, once its 72 hours are over, ends the limit.
    await setLimit(m.cookie, null);
    t.clock.advance(SPENDING_LIMIT_RAISE_DELAY_S);
    expect((await getLimit(m.cookie)).json()).toMatchObject({
      limit_cents: null,
      pending: null,
      left_cents: null,
    });
  });
});

describe('orders against the limit', () => {
  it('refuses an order over what is left before any payment, saying what is left and when it resets', async () => {
    const m = await member();
    await setLimit(m.cookie, 2000);
    const first = await order(m.cookie);
    expect(first.statusCode, first.body).toBe(201);
    const payments = await providerPayments();
    const refused = await order(m.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'spending_limit',
      left_cents: 750,
      limit_cents: 2000,
      resets_on: '2026-04-01',
      message:
        'Deze bestelling gaat boven je eigen bestedingslimiet. Deze maand kun je nog €\u00a07,50 besteden; ' +
        'op 01-04-2026 begint je limiet opnieuw.',
    });
    expect(await providerPayments()).toBe(payments);
    expect(await ordersOf(m.id)).toBe(1);
    expect((await getLimit(m.cookie)).json()).toMatchObject({ spent_cents: 1250, left_cents: 750 });
    // An order whose payment failed no longer counts.
    await sandbox.settle(first.json().order.payment_id, 'failed');
    await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.json().order.id}`,
      headers: { cookie: m.cookie },
    });
    expect((await order(m.cookie)).statusCode).toBe(201);

    const de = await member({ language: 'de' });
    await setLimit(de.cookie, 1000);
    expect((await order(de.cookie)).json().message).toBe(
      'Diese Bestellung überschreitet dein eigenes Ausgabenlimit. Diesen Monat kannst du noch 10,00\u00a0€ ausgeben; ' +
        'am 01.04.2026 beginnt dein Limit neu.',
    );
  });

  it('lets only one of two parallel orders through when both together pass the limit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const m = await member();
      await setLimit(m.cookie, 2000);
      const payments = await providerPayments();
      const answers = await Promise.all([order(m.cookie), order(m.cookie)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await ordersOf(m.id)).toBe(1);
      expect(await providerPayments()).toBe(payments + 1);
    }
  });

  it('gives a refund back to the month it is made in, and lists both in the statement', async () => {
    const m = await member();
    await setLimit(m.cookie, 2500);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const placed = await order(m.cookie);
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push(placed.json().order.payment_id);
      await sandbox.settle(placed.json().order.payment_id, 'paid');
    }
    expect((await order(m.cookie)).statusCode).toBe(409);
    await sandbox.refundPayment(ids[0] ?? '', 1250, 'EUR');
    expect((await getLimit(m.cookie)).json()).toMatchObject({ spent_cents: 1250, left_cents: 1250 });
    expect((await order(m.cookie)).statusCode).toBe(201);

    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/spending-statement',
      headers: { cookie: m.cookie },
    });
    expect(statement.statusCode).toBe(200);
    const { months } = statement.json();
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({
      month: '2026-03',
      spent_cents: 3750,
      refunded_cents: 1250,
      total_cents: 2500,
    });
    expect(months[0].lines.map((l: { kind: string }) => l.kind).sort()).toEqual([
      'order',
      'order',
      'order',
      'refund',
    ]);
    expect(months[1]).toMatchObject({ month: '2026-02', spent_cents: 0, lines: [] });
  });

  it('counts a direct debit, and does not start one over the limit (no mandate, no SMS)', async () => {
    const m = await member();
    await setLimit(m.cookie, 1000);
    const sms = await t.database.db.select({ n: count() }).from(smsOutbox);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie: m.cookie, origin: origin() },
      payload: directDebitForm(packageIds[0]),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'spending_limit', left_cents: 1000 });
    expect(await t.database.db.select().from(mandates).where(eq(mandates.userId, m.id))).toEqual([]);
    expect(await t.database.db.select({ n: count() }).from(smsOutbox)).toEqual(sms);

    await setLimit(m.cookie, null);
    t.clock.advance(SPENDING_LIMIT_RAISE_DELAY_S);
    await setLimit(m.cookie, 2000);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie: m.cookie, origin: origin() },
      payload: directDebitForm(packageIds[0]),
    });
    expect(started.statusCode, started.body).toBe(201);
    const [text] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/directdebit/${started.json().mandate.id}/confirm`,
      headers: { cookie: m.cookie, origin: origin() },
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().order.status).toBe('pending');
    expect((await getLimit(m.cookie)).json()).toMatchObject({ spent_cents: 1250, left_cents: 750 });
    expect((await order(m.cookie)).json()).toMatchObject({ error: 'spending_limit', left_cents: 750 });
  });
});

describe('the back office', () => {
  it('sees whether a member set a limit, never its amount or history', async () => {
    const support = await buildStaff(t, 'support');
    const withLimit = await member();
    const without = await member();
    await setLimit(withLimit.cookie, 4321);
    const page = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers: { cookie: support.cookie } });
    const shown = await page(withLimit.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().account.spending_limit).toBe(true);
    expect(shown.body).not.toContain('4321');
    expect(shown.body).not.toContain('limit_cents');
    expect((await page(without.id)).json().account.spending_limit).toBe(false);
    // The member's own routes stay the member's.
    expect((await getLimit(support.cookie)).json().limit_cents).toBeNull();
  });
});
