import { type FIGURE_GROUPS, FIGURES_TIME_ZONE } from '@common/schemas/figures';
import { TZDate } from '@date-fns/tz';

/** A preset period of the dashboard. */
export type Preset = 'last_30_days' | 'this_month' | 'last_12_months';
/** The presets, in the order of the picker. */
export const PRESETS: readonly Preset[] = ['last_30_days', 'this_month', 'last_12_months'];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today's calendar date in the site's time zone (the figures count Amsterdam days). */
export function todayInSiteZone(now: number = Date.now()): string {
  return iso(new TZDate(now, FIGURES_TIME_ZONE));
}

/** The first and last day and the grouping of a preset, ending today (Amsterdam). */
export function presetRange(
  preset: Preset,
  now: number = Date.now(),
): { from: string; to: string; group: (typeof FIGURE_GROUPS)[number] } {
  const today = todayInSiteZone(now);
  if (preset === 'this_month') return { from: `${today.slice(0, 7)}-01`, to: today, group: 'day' };
  if (preset === 'last_12_months') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(y, m - 1 - 11, 1));
    return { from: start.toISOString().slice(0, 10), to: today, group: 'month' };
  }
  return { ...lastDays(30, now), group: 'day' };
}

/**
 * The last `days` calendar days in the site's time zone, today included: `{from, to}` as
 * `YYYY-MM-DD` (the operator figures' default week). A browser elsewhere than Amsterdam, or one
 * on UTC just after Amsterdam's midnight, still ends on Amsterdam's today, the day the figures count.
 */
export function lastDays(days: number, now: number = Date.now()): { from: string; to: string } {
  const today = todayInSiteZone(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1, d - (days - 1)));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** A `YYYY-MM-DD` date as the `Date` at noon UTC, so that formatting shows that calendar day anywhere. */
export const dayDate = (day: string) => `${day}T12:00:00Z`;
