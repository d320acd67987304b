/**
 * The member and buyer figures of the business figures (see ./queries.ts for the module's notes),
 * in two statements that run at once:
 * - `memberDays`: ONE plain scan of `users` (confirmed_at has no index, so activations need it
 *   anyway) counting signups per day from `since`, activations per day in the range and the
 *   members who signed up before `since`;
 * - `buyerFigures`: the members with a paid order, read once (`buyers`: each first paid order
 *   with its member, fetched by primary key in id order: a few per cent of the members, so
 *   cheaper than a scan of them all) and used for first purchases, cohort buyers, the median hours to the first
 *   purchase and the money per day, source and signup cohort.
 * Days are indexes of `dayBounds` (1 = `since`), answered as `YYYY-MM-DD`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Row, rows } from './queries.ts';
import {
  dayBounds,
  dayOfIndex,
  firstPaid,
  inRange,
  isMember,
  moneyRows,
  onSite,
  rangeEnd,
  rangeStart,
  type Scope,
  sourceKey,
} from './sql.ts';

/**
 * Members per signup day (`sday`, from `since`; null before it), day of activation in the range
 * (`cday`, null when none) and source (`k`, `o`): `n`, and `confirmed` (before the range's end).
 */
export function memberDays(db: Db, s: Scope): Promise<Row[]> {
  return rows(
    db,
    sql`with bounds as (select ${dayBounds(s)} as b)
    select ${dayOfIndex(sql`x.sday`, s)}::text as sday, ${dayOfIndex(sql`x.cday`, s)}::text as cday, x.k, x.o,
           x.n::int as n, x.confirmed::int as confirmed
      from (select nullif(width_bucket(u.signup_date, (select b from bounds)), 0) as sday,
                   case when ${inRange(sql`u.confirmed_at`, s)} then width_bucket(u.confirmed_at, (select b from bounds)) end as cday,
                   ${sourceKey(s)}, count(*) as n, count(*) filter (where u.confirmed_at < ${rangeEnd(s)}) as confirmed
              from users u
             where u.signup_date < ${rangeEnd(s)} and ${isMember(s)} and ${onSite(s)}
             group by 1, 2, 3, 4) x`,
  );
}

/** `grouping(t, d, p, k, o)` of the buyers' sets (kind `b`). */
export const BUYER_SETS = {
  /**
   * Per day and source: `t` `f` first purchases (`d` the day of the first paid order), `t` `c`
   * members who signed up in the range and bought before its end (`d` the signup day).
   */
  days: 4,
  /** Medians per period and source, per period, per source and in all (`p` the period). */
  periodSource: 24,
  period: 27,
  source: 28,
  all: 31,
} as const;
/** `grouping(d, k, o, pm, sm)` of the money's sets (kind `m`): per day and source; per money and signup month. */
export const MONEY_SETS = { days: 3, cohorts: 28 } as const;

/**
 * Rows of kind `b` (`g` one of `BUYER_SETS`; `t` as there, `d` a day, `p` a period, `n` members, `hours` the
 * median hours from signup to first paid order of the members who signed up in the range) and of
 * kind `m` (`g` one of `MONEY_SETS`; `d` the day, `pm`/`sm` the month of the money and of the
 * signup as year × 12 + month, `cents` and `ex_vat` paid less reversed).
 */
export function buyerFigures(db: Db, s: Scope): Promise<Row[]> {
  const start = rangeStart(s);
  const day = (column: ReturnType<typeof sql>) => sql`width_bucket(${column}, (select b from bounds))`;
  const period = sql`to_char(date_trunc(${sql.raw(`'${s.group}'`)}, ${dayOfIndex(day(sql`signup_date`), s)}), 'YYYY-MM-DD')`;
  return rows(
    db,
    sql`with ${firstPaid(s)},
    bounds as (
      select ${dayBounds(s)} as b,
             (select array_agg((extract(year from d) * 12 + extract(month from d))::int order by d)
                from generate_series(${s.since}::date, ${s.to}::date, interval '1 day') d) as m),
    money as materialized ${moneyRows(s, s.since)},
    buyers as materialized (
      select b.user_id, b.at, m.signup_date, m.k, m.o
        from (select * from first_paid
               where at >= ${start} or user_id in (select user_id from money) order by user_id) b
        cross join lateral (select u.signup_date, ${sourceKey(s)} from users u
                             where u.id = b.user_id and ${isMember(s)} and ${onSite(s)} offset 0) m)
    select 'b' as kind, x.t, ${dayOfIndex(sql`x.d`, s)}::text as d, x.p, x.k, x.o, grouping(x.t, x.d, x.p, x.k, x.o) as g,
           count(*)::int as n, percentile_cont(0.5) within group (order by x.hours) filter (where x.p is not null) as hours,
           null::int as pm, null::int as sm, null::bigint as cents, null::bigint as ex_vat
      from (select 'f' as t, ${day(sql`at`)} as d, null::text as p, k, o, null::float8 as hours
              from buyers where at >= ${start}
            union all
            select 'c', ${day(sql`signup_date`)}, ${period}, k, o, extract(epoch from at - signup_date)::float8 / 3600
              from buyers where signup_date >= ${start}) x
     group by grouping sets ((x.t, x.d, x.k, x.o), (x.p, x.k, x.o), (x.p), (x.k, x.o), ())
    union all
    select 'm', null, ${dayOfIndex(sql`y.d`, s)}::text, null, y.k, y.o, grouping(y.d, y.k, y.o, y.pm, y.sm), null, null,
           y.pm, y.sm, sum(y.cents)::bigint, sum(y.ex_vat)::bigint
      from (select ${day(sql`m.at`)} as d, bu.k, bu.o, (select m from bounds)[${day(sql`m.at`)}] as pm,
                   (select m from bounds)[${day(sql`bu.signup_date`)}] as sm, m.cents, m.ex_vat
              from money m join buyers bu on bu.user_id = m.user_id) y
     group by grouping sets ((y.d, y.k, y.o), (y.pm, y.sm))`,
  );
}
