import type { FiguresQuery } from '@common/schemas/figures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { rebuildRollups, rolledThrough, rollUp } from './rollups.ts';
import { readFigures } from './service.ts';

// The rollups against the direct statements on generated data: 600 members from 1 October 2025
// to "today", 10 April 2026, across both changes of summer time in Amsterdam (26 October 2025,
// 29 March 2026) and at every hour of the day, on three sites and four networks; staff and
// fictional profiles' accounts; orders paid, refunded by support, refunded in full at the provider,
// charged back and never paid; paid messages.
const NOW = '2026-04-10T14:00:00Z';
const MEMBERS = 600;

let t: TestApp;
let db: Db;

/** Generate the data with SQL (deterministic: ids and arithmetic, no randomness). */
async function generate(): Promise<void> {
  await db.execute(sql`insert into users (email, password_hash, status, role, domain, tracking, signup_date, confirmed_at)
    select 'rollup' || g || '@example.com', 'not-a-hash', case when c < ${NOW}::timestamptz then 'confirmed' else 'not_confirmed' end,
           case when g % 97 = 0 then 'support' else 'member' end,
           (array['default', 'default', 'tweede.example', 'derde.example'])[1 + g % 4],
           jsonb_strip_nulls(jsonb_build_object('network', (array[null, 'google', 'facebook', 'tiktok'])[1 + (g * 7) % 4])),
           sd, case when c < ${NOW}::timestamptz then c end
      from (select g, sd, case when g % 10 < 6 then sd + make_interval(mins => (g * 173) % 4000) end as c
              from (select g, timestamptz '2025-10-01T00:00:00Z' + (interval '191 days' * g / ${MEMBERS})
                              + make_interval(secs => (g * 7919) % 86400) as sd
                      from generate_series(1, ${MEMBERS}) g) s) x`);
  await db.execute(sql`insert into profiles (user_id, name, gender, looking_for, date_of_birth, fictional)
    select id, 'Lid' || id, 'female', 'male', date '1990-01-01', id % 41 = 0 from users where email like 'rollup%'`);
  // Every 4th member buys once or twice, hours to weeks after signup; some orders reversed later.
  await db.execute(sql`insert into orders (user_id, package_id, credits, list_amount_cents, amount_cents, currency, country,
                            method, status, provider, provider_payment_id, created_at, updated_at, paid_at,
                            refund_processed_at, refunded_cents)
    select u.id, (select min(id) from credit_packages), 100, a, a, 'EUR', (array['NL', 'DE', 'BE', 'AT'])[1 + (u.id + n) % 4],
           'creditcard', st, 'sandbox', 'rollup-' || u.id || '-' || n, p - interval '20 minutes',
           case when st = 'charged_back' then p + interval '9 days 5 hours'
                when st = 'refunded' then p + interval '3 days 2 hours' else p end,
           case when st = 'open' then null else p end,
           case when st = 'paid' and (u.id + n) % 7 = 0 then p + interval '2 days 7 hours' end,
           case when st = 'paid' and (u.id + n) % 7 = 0 then a / 2 end
      from users u cross join generate_series(1, 2) n
      cross join lateral (select u.signup_date + make_interval(hours => (u.id * 37 + n * 211) % 900) as p,
                                 (array[1210, 2420, 4840])[1 + (u.id + n) % 3] as a,
                                 case when (u.id + n) % 11 = 0 then 'charged_back' when (u.id + n) % 13 = 0 then 'refunded'
                                      when (u.id + n) % 17 = 0 then 'open' else 'paid' end as st) x
     where u.email like 'rollup%' and u.id % 4 = 0 and (n = 1 or u.id % 8 = 0)`);
  // Reversals and payments after now have not happened yet.
  await db.execute(sql`delete from orders where provider_payment_id like 'rollup-%'
    and (coalesce(paid_at, created_at) > ${NOW}::timestamptz or updated_at > ${NOW}::timestamptz)`);
  await db.execute(sql`update orders set refund_processed_at = null, refunded_cents = null
    where refund_processed_at > ${NOW}::timestamptz`);
  await db.execute(sql`insert into credit_ledger (user_id, delta, reason, created_at)
    select o.user_id, -(1 + k % 3), 'message', o.paid_at + make_interval(hours => k * 5)
      from orders o cross join generate_series(1, 4) k
     where o.paid_at is not null and o.paid_at + make_interval(hours => k * 5) < ${NOW}::timestamptz`);
}

const QUERIES: FiguresQuery[] = [
  { from: '2025-04-11', to: '2026-04-10', site: 'all', group: 'month', by: 'none' },
  { from: '2025-04-11', to: '2026-04-10', site: 'all', group: 'month', by: 'network' },
  { from: '2025-10-01', to: '2026-04-10', site: 'all', group: 'week', by: 'site' },
  { from: '2026-03-20', to: '2026-04-10', site: 'all', group: 'day', by: 'network' },
  { from: '2025-10-20', to: '2025-11-05', site: 'tweede.example', group: 'day', by: 'network' },
  { from: '2025-12-01', to: '2026-02-28', site: 'default', group: 'month', by: 'none' },
  { from: '2026-04-01', to: '2026-04-14', site: 'all', group: 'day', by: 'none' },
];

/** Every query answers the same from the rollups as from the source tables. */
async function expectSameFigures(label: string): Promise<void> {
  for (const query of QUERIES) {
    const direct = await readFigures(db, query, 'direct');
    const rolled = await readFigures(db, query, 'auto');
    expect(rolled, `${label}: ${JSON.stringify(query)}`).toEqual(direct);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  await generate();
});
afterAll(() => t.close());

describe('figures rollups', () => {
  it('answer what the direct statements answer, with today summed live', async () => {
    const run = await rebuildRollups(db, new Date(NOW));
    expect(run).toMatchObject({ from: '2025-10-01', to: '2026-04-09', rebuilt: true });
    expect(await rolledThrough(db)).toBe('2026-04-09');
    const [held] = (
      (await db.execute(sql`select sum(signups)::int as n from figures_member_days`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(held?.n).toBeGreaterThan(500);
    // The figures really differ between sources, days and sites (the comparison is not empty).
    const year = await readFigures(db, QUERIES[1] as FiguresQuery);
    expect(year.totals.signups).toBeGreaterThan(500);
    expect(year.totals.revenue_cents).toBeGreaterThan(0);
    expect(year.totals.paid_messages).toBeGreaterThan(0);
    expect(year.series.map((s) => s.source)).toEqual(
      expect.arrayContaining(['google', 'facebook', 'tiktok', null]),
    );
    expect(year.cohorts.some((c) => c.revenue_cents.some((v) => (v ?? 0) < 0) || c.members > 0)).toBe(true);
    await expectSameFigures('rebuilt');
  });

  it('follow late events: a refund of an old order, a payment settled a day later, a late confirmation', async () => {
    const today = new Date(NOW);
    const at = (minutes: number) => new Date(today.getTime() + minutes * 60_000).toISOString();
    // Support refunds half of an order paid months ago, today.
    await db.execute(sql`update orders set refund_processed_at = ${at(10)}::timestamptz, refunded_cents = amount_cents / 2
      where id = (select min(id) from orders where status = 'paid' and refund_processed_at is null
                                              and paid_at < timestamptz '2025-12-01')`);
    // An order opened yesterday evening by a member who never paid is paid today: a first purchase.
    await db.execute(sql`insert into orders (user_id, package_id, credits, list_amount_cents, amount_cents, currency,
                            country, method, status, provider, provider_payment_id, created_at, updated_at, paid_at)
      select u.id, (select min(id) from credit_packages), 100, 2420, 2420, 'EUR', 'NL', 'creditcard', 'paid', 'sandbox',
             'rollup-late', timestamptz '2026-04-09T20:30:00Z', ${at(20)}::timestamptz, ${at(20)}::timestamptz
        from users u where u.email like 'rollup%' and u.role = 'member' and u.signup_date > timestamptz '2026-04-01'
         and not exists (select 1 from orders o where o.user_id = u.id) order by u.id limit 1`);
    // A member who signed up last week confirms today; and sends paid messages.
    await db.execute(sql`update users set status = 'confirmed', confirmed_at = ${at(30)}::timestamptz
      where id = (select min(id) from users where email like 'rollup%' and confirmed_at is null
                                            and signup_date between timestamptz '2026-04-02' and timestamptz '2026-04-05')`);
    await db.execute(sql`insert into credit_ledger (user_id, delta, reason, created_at)
      select user_id, -2, 'message', ${at(40)}::timestamptz from orders where provider_payment_id = 'rollup-late'`);
    await expectSameFigures('today live');

    // Past midnight the job holds 10 April; an event of 23:59 on 10 April committed after that run
    // is taken in by the next run, which sums the last days again.
    const night = new Date('2026-04-10T23:30:00Z');
    expect(await rollUp(db, night)).toMatchObject({ from: '2026-04-08', to: '2026-04-10', rebuilt: false });
    await expectSameFigures('after the night run');
    await db.execute(sql`insert into credit_ledger (user_id, delta, reason, created_at)
      select user_id, -3, 'message', timestamptz '2026-04-10T21:59:00Z' from orders where provider_payment_id = 'rollup-late'`);
    await rollUp(db, new Date('2026-04-11T09:00:00Z'));
    expect(await rolledThrough(db)).toBe('2026-04-10');
    await expectSameFigures('after the morning run');
    // A run within the same day changes nothing but sums the last days again.
    expect(await rollUp(db, new Date('2026-04-11T10:00:00Z'))).toMatchObject({ to: '2026-04-10' });
    await expectSameFigures('after a second run');
  });
});
