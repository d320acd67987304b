/**
 * Calendar arithmetic of the business figures on `YYYY-MM-DD` dates (local days of the site's
 * time zone; computed on UTC midnights, which have no daylight-saving gaps).
 */

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS);
}

/** The first day of `date`'s month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` after the month of `date`. */
export function addMonths(date: string, months: number): string {
  const d = new Date(toTime(monthStart(date)));
  d.setUTCMonth(d.getUTCMonth() + months);
  return toDate(d.getTime());
}

/** The Monday of `date`'s ISO week. */
export function weekStart(date: string): string {
  const weekday = (new Date(toTime(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * The periods from `from` to `to` (both included) grouped by `unit`, as the first day of each,
 * the same keys the SQL's `date_trunc` gives (the first and last period may be partial).
 */
export function periodsOf(from: string, to: string, unit: 'day' | 'week' | 'month'): string[] {
  const periods: string[] = [];
  let current = unit === 'day' ? from : unit === 'week' ? weekStart(from) : monthStart(from);
  while (current <= to) {
    periods.push(current);
    current =
      unit === 'day' ? addDays(current, 1) : unit === 'week' ? addDays(current, 7) : addMonths(current, 1);
  }
  return periods;
}

/** The first day of the period of `unit` that `day` falls in (the key `periodsOf` lists). */
export function periodOfDay(day: string, unit: 'day' | 'week' | 'month'): string {
  return unit === 'day' ? day : unit === 'week' ? weekStart(day) : monthStart(day);
}
