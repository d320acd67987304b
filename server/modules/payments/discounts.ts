import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, like, or } from 'drizzle-orm';
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

/** A stay discount (offered instead of deleting the account) is valid this long (seconds): 7 days. */
export const STAY_DISCOUNT_TTL_S = 7 * 86_400;

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
     * SPEC §2 delete dialog, "discount" alternative: a personal once-per-user code worth `percent`
     * (the site's `delete_discount`) for `member`, valid `STAY_DISCOUNT_TTL_S` from `now`. A member
     * who asks again while their code is unspent and valid gets the same code. Answers the code
     * object (as `GET /api/discountcode.php` answers it). Throws code_used when they spent it.
     */
    async stayDiscount(member: DiscountMember, percent: number, now: Date): Promise<CheckedCode> {
      const [existing] = await db
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.userId, member.id),
            like(discountCodes.code, 'STAY-%'),
            eq(discountCodes.status, 'active'),
            gt(discountCodes.expiresAt, now),
          ),
        )
        .limit(1);
      let code = existing?.code;
      if (!code) {
        code = `STAY-${randomBytes(5).toString('hex').toUpperCase()}`;
        await db.insert(discountCodes).values({
          code,
          userId: member.id,
          valueBasisPoints: Math.round(percent * 100),
          expiresAt: new Date(now.getTime() + STAY_DISCOUNT_TTL_S * 1000),
          validity: 'once-per-user',
        });
      }
      return checkCode(await codesFor(member, code), code, member, now);
    },

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
