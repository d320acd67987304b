/**
 * Discount codes in the back office (issue "Back office" §5; SPEC §3 discount code): list, create,
 * change and deactivate codes. The checkout applies every rule (`discount-rules.ts` `checkCode`);
 * this file only keeps the rows right: percentages in basis points, amounts in cents, the member
 * found by id or e-mail. Codes are never deleted (orders name them). Functions run in the
 * caller's transaction, where the route writes the audit entry.
 */
import { TIME_BONUS_CODE } from '@common/constants';
import { MAX_DB_ID } from '@common/schemas/ids';
import type { AdminDiscountCode, DiscountCodeBody, DiscountCodePatch } from '@common/schemas/pricing-admin';
import { and, asc, count, eq, inArray, notLike } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountCodes, orders } from '../../db/schema/payments.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { accountByEmail, memberAccount, memberAccounts } from '../auth/accounts.ts';
import { type CodeRow, normalizeCode, presentCode } from './discount-rules.ts';

/** Personal codes made by the delete dialog (`STAY-…`) are many and not listed. */
const PERSONAL_PREFIX = 'STAY-';
/** The most codes listed. */
const LIST_LIMIT = 500;
/** Orders whose code counts as used. */
const USED = ['paid', 'refunded', 'charged_back'] as const;

/** `row` as the back office shows it at `now`, with its member's e-mail and its use. */
function present(row: CodeRow, now: Date, email: string | null, redemptions: number): AdminDiscountCode {
  const { seconds_left: _, ...code } = presentCode(row, now);
  return { ...code, user_email: email, welcome: row.welcome, redemptions };
}

/** Answer `rows` as shown: the members' e-mails and the used counts in two queries. */
async function presentAll(db: Db | Tx, rows: CodeRow[], now: Date): Promise<AdminDiscountCode[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const [accounts, used] = await Promise.all([
    memberAccounts(db, userIds),
    db
      .select({ code: orders.discountCode, n: count() })
      .from(orders)
      .where(
        and(
          inArray(
            orders.discountCode,
            rows.map((row) => row.code),
          ),
          inArray(orders.status, [...USED]),
        ),
      )
      .groupBy(orders.discountCode),
  ]);
  const counts = new Map(used.map((row) => [row.code, row.n]));
  return rows.map((row) =>
    present(
      row,
      now,
      row.userId === null ? null : (accounts.get(row.userId)?.email ?? null),
      counts.get(row.code) ?? 0,
    ),
  );
}

/** The codes staff made (not the personal `STAY-` codes), by code, at most 500. */
export async function listDiscountCodes(db: Db | Tx, now: Date): Promise<AdminDiscountCode[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(notLike(discountCodes.code, `${PERSONAL_PREFIX}%`))
    .orderBy(asc(discountCodes.code))
    .limit(LIST_LIMIT);
  return presentAll(db, rows, now);
}

/** Code `code` (as typed) as shown, or AppError not_found. */
export async function discountCodeByCode(db: Db | Tx, code: string, now: Date): Promise<AdminDiscountCode> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeCode(code)));
  if (!row) throw new AppError('not_found');
  const [shown] = await presentAll(db, [row], now);
  if (!shown) throw new AppError('not_found');
  return shown;
}

/** The member a code is for: id digits or an e-mail address; validation on `user` when unknown. */
async function memberOf(db: Db | Tx, user: string): Promise<number> {
  const account = /^\d{1,10}$/.test(user)
    ? Number(user) <= MAX_DB_ID
      ? await memberAccount(db, Number(user))
      : null
    : await accountByEmail(db, user);
  if (!account) throw fieldError({ user: 'validation.unknown_member' });
  return account.id;
}

/** The stored columns of the rules in `patch` (only those given); checks member and expiry. */
async function columnsOf(
  db: Db | Tx,
  patch: DiscountCodePatch,
  now: Date,
  currentExpiry: Date | null,
): Promise<Partial<typeof discountCodes.$inferInsert>> {
  const set: Partial<typeof discountCodes.$inferInsert> = {};
  if (patch.value_percentage !== undefined) set.valueBasisPoints = Math.round(patch.value_percentage * 100);
  if (patch.country !== undefined) set.country = patch.country;
  if (patch.user !== undefined) set.userId = patch.user ? await memberOf(db, patch.user) : null;
  if (patch.currency !== undefined) set.currency = patch.currency;
  if (patch.payment_methods !== undefined) set.paymentMethods = patch.payment_methods;
  if (patch.minimum_order_value !== undefined) set.minimumOrderValueCents = patch.minimum_order_value;
  if (patch.validity !== undefined) set.validity = patch.validity;
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.expires !== undefined) {
    const expires = patch.expires === null ? null : new Date(patch.expires);
    // A new expiry must lie ahead; keeping the current one (even past) is allowed.
    if (expires && expires.getTime() !== currentExpiry?.getTime() && expires <= now)
      throw fieldError({ expires: 'validation.expiry_past' });
    set.expiresAt = expires;
  }
  return set;
}

/**
 * Create a code (`POST /api/admin/discount-codes`) at `now`; absent rules do not restrict, the
 * code is once per user and active unless said. Throws validation on `code` (taken, or the
 * built-in time bonus), `user` (unknown member) and `expires` (past). Answers it.
 */
export async function createDiscountCode(
  tx: Db | Tx,
  body: DiscountCodeBody,
  now: Date,
): Promise<AdminDiscountCode> {
  const code = normalizeCode(body.code);
  if (code === TIME_BONUS_CODE || code.startsWith(PERSONAL_PREFIX))
    throw fieldError({ code: 'validation.discount_code_taken' });
  const { code: _, ...rules } = body;
  const columns = await columnsOf(tx, rules, now, null);
  const rows = await tx
    .insert(discountCodes)
    .values({ valueBasisPoints: 0, ...columns, code })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  const [row] = rows;
  if (!row) throw fieldError({ code: 'validation.discount_code_taken' });
  return present(row, now, await emailOf(tx, row.userId), 0);
}

async function emailOf(db: Db | Tx, userId: number | null): Promise<string | null> {
  return userId === null ? null : ((await memberAccount(db, userId))?.email ?? null);
}

/**
 * Change code `code` (`PUT /api/admin/discount-codes/:code`): the given rules, `status`
 * inactive to deactivate. Orders already placed keep their discount. Answers the code before
 * and after; AppError not_found, validation as `createDiscountCode`.
 */
export async function updateDiscountCode(
  tx: Db | Tx,
  code: string,
  patch: DiscountCodePatch,
  now: Date,
): Promise<{ before: AdminDiscountCode; after: AdminDiscountCode }> {
  const normalized = normalizeCode(code);
  const [current] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalized))
    .for('update');
  if (!current) throw new AppError('not_found');
  const before = await discountCodeByCode(tx, normalized, now);
  const columns = await columnsOf(tx, patch, now, current.expiresAt);
  if (Object.keys(columns).length > 0)
    await tx.update(discountCodes).set(columns).where(eq(discountCodes.code, normalized));
  return { before, after: await discountCodeByCode(tx, normalized, now) };
}
