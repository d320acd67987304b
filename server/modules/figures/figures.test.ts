import type { FiguresAnswer, FigureValues } from '@common/schemas/figures';
import { centsWithoutVat } from '@common/vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPackages, orders, users } from '../../db/schema/index.ts';
import { insertFiguresFixture } from '../../test/figures-fixture.ts';
import { buildMember, buildTestApp, login, type TestApp, testPasswordHash } from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildStaff(t, 'admin');
  await insertFiguresFixture(t.database.db, await testPasswordHash());
});
afterAll(() => t.close());

async function figures(query: string, cookie = admin.cookie) {
  return t.app.inject({ method: 'GET', url: `/api/admin/figures?${query}`, headers: { cookie } });
}
async function read(query: string): Promise<FiguresAnswer> {
  const answer = await figures(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const column = (a: FiguresAnswer, key: keyof FigureValues, points = a.points) =>
  Object.fromEntries(a.periods.map((p, i) => [p, points[i]?.[key]]));

const RANGE = 'from=2026-03-30&to=2026-04-06';

describe('GET /api/admin/figures', () => {
  it('counts signups, activations and first purchases per Amsterdam day', async () => {
    const a = await read(`${RANGE}&group=day`);
    expect(a.periods).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
    ]);
    // B signed up at 23:30 UTC on 31 March (01:30 in Amsterdam on 1 April); E at 23:30 in
    // Amsterdam on 31 March; the fictional profile and the admin are no signups.
    expect(column(a, 'signups')).toEqual({
      '2026-03-30': 1,
      '2026-03-31': 1,
      '2026-04-01': 2,
      '2026-04-02': 0,
      '2026-04-03': 1,
      '2026-04-04': 0,
      '2026-04-05': 0,
      '2026-04-06': 0,
    });
    expect(column(a, 'activations')).toMatchObject({ '2026-03-30': 1, '2026-04-01': 1, '2026-04-02': 0 });
    expect(column(a, 'first_purchases')).toMatchObject({ '2026-04-02': 1, '2026-04-05': 0 });
    expect(a.totals).toMatchObject({
      signups: 5,
      activations: 2,
      cohort_confirmed: 2,
      activation_rate: 0.4,
      first_purchases: 1,
      cohort_buyers: 1,
      conversion: 0.2,
      // A: signed up 30 March 08:00 UTC, first paid 2 April 10:00 UTC.
      median_hours_to_first_purchase: 74,
    });
    expect(a.points[0]).toMatchObject({
      signups: 1,
      cohort_buyers: 1,
      conversion: 1,
      median_hours_to_first_purchase: 74,
    });
    expect(a.time_zone).toBe('Europe/Amsterdam');
    expect(a.sites).toContain('default');
  });

  it('sums revenue with and without VAT, less the refund in its own day', async () => {
    const a = await read(`${RANGE}&group=day`);
    expect(centsWithoutVat(1210, 'NL')).toBe(1000);
    expect(centsWithoutVat(1190, 'DE')).toBe(1000);
    expect(column(a, 'revenue_cents')).toMatchObject({
      '2026-04-02': 1210,
      '2026-04-03': 0,
      '2026-04-05': 1190,
      '2026-04-06': -605,
    });
    expect(column(a, 'revenue_ex_vat_cents')).toMatchObject({
      '2026-04-02': 1000,
      '2026-04-05': 1000,
      '2026-04-06': -500,
    });
    expect(a.totals).toMatchObject({ revenue_cents: 1795, revenue_ex_vat_cents: 1500 });
    expect(a.currency).toBe('EUR');
    expect(column(a, 'paid_messages')).toMatchObject({ '2026-04-02': 2, '2026-04-05': 1 });
    expect(a.totals).toMatchObject({ paid_messages: 3, message_credits: 15 });
    // F signed up before the range: 1, then the running count of signups.
    expect(column(a, 'members_to_date')).toMatchObject({ '2026-03-30': 2, '2026-04-01': 5, '2026-04-06': 6 });
    expect(column(a, 'arpu_cents')).toMatchObject({ '2026-04-02': 242, '2026-04-04': 0 });
    expect(a.totals).toMatchObject({ members_to_date: 6, arpu_cents: 299 });
  });

  it('splits by network: top values by signups, members without one apart', async () => {
    const a = await read(`${RANGE}&group=day&by=network`);
    expect(a.series.map((s) => [s.source, s.other])).toEqual([
      ['facebook', false],
      ['google', false],
      [null, false],
    ]);
    const [facebook, google, none] = a.series;
    expect(facebook?.totals).toMatchObject({
      signups: 2,
      activations: 1,
      revenue_cents: 0,
      members_to_date: 2,
    });
    expect(google?.totals).toMatchObject({
      signups: 2,
      first_purchases: 1,
      conversion: 0.5,
      revenue_cents: 1795,
      revenue_ex_vat_cents: 1500,
      paid_messages: 3,
      members_to_date: 3,
      arpu_cents: 598,
    });
    expect(none?.totals).toMatchObject({ signups: 1, members_to_date: 1 });
    expect(column(a, 'signups', google?.points)).toMatchObject({ '2026-03-30': 1, '2026-04-01': 1 });
    // The sum over every source stays the same.
    expect(a.totals).toMatchObject({ signups: 5, revenue_cents: 1795 });
  });

  it('groups by week and month, filters by site and splits by site', async () => {
    const weeks = await read('from=2026-03-30&to=2026-04-12&group=week');
    expect(weeks.periods).toEqual(['2026-03-30', '2026-04-06']);
    expect(column(weeks, 'signups')).toEqual({ '2026-03-30': 5, '2026-04-06': 0 });
    const months = await read('from=2026-02-01&to=2026-04-30&group=month');
    expect(column(months, 'signups')).toEqual({ '2026-02-01': 1, '2026-03-01': 2, '2026-04-01': 3 });
    expect(column(months, 'revenue_cents')).toEqual({ '2026-02-01': 0, '2026-03-01': 0, '2026-04-01': 1795 });
    const second = await read(`${RANGE}&site=tweede.example`);
    expect(second.totals).toMatchObject({ signups: 1, revenue_cents: 0, members_to_date: 1 });
    const bySite = await read(`${RANGE}&by=site`);
    expect(bySite.series.map((s) => [s.source, s.totals.signups])).toEqual([
      ['default', 4],
      ['tweede.example', 1],
    ]);
  });

  it('answers the signup cohorts with their revenue per month after signup', async () => {
    const a = await read('from=2026-02-01&to=2026-04-30&group=month');
    const empty = Array.from({ length: 9 }, () => null);
    expect(a.cohorts).toEqual([
      { month: '2026-02', members: 1, revenue_cents: [0, 0, 0, ...empty] },
      { month: '2026-03', members: 2, revenue_cents: [0, 1795, null, ...empty] },
      { month: '2026-04', members: 3, revenue_cents: [0, null, null, ...empty] },
    ]);
  });

  it('refuses a period that ends before it starts, or is too long', async () => {
    const backwards = await figures('from=2026-04-06&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: 'validation', fields: { to: expect.any(String) } });
    const long = await figures('from=2025-01-01&to=2026-01-02&group=day');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('to');
    expect((await figures('from=2025-01-01&to=2026-01-02&group=month')).statusCode).toBe(200);
    const bad = await figures('from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('from');
    expect((await figures(`${RANGE}&by=country`)).statusCode).toBe(400);
  });

  it('takes chargebacks and provider refunds off in their own day; medians of an even count', async () => {
    const ids = Object.fromEntries(
      (await t.database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [
        u.email,
        u.id,
      ]),
    );
    const b = Object.entries(ids).find(([email]) => email.startsWith('figures-b-'))?.[1] as number;
    const [pkg] = await t.database.db.select({ id: creditPackages.id }).from(creditPackages).limit(1);
    const order = (provider: string, status: 'charged_back' | 'refunded', paid: string, changed: string) => ({
      userId: b,
      packageId: pkg?.id as number,
      credits: 50,
      listAmountCents: 1210,
      amountCents: 1210,
      currency: 'EUR',
      country: 'NL',
      method: 'creditcard',
      status,
      provider: 'sandbox',
      providerPaymentId: provider,
      paidAt: new Date(paid),
      updatedAt: new Date(changed),
    });
    await t.database.db
      .insert(orders)
      .values([
        order('fig-cb', 'charged_back', '2026-05-10T10:00:00Z', '2026-05-20T10:00:00Z'),
        order('fig-rf', 'refunded', '2026-05-11T10:00:00Z', '2026-05-12T10:00:00Z'),
      ]);
    const may = await read('from=2026-05-01&to=2026-05-31&group=day');
    expect(column(may, 'revenue_cents')).toMatchObject({
      '2026-05-10': 1210,
      '2026-05-11': 1210,
      '2026-05-12': -1210,
      '2026-05-20': -1210,
    });
    expect(may.totals).toMatchObject({ revenue_cents: 0, revenue_ex_vat_cents: 0, first_purchases: 1 });
    // A (74 h) and B (31 March 23:30 UTC to 10 May 10:00 UTC: 946.5 h) both signed up in the range.
    const spring = await read('from=2026-03-30&to=2026-05-31&group=month');
    expect(spring.totals).toMatchObject({ cohort_buyers: 2, median_hours_to_first_purchase: 510.3 });
  });

  it('is for admins only', async () => {
    for (const role of ['moderator', 'operator', 'support'] as const) {
      const staff = await buildStaff(t, role);
      const answer = await figures(RANGE, staff.cookie);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().error).toBe('forbidden');
    }
    const member = await buildMember(t);
    expect((await figures(RANGE, await login(t, member.email))).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/admin/figures?${RANGE}` });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
  });
});
