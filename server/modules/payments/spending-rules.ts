/**
 * The pure rules of spending limits members set themselves (issue "Safety" §5; docs/safety.md
 * "Spending limits"): the calendar month in the site's time zone, which limit holds at a moment,
 * and what a change does (lowering at once, raising or removing after 72 hours).
 */
import { SPENDING_LIMIT_RAISE_DELAY_S } from '@common/spending';
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { startOfMonth } from 'date-fns/startOfMonth';

/**
 * The calendar month in `timeZone` (IANA, e.g. "Europe/Amsterdam") that holds `now`, shifted by
 * `offset` months (-1: the month before): its first instant, the next month's first instant and
 * its name `YYYY-MM`.
 */
export function monthWindow(
  now: Date,
  timeZone: string,
  offset = 0,
): { start: Date; end: Date; month: string } {
  const start = addMonths(startOfMonth(new TZDate(now.getTime(), timeZone)), offset);
  const end = addMonths(start, 1);
  const month = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`;
  return { start: new Date(start.getTime()), end: new Date(end.getTime()), month };
}

/** The first day of the month after `now`'s in `timeZone`, as `YYYY-MM-DD` (when the limit starts again). */
export function resetDay(now: Date, timeZone: string): string {
  return `${monthWindow(now, timeZone, 1).month}-01`;
}

/** A stored limit: the limit in cents (null: none) and a change waiting until `pendingAt`. */
export interface LimitState {
  limitCents: number | null;
  pendingCents: number | null;
  pendingAt: Date | null;
}

/** No limit and nothing waiting (a member who never chose one). */
export const NO_LIMIT: LimitState = { limitCents: null, pendingCents: null, pendingAt: null };

/** `state` as it holds at `now`: a waiting change whose time has come becomes the limit. */
export function settled(state: LimitState, now: Date): LimitState {
  if (state.pendingAt && state.pendingAt.getTime() <= now.getTime())
    return { limitCents: state.pendingCents, pendingCents: null, pendingAt: null };
  return state;
}

/**
 * The state after the member asks for limit `wanted` (cents; null: no limit) at `now`. Setting a
 * first limit, lowering it or keeping it takes effect at once and drops a waiting raise; raising
 * or removing it waits `SPENDING_LIMIT_RAISE_DELAY_S` (72 hours) from `now`, the current limit
 * holding until then. Asking for "no limit" without one changes nothing but drops a waiting change.
 */
export function changeLimit(state: LimitState, wanted: number | null, now: Date): LimitState {
  const current = settled(state, now).limitCents;
  const atOnce = current === null || (wanted !== null && wanted <= current);
  if (atOnce) return { limitCents: wanted, pendingCents: null, pendingAt: null };
  return {
    limitCents: current,
    pendingCents: wanted,
    pendingAt: new Date(now.getTime() + SPENDING_LIMIT_RAISE_DELAY_S * 1000),
  };
}

/** What is left of `limitCents` this month after `spentCents` (never below 0); null without a limit. */
export function leftCents(limitCents: number | null, spentCents: number): number | null {
  return limitCents === null ? null : Math.max(0, limitCents - spentCents);
}
