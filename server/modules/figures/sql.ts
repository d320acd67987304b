/**
 * SQL fragments of the business figures (see ./queries.ts): the range's bounds, the local day an
 * instant falls in (`dayBounds`), the traffic-source key of a member, the member and site filters and the VAT
 * rate of an order's country. Read-only reporting over other modules' tables (module header in
 * ./queries.ts); identifiers are written out because the figures import no schema file.
 */
import { FIGURES_TIME_ZONE, type FiguresQuery } from '@common/schemas/figures';
import { VAT_BASIS_POINTS } from '@common/vat';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What one request asks: the validated query; `since`, the first day (`YYYY-MM-DD`) counted day
 * by day (the first cohort month's first day, never after `from`); when split by a source, the
 * values shown apart (`top`, the rest is "other"); and the accounts of fictional profiles
 * (`fictional`, never members in the figures).
 */
export interface Scope extends FiguresQuery {
  since: string;
  top: string[];
  fictional: number[];
}

/** Midnight at the start of `date` (`YYYY-MM-DD`) in the site's time zone, as a timestamptz. */
export const localMidnight = (date: string): SQL =>
  sql`((${date}::date)::timestamp at time zone ${FIGURES_TIME_ZONE})`;
/** The range's first instant: `from` at 00:00 in the site's time zone. */
export const rangeStart = (s: Scope): SQL => localMidnight(s.from);
/** The instant after the range: the day after `to` at 00:00 in the site's time zone. */
export const rangeEnd = (s: Scope): SQL =>
  sql`((${s.to}::date + 1)::timestamp at time zone ${FIGURES_TIME_ZONE})`;
/** `column` from midnight of `since` (default the range's start) up to the range's end (half-open, index friendly). */
export const inRange = (column: SQL, s: Scope, since: string = s.from): SQL =>
  sql`${column} >= ${localMidnight(since)} and ${column} < ${rangeEnd(s)}`;

/** The raw source value of member `u` for the split (`''` when the member has none). */
export function sourceOf(s: Pick<Scope, 'by'>): SQL {
  if (s.by === 'none') return sql`null::text`;
  if (s.by === 'site') return sql`u.domain`;
  return sql`coalesce(u.tracking ->> ${sql.raw(`'${s.by}'`)}, '')`;
}

/**
 * The source key and "other" flag of member `u` (columns `k`, `o`): the value when it is one of
 * `top`, else null with `o` true. Without a split: null and false. `source`: the raw value
 * (default `sourceOf(s)`; the rollups pass their own column).
 */
export function sourceKey(s: Scope, source: SQL = sourceOf(s)): SQL {
  if (s.by === 'none') return sql`null::text as k, false as o`;
  const member =
    s.top.length === 0
      ? sql`false`
      : sql`${source} in (${sql.join(
          s.top.map((v) => sql`${v}`),
          sql`, `,
        )})`;
  return sql`case when ${member} then ${source} end as k, not (${member}) as o`;
}

/** Members only: not staff, not the account of a fictional profile. */
export const isMember = (s: Pick<Scope, 'fictional'>): SQL =>
  s.fictional.length === 0
    ? sql`u.role = 'member'`
    : sql`u.role = 'member' and u.id not in (${sql.join(
        s.fictional.map((id) => sql.raw(String(Math.trunc(id)))),
        sql`, `,
      )})`;

/** The member's site filter: every site, or `users.domain` equal to the requested one. */
export const onSite = (s: Pick<Scope, 'site'>): SQL =>
  s.site === 'all' ? sql`true` : sql`u.domain = ${s.site}`;

/** The VAT rate of `country` in basis points (common/vat.ts), as a SQL CASE. */
export function vatOf(country: SQL): SQL {
  const cases = Object.entries(VAT_BASIS_POINTS).map(
    ([code, bp]) => sql`when ${sql.raw(`'${code.replace(/[^A-Z]/g, '')}'`)} then ${sql.raw(String(bp))}`,
  );
  return sql`(case upper(${country}) ${sql.join(cases, sql` `)} else 0 end)`;
}

/** `cents` without VAT of `country`, rounded to whole cents (half away from zero). */
export const withoutVat = (cents: SQL, country: SQL): SQL =>
  sql`round((${cents}) * 10000.0 / (10000 + ${vatOf(country)}))`;

/** The first paid order of each member up to the range's end (CTE `first_paid`: `user_id`, `at`). */
export const firstPaid = (s: Scope): SQL =>
  sql`first_paid as (select user_id, min(paid_at) as at from orders where paid_at < ${rangeEnd(s)} group by user_id)`;

/**
 * Money in and out from midnight of `since` to the range's end, one row per order paid and per
 * reversal (`user_id`, `at`, `cents`, `ex_vat`; reversals negative), booked in the period it
 * happened. Orders record: a refund handled by support (`refunded_cents` at
 * `refund_processed_at`); a full refund at the provider without a request (status `refunded`, the
 * whole amount) and a chargeback (status `charged_back`, the amount not yet refunded), both at
 * `updated_at`, the order's last change (the orders table keeps no own date for them).
 */
export function moneyRows(s: Scope, since: string): SQL {
  const net = sql`r.amount_cents - coalesce(r.refunded_cents, 0)`;
  return sql`(
    select r.user_id, r.paid_at as at, r.amount_cents as cents, ${withoutVat(sql`r.amount_cents`, sql`r.country`)} as ex_vat
      from orders r
     where ${inRange(sql`r.paid_at`, s, since)}
    union all
    select r.user_id, r.refund_processed_at, -r.refunded_cents, -${withoutVat(sql`r.refunded_cents`, sql`r.country`)}
      from orders r
     where r.refunded_cents > 0 and ${inRange(sql`r.refund_processed_at`, s, since)}
    union all
    select r.user_id, r.updated_at, -(${net}), -${withoutVat(net, sql`r.country`)}
      from orders r
     where r.paid_at is not null
       and (r.status = 'charged_back' or (r.status = 'refunded' and r.refund_processed_at is null))
       and ${inRange(sql`r.updated_at`, s, since)}
  )`;
}

/** Whether a request needs the member's row for ledger rows (a site or a split). */
export const needsMember = (s: Scope): boolean => s.site !== 'all' || s.by !== 'none';

/**
 * The local midnights from `since` to the day after `to` as a timestamptz array (an InitPlan,
 * computed once per statement). `width_bucket(instant, dayBounds)` then gives an instant's local
 * day as an index (1 = `since`; 0 before it, past the end after the range) with a binary search,
 * far cheaper per row than converting every instant to the site's time zone.
 */
export const dayBounds = (s: Scope): SQL =>
  sql`(select array_agg((d::date)::timestamp at time zone ${FIGURES_TIME_ZONE} order by d)
         from generate_series(${s.since}::date, ${s.to}::date + 1, interval '1 day') d)`;

/** The local day (`date`) of a day index of `dayBounds`. */
export const dayOfIndex = (index: SQL, s: Scope): SQL => sql`(${s.since}::date + (${index} - 1))`;

/**
 * The first day of each period of the range (a `date[]`): `from`, then the first day of every
 * later week or month (every day when grouped by day).
 */
export const periodStarts = (s: Scope): SQL =>
  sql`(select array_agg(p order by p) from (
         select distinct greatest(date_trunc(${sql.raw(`'${s.group}'`)}, d)::date, ${s.from}::date) as p
           from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d) x)`;

/**
 * The local midnights that start each period, then the range's end (a timestamptz array):
 * `width_bucket(instant, periodBounds)` is the index in `periodStarts` of the instant's period.
 */
export const periodBounds = (s: Scope): SQL =>
  sql`(select array_agg((p::timestamp at time zone ${FIGURES_TIME_ZONE}) order by p) from (
         select unnest(${periodStarts(s)}) as p union all select ${s.to}::date + 1) x)`;
