import { and, eq } from 'drizzle-orm';
import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, TIME_BONUS_WINDOW_S } from '../../../common/constants.ts';
import type { ApiDiscountCode } from '../../../common/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { discountCodes, discountRedemptions, orders, profiles, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

type CodeRow = typeof discountCodes.$inferSelect;

/** What a discount needs to know of the member. */
export interface DiscountMember {
  id: number;
  paidUser: boolean;
  signupDate: Date;
  country: string;
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

/** Orders whose hold on a once-per-user code means the code is spent. */
const SPENDING = new Set(['paid', 'refunded', 'charged_back']);

/**
 * SPEC §4, §9 time bonus: seconds left of the 14400 s window after signup for a member who has
 * not paid, else 0.
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
const TIME_BONUS_ROW: CodeRow = {
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

/** SPEC §3 discount code object. */
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

/** The price after a discount, in cents, rounded to the nearest cent. */
export function discounted(amountCents: number, basisPoints: number): number {
  return Math.round((amountCents * (10_000 - basisPoints)) / 10_000);
}

/** Discount codes (SPEC §3, issue: buying credits §5, §6). */
export function createDiscounts(db: Db) {
  /** Whether the member has spent a once-per-user code (held by a paid, refunded or charged-back order). */
  async function spent(executor: Db | Tx, code: string, userId: number): Promise<boolean> {
    const [held] = await executor
      .select({ status: orders.status })
      .from(discountRedemptions)
      .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
      .where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.userId, userId)));
    return held !== undefined && SPENDING.has(held.status);
  }

  async function row(code: string): Promise<CodeRow | null> {
    if (code === TIME_BONUS_CODE) return TIME_BONUS_ROW;
    const [found] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
    return found ?? null;
  }

  return {
    spent,

    /** The member as discounts see them (paid, signup date, profile country). Throws authentication_required. */
    async memberOf(userId: number): Promise<DiscountMember & { status: string; credits: number }> {
      const [found] = await db
        .select({
          id: users.id,
          paidUser: users.paidUser,
          signupDate: users.signupDate,
          status: users.status,
          credits: users.credits,
          country: profiles.country,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!found) throw new AppError('authentication_required');
      return found;
    },

    /**
     * Check `code` for `member` (and, when given, the order): SPEC §3 status, user, country,
     * expiry, once-per-user validity, currency, minimum order value and payment methods. The time
     * bonus applies only within its window. Throws code_not_found (unknown, inactive, someone
     * else's, the time bonus outside its window), code_used (spent once-per-user code) and
     * validation on `discount_code` with the rule that fails. Answers the code object.
     */
    async check(code: string, member: DiscountMember, now: Date, order?: DiscountOrder) {
      const normalized = code.trim().toUpperCase();
      const found = await row(normalized);
      if (found?.status !== 'active') throw new AppError('code_not_found');
      if (found.userId !== null && found.userId !== member.id) throw new AppError('code_not_found');
      let secondsLeft: number | null = null;
      if (normalized === TIME_BONUS_CODE) {
        secondsLeft = timeBonusSecondsLeft(member, now);
        if (secondsLeft === 0) throw new AppError('code_not_found');
      }
      if (found.validity === 'once-per-user' && (await spent(db, normalized, member.id)))
        throw new AppError('code_used');
      if (found.expiresAt && found.expiresAt.getTime() <= now.getTime())
        throw fieldError({ discount_code: 'discount.expired' });
      if (found.country && found.country !== member.country)
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
          code: normalized,
          basisPoints: found.valueBasisPoints,
          oncePerUser: found.validity === 'once-per-user',
        } satisfies Discount,
      };
    },

    /**
     * SPEC §3 "the active discount is the time bonus if present, otherwise the welcome discount
     * code": the one that applies to the member now (and to the order, when given), or null.
     * Members who have paid get neither: both are for the first purchase.
     */
    async active(member: DiscountMember, now: Date, order?: DiscountOrder) {
      const welcome = await db
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(and(eq(discountCodes.welcome, true), eq(discountCodes.status, 'active')));
      // Both are welcome offers: for the first purchase, so never for a member who has paid.
      if (member.paidUser) return null;
      for (const code of [TIME_BONUS_CODE, ...welcome.map((w) => w.code)]) {
        try {
          return await this.check(code, member, now, order);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return null;
    },
  };
}

export type Discounts = ReturnType<typeof createDiscounts>;
