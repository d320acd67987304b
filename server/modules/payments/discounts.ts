import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions, orders } from '../../db/schema/payments.ts';
import {
  type CheckedCode,
  checkCode,
  chooseDiscount,
  type DiscountCodes,
  type DiscountMember,
  type DiscountOrder,
  normalizeCode,
} from './discount-rules.ts';

/** Orders whose hold on a once-per-user code means the code is spent. */
const SPENDING = ['paid', 'refunded', 'charged_back'] as const;

/**
 * Discount codes (SPEC §3, issue: buying credits §5, §6): loads what the rules of
 * `discount-rules.ts` decide from (the codes, the welcome codes, the member's spent codes) and
 * asks them. The member comes from the caller (`buyers.ts`); this file reads only payments' tables.
 */
export function createDiscounts(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The codes `member` may be offered or has entered: the stored row of `entered` (when given),
   * the active welcome codes, and the once-per-user codes the member has spent. Two queries.
   */
  async function codesFor(
    member: Pick<DiscountMember, 'id'>,
    entered?: string | null,
  ): Promise<DiscountCodes> {
    const isWelcome = and(eq(discountCodes.welcome, true), eq(discountCodes.status, 'active'));
    const [rows, spent] = await Promise.all([
      db
        .select()
        .from(discountCodes)
        .where(entered ? or(isWelcome, eq(discountCodes.code, entered)) : isWelcome),
      db
        .select({ code: discountRedemptions.code })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(and(eq(discountRedemptions.userId, member.id), inArray(orders.status, [...SPENDING]))),
    ]);
    return {
      rows: new Map(rows.map((row) => [row.code, row])),
      welcome: rows.filter((row) => row.welcome && row.status === 'active').map((row) => row.code),
      spent: new Set(spent.map((row) => row.code)),
    };
  }

  return {
    codesFor,

    /**
     * Check `code` (as typed) for `member` at `now` and, when given, for the order (SPEC §3 rules,
     * see `checkCode`). Throws code_not_found, code_used and validation on `discount_code`.
     * Answers the code object and the discount.
     */
    async check(
      code: string,
      member: DiscountMember,
      now: Date,
      order?: DiscountOrder,
    ): Promise<CheckedCode> {
      const normalized = normalizeCode(code);
      return checkCode(await codesFor(member, normalized), normalized, member, now, order);
    },

    /**
     * The discount an order of `member` at `now` gets (see `chooseDiscount`): `entered` (normalized;
     * its rule errors are thrown), else the active discount (time bonus, else a welcome code;
     * never for members who have paid), else null.
     */
    async choose(
      entered: string | null | undefined,
      member: DiscountMember,
      now: Date,
      order?: DiscountOrder,
    ): Promise<CheckedCode | null> {
      return chooseDiscount({ ...(await codesFor(member, entered)), entered, member, now, order });
    },
  };
}

/** The discount codes as wired in server/app.ts (`app.deps.discounts`). */
export type Discounts = ReturnType<typeof createDiscounts>;
