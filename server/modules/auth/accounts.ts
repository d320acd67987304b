/**
 * The accounts module's API for other modules: the narrow functions through which they read and
 * change what `server/db/schema/accounts.ts` holds (users, sessions, tokens, push subscriptions).
 * No other module imports those tables (`npm run check` enforces it).
 */
import type { Role } from '@common/staff';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, tokens, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../lib/tokens.ts';

/** An account's status (SPEC §3 User `status`). */
export type AccountStatus = (typeof users.$inferSelect)['status'];

/**
 * What other modules may know of an account (SPEC §3 User): no password hash, no tracking, no
 * signup address. The balance is the credits module's (`credits/ledger.ts`), not here.
 */
export interface MemberAccount {
  id: number;
  email: string;
  status: AccountStatus;
  role: Role;
  /** SPEC §3 paid_user: bought credits at least once (set by `markPaid`). */
  paidUser: boolean;
  /** The member's saved language (a Locale code, 'nl' by default). */
  language: string;
  /** SPEC §3 invisible mode (premium). */
  invisible: boolean;
  signupDate: Date;
  lastActiveAt: Date;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  status: users.status,
  role: users.role,
  paidUser: users.paidUser,
  language: users.language,
  invisible: users.invisible,
  signupDate: users.signupDate,
  lastActiveAt: users.lastActiveAt,
};

/** The account `userId` (see `MemberAccount`), or null when there is none. Runs in `db` or a caller's `tx`. */
export async function memberAccount(db: Db | Tx, userId: number): Promise<MemberAccount | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The accounts of `userIds` by id (unknown ids are absent); one query. */
export async function memberAccounts(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, MemberAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The status of account `userId` (SPEC §3: not_confirmed, confirmed, deleted, banned), or null when there is none. */
export async function statusOf(db: Db | Tx, userId: number): Promise<AccountStatus | null> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status ?? null;
}

/**
 * SPEC §3 paid_user: mark the member as one who paid (a paid order, in the payment's `tx`).
 * Idempotent; nothing happens for an unknown id.
 */
export async function markPaid(tx: Db | Tx, userId: number): Promise<void> {
  await tx.update(users).set({ paidUser: true }).where(eq(users.id, userId));
}

/** The account with this e-mail address (compared lower-cased), or null. */
export async function accountByEmail(db: Db | Tx, email: string): Promise<MemberAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Confirm account `userId` at `now` when it is still not_confirmed (SPEC §4: the activation link,
 * a reset link or a confirmed e-mail change proves the address); other statuses stay. Runs in
 * `db` or a caller's `tx`.
 */
export async function confirmAccount(db: Db | Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'not_confirmed')));
}

/** SPEC §7 `PUT /api/user.php`: save member `userId`'s language (a Locale code). */
export async function setLanguage(db: Db | Tx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * Lock one member's `users` row inside `tx` until it ends: `update` (FOR UPDATE, excludes every
 * other lock and update of the row), `share` (FOR SHARE, conflicts with FOR UPDATE and with every
 * update of the row, e.g. the confirmation that releases held messages, but not with other shares)
 * or `key share` (FOR KEY SHARE, conflicts only with FOR UPDATE and key changes). Used to order a
 * send against a block and against the recipient's confirmation (SPEC §6, blocks' `lockPair`).
 * Answers the account as the lock found it (its latest committed version, which holds until `tx`
 * ends for what the lock excludes), or null when there is none; one query, throws nothing of its own.
 */
export async function lockAccount(
  tx: Tx,
  userId: number,
  strength: 'update' | 'share' | 'key share',
): Promise<MemberAccount | null> {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for(strength);
  return row ?? null;
}

/**
 * SPEC §4 invisible mode (`PUT /api/account/invisible`, members' own profile): set member
 * `userId`'s `invisible` flag. The search copy (`profiles.searchable`) follows by trigger.
 * Nothing happens for an unknown id.
 */
export async function setInvisible(db: Db | Tx, userId: number, invisible: boolean): Promise<void> {
  await db.update(users).set({ invisible }).where(eq(users.id, userId));
}

/**
 * An account to create outside signup (members' demo members and the README demo login): the
 * e-mail address (lower case), a password hash (`'!'` matches no password), the status and dates.
 */
export type NewAccount = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'status' | 'language' | 'signupDate' | 'confirmedAt' | 'lastActiveAt'
>;

/**
 * Insert `accounts` in one statement (in `db` or a caller's `tx`) and answer their new ids in
 * the same order. Throws what the database throws (e.g. an e-mail address taken).
 */
export async function createAccounts(db: Db | Tx, accounts: readonly NewAccount[]): Promise<number[]> {
  if (accounts.length === 0) return [];
  const rows = await db
    .insert(users)
    .values([...accounts])
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** A member's account as signup creates it (SPEC §4): not confirmed, with its signup facts. */
export type SignupAccount = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'passwordHash'
  | 'language'
  | 'domain'
  | 'tracking'
  | 'signupMessage'
  | 'signupIp'
  | 'signupDeviceId'
  | 'signupDate'
  | 'lastActiveAt'
>;

/**
 * Insert the account of a signup (in the caller's `tx`) and answer its id. Throws what the
 * database throws: a taken address violates `users_email_key`.
 */
export async function createSignupAccount(tx: Db | Tx, account: SignupAccount): Promise<number> {
  const [user] = await tx.insert(users).values(account).returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  return user.id;
}

/**
 * The status of the account whose one-time token of `kind` is `token` (the plain token, as in the
 * link), whether or not the token was used already; null when no such token exists.
 */
export async function statusByToken(
  db: Db | Tx,
  token: string,
  kind: (typeof tokens.$inferSelect)['kind'],
): Promise<AccountStatus | null> {
  const [row] = await db
    .select({ status: users.status })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.id, hashToken(token)), eq(tokens.kind, kind)))
    .limit(1);
  return row?.status ?? null;
}

/**
 * A prepared query (named `name`, built once per caller) reading member `userId`'s own account
 * fields (SPEC §3 User) and `extra`, a column another module computes from the user id (members'
 * profile summary): one query for `user.php`, which answers on every page load. Execute it with
 * `{ userId }`.
 */
export function ownAccountQuery<T>(db: Db, name: string, extra: (userId: AnyPgColumn) => SQL<T>) {
  return db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      credits: users.credits,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      language: users.language,
      notificationsDisabled: users.notificationsDisabled,
      role: users.role,
      extra: extra(users.id),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name);
}

/** Whether any account exists (seeding runs only on an empty database). */
export async function hasAccounts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Every account with a staff role (issue "Back office" staff page), by id; deleted accounts left out. */
export async function staffAccounts(db: Db | Tx): Promise<MemberAccount[]> {
  return db
    .select(accountColumns)
    .from(users)
    .where(and(ne(users.role, 'member'), ne(users.status, 'deleted')))
    .orderBy(users.id);
}

/**
 * Give the account with this e-mail address (compared lower-cased) the `role` (`npm run admin --
 * grant|revoke`, the back office's staff page). Answers false when there is no such account.
 */
export async function setRole(db: Db | Tx, email: string, role: Role): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * End the second-factor step of every session of account `userId` (`staff_verified_at` back to
 * null): after a change of role, the back office asks each session for a new code. Callers drop
 * the cached sessions afterwards.
 */
export async function endStaffVerification(db: Db | Tx, userId: number): Promise<void> {
  await db.update(sessions).set({ staffVerifiedAt: null }).where(eq(sessions.userId, userId));
}

/**
 * Moderation (issue "Back office" §2): ban account `userId` (status `banned`; search follows by
 * trigger) when it is `confirmed` or `not_confirmed`, or lift a ban (`banned: false`: back to
 * `confirmed` when it was ever confirmed, else `not_confirmed`) when it is `banned`. Answers
 * whether the status changed (false for an unknown account or a status that does not allow it).
 * Runs in `db` or the caller's `tx`; ending the sessions is the caller's.
 */
export async function setBanned(db: Db | Tx, userId: number, banned: boolean): Promise<boolean> {
  const rows = banned
    ? await db
        .update(users)
        .set({ status: 'banned' })
        .where(and(eq(users.id, userId), inArray(users.status, ['confirmed', 'not_confirmed'])))
        .returning({ id: users.id })
    : await db
        .update(users)
        .set({
          status: sql`case when ${users.confirmedAt} is null then 'not_confirmed' else 'confirmed' end`,
        })
        .where(and(eq(users.id, userId), eq(users.status, 'banned')))
        .returning({ id: users.id });
  return rows.length > 0;
}
