import type { FIGURE_GROUPS } from '@common/schemas/figures';
import type { Formatter } from '../../../lib/format';
import { dayDate } from './periods';

/**
 * A period's label in the staff member's language: the date of a day or of a week's Monday,
 * "maart 2026" for a month (through web/lib/format.ts).
 */
export function periodLabel(
  period: string,
  group: (typeof FIGURE_GROUPS)[number],
  format: Formatter,
): string {
  if (group !== 'month') return format.date(dayDate(period));
  return monthLabel(period.slice(0, 7), format);
}

/** "maart 2026" for `2026-03`. */
export function monthLabel(month: string, format: Formatter): string {
  const name = format.monthNames()[Number(month.slice(5, 7)) - 1] ?? month;
  return `${name} ${month.slice(0, 4)}`;
}

/** A ratio (0–1) as a percentage with one decimal at most, or a dash without one. */
export function percentOf(ratio: number | null, format: Formatter): string {
  return ratio === null ? '—' : format.percent(Math.round(ratio * 1000) / 10);
}
