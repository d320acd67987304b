/**
 * The discount rules as pure functions (SPEC §3 discount code, §4 and §9 time bonus; issue: buying
 * credits §5, §6): what a code is worth to a member for an order, and which discount an order
 * gets. No database and no clock: `discounts.ts` loads the rows and passes `now`.
 */
import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, TIME_BONUS_WINDOW_S } from '@common/constants';
import type { ApiDiscountCode } from '@common/payments';
import type { discountCodes } from '../../db/schema/payments.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

/** A discount code as stored (`discount_codes`): percentages in basis points, amounts in cents. */
export type CodeRow = typeof discountCodes.$inferSelect;

/**
 * What a discount needs to know of the member and the payment: id, paid before (SPEC §3
 * paid_user), signup date, and the country the payment is made from (SPEC §3 `paymentCountry`,
 * `payment-country.ts`; never the profile country, which the member edits).
 */
export interface DiscountMember {
  id: number;
  paidUser: boolean;
  signupDate: Date;
  paymentCountry: string;
}

/** An order's context for the rules that depend on it (SPEC §3 minimum order value, currency, methods). */
export interface DiscountOrder {
  amountCents: number;
  currency: string;
  /** The payment method, when chosen (a code limited to methods is checked only then). */
  method?: string;
}

/** A discount that applies: the code, its size in basis points (2500 = 25.0 %), once per member or not. */
export interface Discount {
  code: string;
  basisPoints: number;
  oncePerUser: boolean;
}

/** A code that applies: the SPEC §3 code object for the API, and the discount for the order. */
export interface CheckedCode {
  object: ApiDiscountCode;
  discount: Discount;
}

/**
 * SPEC §4, §9 time bonus: seconds left of the `TIME_BONUS_WINDOW_S` (14400 s) window after the
 * member's signup at `now` (whole seconds, rounded down), or 0 for a member who has paid and once
 * the window is over.
 */
export function timeBonusSecondsLeft(
  member: Pick<DiscountMember, 'paidUser' | 'signupDate'>,
  now: Date,
): number {
  if (member.paidUser) return 0;
  const age = Math.floor((now.getTime() - member.signupDate.getTime()) / 1000);
  return Math.max(0, TIME_BONUS_WINDOW_S - age);
}

/** The built-in time-bonus code as a row: 25.0 %, active, once per user, other fields empty (SPEC §3). */
export const TIME_BONUS_ROW: CodeRow = {
  code: TIME_BONUS_CODE,
  country: null,
  userId: null,
  expiresAt: null,
  valueBasisPoints: TIME_BONUS_PERCENTAGE * 100,
  currency: null,
  minimumOrderValueCents: null,
  status: 'active',
  validity: 'once-per-user',
  paymentMethods: [],
  welcome: false,
};

/** A code as members type it, as stored: trimmed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** SPEC §3 discount code object for `row` at `now`; `secondsLeft` only for the time bonus. */
export function presentCode(row: CodeRow, now: Date, secondsLeft: number | null = null): ApiDiscountCode {
  const percentage = row.valueBasisPoints / 100;
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt?.toISOString() ?? null,
    value_percentage: percentage,
    percentage: `${percentage.toFixed(1)}%`,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValueCents,
    status: row.status,
    validity: row.validity,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    paymentmethods: row.paymentMethods,
    seconds_left: secondsLeft,
  };
}

/** The price after a discount of `basisPoints` (2500 = 25.0 %), in cents, rounded to the nearest cent. */
export function discounted(amountCents: number, basisPoints: number): number {
  return Math.round((amountCents * (10_000 - basisPoints)) / 10_000);
}

/** What `checkCode` and `chooseDiscount` decide from: the member's codes as loaded by `discounts.ts`. */
export interface DiscountCodes {
  /** Stored codes by code: at least the entered one (when stored) and the active welcome codes. */
  rows: ReadonlyMap<string, CodeRow>;
  /** The active welcome codes (SPEC §3 `WELKOM10`), in the order they are tried. */
  welcome: readonly string[];
  /** Once-per-user codes the member has spent (held by a paid, refunded or charged-back order). */
  spent: ReadonlySet<string>;
}

/**
 * Check code `code` (normalized) for `member` at `now` and, when given, for the order: SPEC §3
 * status, user, the time bonus's window, once-per-user validity (not in `codes.spent`), expiry,
 * country, currency, minimum order value and payment methods, in that order. `codes.rows` holds
 * the stored row of `code` (the time bonus is built in). Throws code_not_found (unknown,
 * inactive, someone else's), code_used (spent once-per-user code, the time bonus included) and
 * validation on `discount_code` with the rule that fails (the time bonus: `discount.first_purchase`
 * for a member who has paid, `discount.expired` after its window). Answers the code object and
 * the discount.
 */
export function checkCode(
  codes: DiscountCodes,
  code: string,
  member: DiscountMember,
  now: Date,
  order?: DiscountOrder,
): CheckedCode {
  const found = code === TIME_BONUS_CODE ? TIME_BONUS_ROW : (codes.rows.get(code) ?? null);
  if (found?.status !== 'active') throw new AppError('code_not_found');
  if (found.userId !== null && found.userId !== member.id) throw new AppError('code_not_found');
  let secondsLeft: number | null = null;
  if (code === TIME_BONUS_CODE) {
    // The time bonus is the first purchase's: spent, for a member who paid without it, or after
    // its window, each says so rather than "does not exist".
    if (codes.spent.has(code)) throw new AppError('code_used');
    if (member.paidUser) throw fieldError({ discount_code: 'discount.first_purchase' });
    secondsLeft = timeBonusSecondsLeft(member, now);
    if (secondsLeft === 0) throw fieldError({ discount_code: 'discount.expired' });
  }
  if (found.validity === 'once-per-user' && codes.spent.has(code)) throw new AppError('code_used');
  if (found.expiresAt && found.expiresAt.getTime() <= now.getTime())
    throw fieldError({ discount_code: 'discount.expired' });
  if (found.country && found.country !== member.paymentCountry)
    throw fieldError({ discount_code: 'discount.wrong_country' });
  if (order) {
    if (found.currency && found.currency !== order.currency)
      throw fieldError({ discount_code: 'discount.wrong_currency' });
    if (found.minimumOrderValueCents !== null && order.amountCents < found.minimumOrderValueCents) {
      throw fieldError(
        { discount_code: 'discount.minimum' },
        {
          minimum: (found.minimumOrderValueCents / 100).toFixed(2),
          currency: found.currency ?? order.currency,
        },
      );
    }
    if (order.method && found.paymentMethods.length > 0 && !found.paymentMethods.includes(order.method))
      throw fieldError({ discount_code: 'discount.wrong_method' });
  }
  return {
    object: presentCode(found, now, secondsLeft),
    discount: {
      code,
      basisPoints: found.valueBasisPoints,
      oncePerUser: found.validity === 'once-per-user',
    },
  };
}

/**
 * Which discount an order gets (SPEC §3 "the active discount is the time bonus if present,
 * otherwise the welcome discount code"; issue: buying credits §5): the code the member entered
 * (checked strictly: its rule errors are thrown as `checkCode` throws them), else the first of the
 * time bonus and the welcome codes that applies, else null. Members who have paid get no automatic
 * discount: both are for the first purchase (an entered code still applies by its own rules).
 */
export function chooseDiscount(
  input: DiscountCodes & {
    /** The code the member entered (normalized), or nothing/empty for the automatic choice. */
    entered?: string | null | undefined;
    member: DiscountMember;
    now: Date;
    order?: DiscountOrder;
  },
): CheckedCode | null {
  const check = (code: string) => checkCode(input, code, input.member, input.now, input.order);
  if (input.entered) return check(input.entered);
  if (input.member.paidUser) return null;
  for (const code of [TIME_BONUS_CODE, ...input.welcome]) {
    try {
      return check(code);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return null;
}
