/**
 * The business figures (issue "Back office" §6): `GET /api/admin/figures`, its query and its
 * answer, shared by the server route (`server/modules/figures`) and the dashboard
 * (`web/features/admin/figures`). Money in cents (EUR, the currency the site sells in), durations
 * in hours, dates as `YYYY-MM-DD` calendar days in the site's time zone (`FIGURES_TIME_ZONE`).
 */
import { z } from 'zod';

/** The time zone the figures count days, weeks and months in. */
export const FIGURES_TIME_ZONE = 'Europe/Amsterdam';
/** How periods are grouped: days, ISO weeks (Monday first) or calendar months. */
export const FIGURE_GROUPS = ['day', 'week', 'month'] as const;
/** The traffic source the series are split by (`users.tracking` keys, or the member's site). */
export const FIGURE_SPLITS = ['none', 'network', 'ref', 'sub1', 'sub2', 'sub3', 'site'] as const;
/** A longest range: 366 days grouped by day; about 5 years grouped by week or month. */
export const FIGURES_MAX_DAYS = { day: 366, week: 1830, month: 1830 } as const;
/** How many source values are shown apart; the rest are summed as "other". */
export const FIGURES_TOP_SOURCES = 20;
/** How many months after signup the cohort table shows, and how many cohorts at most. */
export const COHORT_MONTHS = 12;

/** A calendar date `YYYY-MM-DD` that exists. */
export const day = z
  .string({ message: 'validation.date_invalid' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date_invalid' })
  .refine(
    (value) => {
      // An impossible date (0000-00-00, 2026-02-30) is an invalid Date or rolls over to another day.
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    {
      message: 'validation.date_invalid',
    },
  );

/** Days from `from` to `to`, both included (`YYYY-MM-DD`). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * `GET /api/admin/figures` query. `from`/`to`: the first and last day, both included; `site`: a
 * domain (`users.domain`) or `all`; errors: `validation.period_order` on `to` before `from`,
 * `validation.period_too_long` on `to` beyond `FIGURES_MAX_DAYS` for the grouping.
 */
export const figuresQuery = z
  .object({
    from: day,
    to: day,
    site: z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(253)
      .regex(/^[a-z0-9.-]+$/, { message: 'validation.invalid' })
      .default('all'),
    group: z.enum(FIGURE_GROUPS, { message: 'validation.choose' }).default('day'),
    by: z.enum(FIGURE_SPLITS, { message: 'validation.choose' }).default('none'),
  })
  .superRefine((q, ctx) => {
    const days = daysInRange(q.from, q.to);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.period_order' });
    else if (days > FIGURES_MAX_DAYS[q.group])
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.period_too_long' });
  });
export type FiguresQuery = z.infer<typeof figuresQuery>;

/**
 * The figures of one period (or of the whole range) for one traffic source (or all of them).
 * - `signups`, `activations`: members who signed up / confirmed their address in the period.
 * - `cohort_confirmed`, `cohort_buyers`: of the members who signed up in the period, those who
 *   confirmed and those whose first paid order was paid before the end of the range.
 * - `activation_rate`, `conversion`: those two over `signups` (0–1; null without signups).
 * - `median_hours_to_first_purchase`: over `cohort_buyers`, from signup to the first paid order.
 * - `first_purchases`: members whose first paid order was paid in the period.
 * - `revenue_cents`, `revenue_ex_vat_cents`: orders paid in the period, less refunds and
 *   chargebacks booked in it; without VAT per order's country (common/vat.ts).
 * - `paid_messages`, `message_credits`: credit ledger rows `message` in the period and their credits.
 * - `members_to_date`: members who signed up up to the period's end; `arpu_cents`:
 *   `revenue_cents` over it (null without members).
 */
export const figureValues = z.object({
  signups: z.number().int(),
  activations: z.number().int(),
  cohort_confirmed: z.number().int(),
  cohort_buyers: z.number().int(),
  activation_rate: z.number().nullable(),
  conversion: z.number().nullable(),
  median_hours_to_first_purchase: z.number().nullable(),
  first_purchases: z.number().int(),
  revenue_cents: z.number().int(),
  revenue_ex_vat_cents: z.number().int(),
  paid_messages: z.number().int(),
  message_credits: z.number().int(),
  members_to_date: z.number().int(),
  arpu_cents: z.number().nullable(),
});
export type FigureValues = z.infer<typeof figureValues>;

/**
 * One traffic source's series: `source` is the value (null: members without one), `other` marks
 * the sum of the values beyond the top 20 (by signups in the range). `points` follow `periods`.
 */
export const figureSeries = z.object({
  source: z.string().nullable(),
  other: z.boolean(),
  points: z.array(figureValues),
  totals: figureValues,
});
export type FigureSeries = z.infer<typeof figureSeries>;

/**
 * One signup month's cohort: `members` who signed up in it, and `revenue_cents[k]` their revenue
 * (paid less reversed, incl. VAT) in the k-th month after it (0 = the signup month), up to the
 * range's end; null for months after it.
 */
export const cohortRow = z.object({
  month: z.string().describe('YYYY-MM'),
  members: z.number().int(),
  revenue_cents: z.array(z.number().int().nullable()),
});
export type CohortRow = z.infer<typeof cohortRow>;

/** `GET /api/admin/figures` answer. `periods`: each period's first day (`YYYY-MM-DD`). */
export const figuresAnswer = z.object({
  from: z.string(),
  to: z.string(),
  site: z.string(),
  group: z.enum(FIGURE_GROUPS),
  by: z.enum(FIGURE_SPLITS),
  time_zone: z.string(),
  currency: z.string(),
  periods: z.array(z.string()),
  points: z.array(figureValues),
  totals: figureValues,
  series: z.array(figureSeries),
  cohorts: z.array(cohortRow),
  sites: z.array(z.string()).describe('the domains with site settings, for the site picker'),
});
export type FiguresAnswer = z.infer<typeof figuresAnswer>;
