/**
 * The business figures (issue "Back office" §6): `GET /api/admin/figures` put together from the
 * day-level aggregates of ./queries.ts. Read-only reporting; see ./queries.ts for the tables it
 * reads and how.
 */

import {
  FIGURES_TIME_ZONE,
  FIGURES_TOP_SOURCES,
  type FigureSeries,
  type FiguresAnswer,
  type FiguresQuery,
  type FigureValues,
} from '@common/schemas/figures';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { nudgeCounts } from '../chats/safety.ts';
import { cohortStart, cohortTable } from './cohorts.ts';
import { BUYER_SETS, buyerFigures, MONEY_SETS, memberDays } from './members-pass.ts';
import { periodOfDay, periodsOf } from './periods.ts';
import { fictionalAccounts, messageDays, type Row, siteDomains, topSources } from './queries.ts';
import {
  ROLLUP_SPLITS,
  rollupBuyerFigures,
  rollupMemberDays,
  rollupMessageDays,
  rollupTopSources,
} from './rollup-read.ts';
import { rolledThrough } from './rollups.ts';
import type { Scope } from './sql.ts';

/** The currency every amount of the figures is in (the site sells in euros). */
export const FIGURES_CURRENCY = 'EUR';

/** The additive figures of one group. */
interface Sums {
  signups: number;
  activations: number;
  cohortConfirmed: number;
  cohortBuyers: number;
  firstPurchases: number;
  revenueCents: number;
  revenueExVatCents: number;
  paidMessages: number;
  messageCredits: number;
}
const none = (): Sums => ({
  signups: 0,
  activations: 0,
  cohortConfirmed: 0,
  cohortBuyers: 0,
  firstPurchases: 0,
  revenueCents: 0,
  revenueExVatCents: 0,
  paidMessages: 0,
  messageCredits: 0,
});
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The answer's figures of one group from its sums, median and running member count. */
function values(sum: Sums, hours: number | null, membersToDate: number): FigureValues {
  return {
    signups: sum.signups,
    activations: sum.activations,
    cohort_confirmed: sum.cohortConfirmed,
    cohort_buyers: sum.cohortBuyers,
    activation_rate: ratio(sum.cohortConfirmed, sum.signups),
    conversion: ratio(sum.cohortBuyers, sum.signups),
    median_hours_to_first_purchase: hours,
    first_purchases: sum.firstPurchases,
    revenue_cents: sum.revenueCents,
    revenue_ex_vat_cents: sum.revenueExVatCents,
    paid_messages: sum.paidMessages,
    message_credits: sum.messageCredits,
    members_to_date: membersToDate,
    arpu_cents: membersToDate > 0 ? Math.round(sum.revenueCents / membersToDate) : null,
  };
}

/** The figures summed per `period|source` key, where either part may be `*` (all). */
class Table {
  readonly sums = new Map<string, Sums>();
  readonly hours = new Map<string, number | null>();
  /** Members who signed up before the range, per source and `*`. */
  readonly before = new Map<string, number>();
  constructor(private readonly range: { from: string; to: string; group: FiguresQuery['group'] }) {}

  /** Add `value` to `field` of the day's period and `source` (null: no split), and to the totals. */
  add(day: unknown, source: string | null, field: keyof Sums, value: unknown): void {
    if (typeof day !== 'string' || day < this.range.from || day > this.range.to) return;
    const period = periodOfDay(day, this.range.group);
    const keys = [`${period}|*`, '*|*'];
    if (source !== null) keys.push(`${period}|${source}`, `*|${source}`);
    for (const key of keys) {
      const sum = this.sums.get(key) ?? none();
      sum[field] += Number(value);
      this.sums.set(key, sum);
    }
  }

  /** One series (`*` all) over `periods`, with the running member count. */
  series(periods: string[], source: string): { points: FigureValues[]; totals: FigureValues } {
    let members = this.before.get(source) ?? 0;
    const points = periods.map((p) => {
      const sum = this.sums.get(`${p}|${source}`) ?? none();
      members += sum.signups;
      return values(sum, this.hours.get(`${p}|${source}`) ?? null, members);
    });
    const total = this.sums.get(`*|${source}`) ?? none();
    return { points, totals: values(total, this.hours.get(`*|${source}`) ?? null, members) };
  }
}

/** Where `readFigures` reads: `auto` the rollups when built and the split is one they keep, else the source tables. */
export type FiguresSource = 'auto' | 'direct';

/**
 * The figures of `query` (validated: range and grouping within `FIGURES_MAX_DAYS`). Split by a
 * source: the top 20 values by signups in the range apart, the rest summed as "other"; series
 * ordered by signups, "other" last. Read from the daily rollups (./rollup-read.ts) once they are
 * built and the split is none, network or site; else by the direct statements (./members-pass.ts,
 * money, paid messages), or always with `from` `direct`. Both answer the same figures (a test
 * compares them). The aggregate statements run at once.
 */
export async function readFigures(
  db: Db,
  query: FiguresQuery,
  from: FiguresSource = 'auto',
): Promise<FiguresAnswer> {
  const through = from === 'auto' && ROLLUP_SPLITS.includes(query.by) ? await rolledThrough(db) : null;
  const since = cohortStart(query.from, query.to);
  // The rollups left fictional accounts out when they were summed.
  const fictional = through === null ? await fictionalAccounts(db) : [];
  const base: Scope = { ...query, since, top: [], fictional };
  const top =
    query.by === 'none'
      ? []
      : through === null
        ? await topSources(db, base, FIGURES_TOP_SOURCES)
        : await rollupTopSources(db, base, through, FIGURES_TOP_SOURCES);
  const s: Scope = { ...base, top };
  const [members, buyers, messages, sites] = await Promise.all(
    through === null
      ? [memberDays(db, s), buyerFigures(db, s), messageDays(db, s), siteDomains(db)]
      : [
          rollupMemberDays(db, s, through),
          rollupBuyerFigures(db, s, through),
          rollupMessageDays(db, s, through),
          siteDomains(db),
        ],
  );
  const split = query.by !== 'none';
  const sourceOf = (r: Row) => (!split ? null : r.o ? 'o' : `v:${r.k ?? ''}`);
  const table = new Table(query);
  const addBefore = (source: string | null, n: number) => {
    for (const key of source ? ['*', source] : ['*']) table.before.set(key, (table.before.get(key) ?? 0) + n);
  };
  for (const r of members) {
    const source = sourceOf(r);
    // Direct rows count `n` members per signup and activation day; rollup rows give activations as `a`.
    table.add(r.cday, source, 'activations', r.a ?? r.n);
    if (Number(r.n) > 0 && (typeof r.sday !== 'string' || r.sday < query.from))
      addBefore(source, Number(r.n));
    table.add(r.sday, source, 'signups', r.n);
    table.add(r.sday, source, 'cohortConfirmed', r.confirmed);
  }
  const cohortMoney: Row[] = [];
  for (const r of buyers) {
    const g = Number(r.g);
    const source = sourceOf(r);
    const hours = r.hours === null || r.hours === undefined ? null : Math.round(Number(r.hours) * 10) / 10;
    if (r.kind === 'm') {
      if (g === MONEY_SETS.cohorts) cohortMoney.push(r);
      else if (g === MONEY_SETS.days) {
        table.add(r.d, source, 'revenueCents', r.cents);
        table.add(r.d, source, 'revenueExVatCents', r.ex_vat);
      }
    } else if (g === BUYER_SETS.days) {
      table.add(r.d, source, r.t === 'f' ? 'firstPurchases' : 'cohortBuyers', r.n);
    } else if (g === BUYER_SETS.periodSource && r.p && split) table.hours.set(`${r.p}|${source}`, hours);
    else if (g === BUYER_SETS.period && r.p) table.hours.set(`${r.p}|*`, hours);
    else if (g === BUYER_SETS.source && split) table.hours.set(`*|${source}`, hours);
    else if (g === BUYER_SETS.all) table.hours.set('*|*', hours);
  }
  for (const r of messages) {
    table.add(r.day, sourceOf(r), 'paidMessages', r.messages);
    table.add(r.day, sourceOf(r), 'messageCredits', r.credits);
  }
  const periods = periodsOf(query.from, query.to, query.group);
  const all = table.series(periods, '*');
  const series: FigureSeries[] = [];
  if (split) {
    const keys = top.map((v) => `v:${v}`);
    if (table.sums.has('*|o') || table.before.has('o')) keys.push('o');
    for (const key of keys) {
      series.push({
        source: key === 'o' ? null : key.slice(2) || null,
        other: key === 'o',
        ...table.series(periods, key),
      });
    }
  }
  return {
    from: query.from,
    to: query.to,
    site: query.site,
    group: query.group,
    by: query.by,
    time_zone: FIGURES_TIME_ZONE,
    currency: FIGURES_CURRENCY,
    periods,
    points: all.points,
    totals: all.totals,
    series,
    cohorts: cohortTable(since, query.to, members, cohortMoney),
    sites,
  };
}

/** The figures use case (`app.deps.figures`): `read` answers `readFigures` on the app's database. */
export function createFigures(deps: Pick<AppDeps, 'database'>) {
  return {
    read: (query: FiguresQuery) => readFigures(deps.database.db, query),
    /** The nudge counts of the local days `from`–`to` (YYYY-MM-DD, Europe/Amsterdam; docs/safety.md "Nudges"). */
    nudges: (from: string, to: string) => nudgeCounts(deps.database.db, from, to),
  };
}
