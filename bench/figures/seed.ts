/**
 * The business figures benchmark's data (bench/figures/run.ts), generated in PostgreSQL with
 * `generate_series` (nothing passes through Node): `members` members whose signups spread over the
 * last 12 months in id order (as identity ids grow with signup time), 60 % confirmed, each with a
 * profile (0.1 % fictional), tracking spread over 8 networks, 60 refs and 300 sub1 values, on
 * three sites; every 20th member a buyer with 1–3 paid orders in six countries (about 1 % refunded
 * by support, 0.3 % charged back); 40 paid messages per buyer in the ledger (2,000,000 rows at
 * 1,000,000 members). Orders and ledger rows are written in time order, as a live site appends them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

/** Generate the data set into an empty, migrated database; `log` reports each step. */
export async function seedFigures(db: Db, members: number, log: (line: string) => void): Promise<void> {
  const step = async (name: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(query);
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.execute(sql`insert into site_settings (domain, settings, company)
    select d, s.settings, s.company from site_settings s, unnest(array['tweede.example', 'derde.example']) d
     where s.domain = 'default' on conflict do nothing`);
  await step(
    'members',
    sql`insert into users (email, password_hash, status, role, domain, tracking, signup_date, confirmed_at, last_active_at)
    select 'bench' || g || '@example.com', 'not-a-hash',
           case when g % 10 < 6 then 'confirmed' else 'not_confirmed' end, 'member',
           (array['default', 'default', 'default', 'tweede.example', 'derde.example'])[1 + g % 5],
           jsonb_strip_nulls(jsonb_build_object(
             'network', (array[null, 'google', 'facebook', 'tiktok', 'taboola', 'outbrain', 'bing', 'snapchat'])[1 + (g * 7) % 8],
             'ref', 'ref' || (g * 13) % 60,
             'sub1', 's' || (g * 31) % 300)),
           sd, case when g % 10 < 6 then sd + make_interval(mins => (g * 17) % 2880) end, sd
      from (select g, now() - interval '365 days' + (interval '365 days' * g / ${members})
                          - make_interval(secs => (g::bigint * 7919) % 3600) as sd
              from generate_series(1, ${members}) g) x`,
  );
  await step(
    'profiles',
    sql`insert into profiles (user_id, name, gender, looking_for, date_of_birth, fictional)
    select id, 'Lid' || id, case when id % 2 = 0 then 'female' else 'male' end,
           case when id % 2 = 0 then 'male' else 'female' end, date '1990-01-01' + (id % 9000), id % 1000 = 0
      from users where email like 'bench%'`,
  );
  const [pkg] = (
    (await db.execute(sql`select min(id) as id from credit_packages`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  await step(
    'orders',
    sql`insert into orders (user_id, package_id, credits, list_amount_cents, amount_cents, currency, country,
                            method, status, provider, provider_payment_id, created_at, updated_at, paid_at,
                            refund_requested_at, refund_processed_at, refunded_cents)
    select u.id, ${pkg?.id ?? 1}, 100, a.cents, a.cents, 'EUR',
           (array['NL', 'NL', 'NL', 'BE', 'DE', 'DE', 'AT', 'FR'])[1 + (u.id * 3 + n) % 8], 'creditcard',
           case when (u.id + n) % 331 = 0 then 'charged_back' else 'paid' end, 'sandbox',
           'bench-' || u.id || '-' || n, p.at, p.at + case when (u.id + n) % 331 = 0 then interval '20 days' else interval '0' end,
           p.at,
           case when (u.id + n) % 97 = 0 then p.at + interval '2 days' end,
           case when (u.id + n) % 97 = 0 then p.at + interval '3 days' end,
           case when (u.id + n) % 97 = 0 then a.cents / 2 end
      from users u
      cross join lateral generate_series(1, 1 + u.id % 3) n
      cross join lateral (select (array[995, 1995, 4995])[1 + (u.id + n) % 3] as cents) a
      cross join lateral (select u.signup_date + make_interval(hours => 1 + (u.id * n * 37) % 700) as at) p
     where u.id % 20 = 0 and u.email like 'bench%' and p.at < now()
     order by p.at`,
  );
  await step(
    'paid messages',
    sql`insert into credit_ledger (user_id, delta, reason, created_at)
    select b.user_id, -5, 'message', b.first_paid + make_interval(hours => k * 5 + b.user_id % 50)
      from (select user_id, min(paid_at) as first_paid from orders group by user_id) b
      cross join generate_series(1, 40) k
     where b.first_paid + make_interval(hours => k * 5 + b.user_id % 50) < now()
     order by 4`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
}
