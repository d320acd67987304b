/**
 * Spending limits members set themselves (issue "Safety" §5; docs/safety.md "Spending limits"):
 * the constants and the shapes of `/api/spending-limit` and `/api/spending-statement`. Money is
 * integer euro cents.
 */
import { z } from 'zod';

/** A raise or a removal of the limit takes effect this long after it was asked (72 hours), in seconds. */
export const SPENDING_LIMIT_RAISE_DELAY_S = 72 * 3600;

/** Months are calendar months in this time zone (the site's, where the company books its sales). */
export const SPENDING_TIME_ZONE = 'Europe/Amsterdam';

/** The highest limit a member may choose: €10,000 a month, in cents. */
export const SPENDING_LIMIT_MAX_CENTS = 1_000_000;

/** How many calendar months the statement lists, this one included. */
export const SPENDING_STATEMENT_MONTHS = 12;

/** `PUT /api/spending-limit` body: the monthly limit in cents, 0 up to €10,000; null removes it. */
export const spendingLimitBody = z.object({
  limit_cents: z
    .number({ message: 'validation.spending_limit' })
    .int({ message: 'validation.spending_limit' })
    .min(0, { message: 'validation.spending_limit' })
    .max(SPENDING_LIMIT_MAX_CENTS, { message: 'validation.spending_limit' })
    .nullable(),
});
export type SpendingLimitBody = z.infer<typeof spendingLimitBody>;

/** The member's limit as `GET /api/spending-limit` answers it. */
export const spendingLimitAnswer = z.object({
  limit_cents: z.number().int().nullable().describe('the monthly limit in cents; null: none'),
  pending: z
    .object({
      limit_cents: z.number().int().nullable().describe('the limit it sets; null: the limit goes'),
      effective_at: z.string().describe('ISO 8601: when the raise takes effect'),
    })
    .nullable()
    .describe('a raise or removal waiting 72 hours'),
  spent_cents: z.number().int().describe('spent this calendar month (Europe/Amsterdam), refunds given back'),
  left_cents: z
    .number()
    .int()
    .nullable()
    .describe('what may still be spent this month; null without a limit'),
  resets_on: z.string().describe('YYYY-MM-DD: the first day of next month, when the month starts again'),
  time_zone: z.string(),
});
export type SpendingLimitAnswer = z.infer<typeof spendingLimitAnswer>;

/** One line of the statement: a purchase (`order`) or money given back (`refund`). */
export const spendingLine = z.object({
  kind: z.enum(['order', 'refund']),
  order_id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  credits: z.number().int(),
  amount_cents: z.number().int().describe('cents; positive for both kinds'),
  method: z.string(),
});
export type SpendingLine = z.infer<typeof spendingLine>;

/** `GET /api/spending-statement`: this month and the months before it, newest first. */
export const spendingStatementAnswer = z.object({
  time_zone: z.string(),
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      spent_cents: z.number().int(),
      refunded_cents: z.number().int(),
      total_cents: z.number().int().describe('spent minus refunded'),
      lines: z.array(spendingLine),
    }),
  ),
});
export type SpendingStatementAnswer = z.infer<typeof spendingStatementAnswer>;
