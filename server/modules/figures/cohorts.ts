/**
 * The signup cohort table of the business figures (issue "Back office" §6): for each signup month
 * (the calendar months in the site's time zone that overlap the range, the last `COHORT_MONTHS`),
 * its members and their revenue in each month after it, up to the range's end. Put together from
 * the rows of `memberDays` and `buyerFigures` (./members-pass.ts); no query of its own.
 */
import { COHORT_MONTHS, type CohortRow } from '@common/schemas/figures';
import { addMonths, monthStart } from './periods.ts';
import type { Row } from './queries.ts';

/** year × 12 + month of a `YYYY-MM-DD` date, as `buyerFigures` answers months in SQL. */
export function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
}

/** The first day of the oldest cohort month of a range: `from`'s month, at most `COHORT_MONTHS` before `to`'s. */
export function cohortStart(from: string, to: string): string {
  const oldest = addMonths(to, 1 - COHORT_MONTHS);
  return monthStart(from) > oldest ? monthStart(from) : oldest;
}

/**
 * The cohorts from `since` (a month's first day) to `to`, oldest first. `members`: the rows
 * of `memberDays` (`sday`, `n`); `money`: the cohort rows of `buyerFigures` (`pm`, `sm`, `cents`).
 * `revenue_cents[k]`: money of month k after the signup month (0 = the signup month), null after
 * the range's end.
 */
export function cohortTable(since: string, to: string, members: Row[], money: Row[]): CohortRow[] {
  const first = monthIndex(since);
  const last = monthIndex(to);
  const table = new Map<number, CohortRow>();
  for (let m = first; m <= last; m++) {
    const month = `${Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
    const open = Math.min(COHORT_MONTHS, last - m + 1);
    table.set(m, {
      month,
      members: 0,
      revenue_cents: Array.from({ length: COHORT_MONTHS }, (_, k) => (k < open ? 0 : null)),
    });
  }
  for (const r of members) {
    if (typeof r.sday !== 'string') continue;
    const row = table.get(monthIndex(r.sday));
    if (row) row.members += Number(r.n);
  }
  for (const r of money) {
    if (r.sm === null || r.sm === undefined) continue;
    const row = table.get(Number(r.sm));
    const k = Number(r.pm) - Number(r.sm);
    if (row && k >= 0 && k < COHORT_MONTHS && row.revenue_cents[k] !== null) {
      row.revenue_cents[k] = (row.revenue_cents[k] ?? 0) + Number(r.cents);
    }
  }
  return [...table.values()];
}
