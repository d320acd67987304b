/**
 * The business figures read from the daily rollups (./rollups.ts): the same rows as the direct
 * statements of ./members-pass.ts and ./queries.ts, so ./service.ts puts them together alike.
 * The stored days go up to `through` (the last rolled-up day); the days after it up to the range's
 * end (today's partial day, or more while the job lags) are summed live from the source tables by
 * the statements that fill the rollups, each over the few rows of those days (indexes
 * users(signup_date), users(confirmed_at), orders(paid_at), orders' refunds and reversals,
 * credit_ledger(reason, created_at)).
 * Only the splits the rollups keep are read here: none, network and site (`ROLLUP_SPLITS`).
 */
import type { FiguresQuery } from '@common/schemas/figures';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { BUYER_SETS } from './members-pass.ts';
import { addDays } from './periods.ts';
import type { Row } from './queries.ts';
import { rows } from './queries.ts';
import { buyerEvents, memberEvents, messageEvents, moneyEvents } from './rollups.ts';
import { localMidnight, onSite, rangeEnd, rangeStart, type Scope, sourceKey } from './sql.ts';

/** The splits the rollups answer (they keep the site and the network of each row). */
export const ROLLUP_SPLITS: ReadonlyArray<FiguresQuery['by']> = ['none', 'network', 'site'];

/** The raw source value of rollup row `u`. */
const source = (s: Scope): SQL => (s.by === 'site' ? sql`u.domain` : sql`u.network`);
const key = (s: Scope): SQL => sourceKey(s, source(s));

/** The live days after `through` up to the range's end, or null when the stored days cover it. */
function liveDays(s: Scope, through: string): { a: string; b: string } | null {
  return s.to > through ? { a: addDays(through, 1), b: s.to } : null;
}

/** Stored rows of `table` up to `through`, and the live `events` of the days after it up to `to`. */
function stored(
  s: Scope,
  through: string,
  table: SQL,
  columns: SQL,
  events: (a: string, b: string) => SQL,
): SQL {
  const live = liveDays(s, through);
  const rowsOf = sql`select ${columns} from ${table} where day <= ${through}::date`;
  return live
    ? sql`(${rowsOf} union all select ${columns} from ${events(live.a, live.b)} e)`
    : sql`(${rowsOf})`;
}

/** The source values with the most signups in the range, most first (at most `limit`); as `topSources`. */
export async function rollupTopSources(db: Db, s: Scope, through: string, limit: number): Promise<string[]> {
  const members = stored(s, through, sql`figures_member_days`, sql`day, domain, network, signups`, (a, b) =>
    memberEvents(a, b),
  );
  const found = await rows(
    db,
    sql`select ${source(s)} as v, sum(u.signups) as n from ${members} u
     where u.day between ${s.from}::date and ${s.to}::date and u.signups > 0 and ${onSite(s)}
     group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return found.map((r) => String(r.v ?? ''));
}

/**
 * Member rows as `memberDays` answers them, in three kinds: signups (`sday` the signup day, null
 * before `since`; `n`), activations in the range (`cday`; `a`, with `n` 0) and, per signup day of
 * the range, the members confirmed by its end (`sday`; `confirmed`, with `n` 0).
 */
export function rollupMemberDays(db: Db, s: Scope, through: string): Promise<Row[]> {
  const members = stored(
    s,
    through,
    sql`figures_member_days`,
    sql`day, signup_day, domain, network, signups, activations`,
    (a, b) => memberEvents(a, b),
  );
  return rows(
    db,
    sql`with r as materialized (select * from ${members} u where ${onSite(s)} and u.day <= ${s.to}::date)
    select x.d::text as sday, null::text as cday, x.k, x.o, x.n, 0 as a, 0 as confirmed
      from (select case when u.day >= ${s.since}::date then u.day end as d, ${key(s)}, sum(u.signups)::int as n
              from r u where u.signups > 0 group by 1, 2, 3) x
    union all
    select null, x.d::text, x.k, x.o, 0, x.n, 0
      from (select u.day as d, ${key(s)}, sum(u.activations)::int as n
              from r u where u.activations > 0 and u.day >= ${s.from}::date group by 1, 2, 3) x
    union all
    select x.d::text, null, x.k, x.o, 0, 0, x.n
      from (select u.signup_day as d, ${key(s)}, sum(u.activations)::int as n
              from r u where u.activations > 0 and u.signup_day between ${s.from}::date and ${s.to}::date
             group by 1, 2, 3) x`,
  );
}

/**
 * Buyer and money rows as `buyerFigures` answers them (same kinds, sets, `g` values and columns;
 * `d` a date): the buyers from `figures_buyers` and those whose first order was paid after
 * `through`, the money from `figures_money_days` and the live days. Counts are hash aggregates;
 * only the medians sort, over the buyers who signed up in the range. Two statements on two
 * connections at once (the first buyers and the money; the signup cohorts with their medians),
 * so that both cores work on the slowest part of a request.
 */
export async function rollupBuyerFigures(db: Db, s: Scope, through: string): Promise<Row[]> {
  const live = liveDays(s, through);
  const buyerColumns = sql`user_id, signup_at, first_paid_at, signup_day, first_paid_day, hours, domain, network`;
  const storedBuyers = sql`select ${buyerColumns} from figures_buyers where first_paid_at < ${localMidnight(addDays(through, 1))}`;
  const allBuyers = live
    ? sql`(${storedBuyers} union all select ${buyerColumns} from ${buyerEvents(live.a, live.b)} e)`
    : sql`(${storedBuyers})`;
  const money = stored(
    s,
    through,
    sql`figures_money_days`,
    sql`day, signup_month, domain, network, cents, ex_vat`,
    (a, b) => moneyEvents(a, b),
  );
  const start = rangeStart(s);
  const month = (day: SQL) => sql`(extract(year from ${day}) * 12 + extract(month from ${day}))::int`;
  const none = sql`null::int as pm, null::int as sm, null::bigint as cents, null::bigint as ex_vat`;
  const [days, periodSource, period, perSource, all] = [
    BUYER_SETS.days,
    BUYER_SETS.periodSource,
    BUYER_SETS.period,
    BUYER_SETS.source,
    BUYER_SETS.all,
  ].map((g) => sql.raw(String(g)));
  /** The buyers of the range's scope whose first order was paid before its end, and `where`. */
  const buyers = (where: SQL) => sql`
      select u.signup_at, u.first_paid_at, u.signup_day, u.first_paid_day, u.hours, ${key(s)} from ${allBuyers} u
       where u.first_paid_at < ${rangeEnd(s)} and ${onSite(s)} and ${where}`;
  const [firstBuyersAndMoney, cohorts] = await Promise.all([
    rows(
      db,
      sql`select 'b' as kind, 'f' as t, x.d::text as d, null::text as p, x.k, x.o, ${days} as g, x.n, null::float8 as hours, ${none}
      from (select first_paid_day as d, k, o, count(*)::int as n
              from (${buyers(sql`u.first_paid_at >= ${start}`)}) b group by 1, 2, 3) x
    union all
    select 'm', null, y.d::text, null, y.k, y.o, grouping(y.d, y.k, y.o, y.pm, y.sm), null, null,
           y.pm, y.sm, sum(y.cents)::bigint, sum(y.ex_vat)::bigint
      from (select u.day as d, ${key(s)}, ${month(sql`u.day`)} as pm,
                   case when u.signup_month >= ${s.since}::date then ${month(sql`u.signup_month`)} end as sm, u.cents, u.ex_vat
              from ${money} u
             where u.day between ${s.since}::date and ${s.to}::date and ${onSite(s)}) y
     group by grouping sets ((y.d, y.k, y.o), (y.pm, y.sm))`,
    ),
    rows(
      db,
      sql`with cohort as materialized (
      select date_trunc(${sql.raw(`'${s.group}'`)}, signup_day::timestamp)::date as p, signup_day, hours, k, o
        from (${buyers(sql`u.signup_at >= ${start}`)}) b)
    select 'b' as kind, 'c' as t, x.d::text as d, null::text as p, x.k, x.o, ${days} as g, x.n, null::float8 as hours, ${none}
      from (select signup_day as d, k, o, count(*)::int as n from cohort group by 1, 2, 3) x
    union all
    select 'b', null, null, x.p::text, x.k, x.o,
           case when grouping(x.p) = 1 then case when grouping(x.k) = 1 then ${all} else ${perSource} end
                else case when grouping(x.k) = 1 then ${period} else ${periodSource} end end,
           count(*)::int, percentile_cont(0.5) within group (order by x.hours), ${none}
      from cohort x
     group by grouping sets ((x.p, x.k, x.o), (x.p), (x.k, x.o), ())`,
    ),
  ]);
  return [...firstBuyersAndMoney, ...cohorts];
}

/** Paid-message rows as `messageDays` answers them (`day` a day of the range, not its period). */
export function rollupMessageDays(db: Db, s: Scope, through: string): Promise<Row[]> {
  const messages = stored(
    s,
    through,
    sql`figures_message_days`,
    sql`day, domain, network, messages, credits`,
    (a, b) => messageEvents(a, b),
  );
  return rows(
    db,
    sql`select u.day::text as day, ${key(s)}, sum(u.messages)::int as messages, sum(u.credits)::bigint as credits
      from ${messages} u
     where u.day between ${s.from}::date and ${s.to}::date and ${onSite(s)}
     group by 1, 2, 3`,
  );
}
