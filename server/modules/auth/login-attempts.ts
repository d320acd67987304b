/**
 * Login attempts under attack (SPEC §4 login block; ASVS 6.3, NIST SP 800-63B 5.2.2). Every attempt
 * at a known account is reserved as a `login_failures` row before its password is checked and
 * deleted again when the password was right, so the limits below count checks that are running
 * too: parallel requests cannot pass a limit together.
 *
 * - An address is blocked for an account after `login_max_attempts` failures on it within
 *   `login_block_minutes` (the SPEC §4 block), and for every account after
 *   `addressFailureCap(site)` failures on any within that time.
 * - An account with `ACCOUNT_HOURLY_FAILURE_CAP` failures within the hour blocks the addresses
 *   that failed on it; an address that did not may still try, one every `accountDelaySeconds`
 *   (1 to 30 seconds, growing with the failures), so a member's right password from a new
 *   address gets in while a stranger's guesses cannot lock the account.
 */
import type { SiteSettings } from '@common/schemas/settings';
import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';

/** Failures on one account from all addresses within an hour before it blocks the addresses that failed. */
export const ACCOUNT_HOURLY_FAILURE_CAP = 50;

/** Failures from one address on all accounts within `login_block_minutes` before it is blocked (at least). */
export const ADDRESS_FAILURE_CAP = 20;

/** The longest wait between password checks of an account over its cap from new addresses (seconds). */
export const ACCOUNT_MAX_DELAY_S = 30;

const HOUR_MS = 3_600_000;

/** The settings the rules read (SPEC §3 site settings). */
type LoginSettings = Pick<SiteSettings, 'login_max_attempts' | 'login_block_minutes'>;

/** Failures on one address from all accounts that block it: `ADDRESS_FAILURE_CAP`, or 4 accounts' worth. */
export function addressFailureCap(site: LoginSettings): number {
  return Math.max(ADDRESS_FAILURE_CAP, 4 * site.login_max_attempts);
}

/** Seconds between checks from new addresses of an account with `failures` in the hour (1 at the cap, +1 per failure over it, at most 30). */
export function accountDelaySeconds(failures: number): number {
  return Math.min(ACCOUNT_MAX_DELAY_S, 1 + Math.max(0, failures - ACCOUNT_HOURLY_FAILURE_CAP));
}

/** What the failures counted for an attempt say (times in milliseconds since the epoch). */
export interface AttemptCounts {
  /** Failures of this address on this account within `login_block_minutes`, and the last one's time. */
  pair: { n: number; last: number | null };
  /** Failures of this address on any account within `login_block_minutes`, and the last one's time. */
  address: { n: number; last: number | null };
  /** Failures on this account within the hour, the last one's time, and when the count falls below the cap. */
  account: { n: number; last: number | null; belowCapAt: number | null };
  /** The last failure of this address on this account within the hour, or null: a new address. */
  pairInHour: number | null;
}

/** Why an attempt may not check a password: blocked for `minutes`, or to wait `seconds`; null when it may. */
export type AttemptHold =
  | { code: 'login_blocked'; minutes: number }
  | { code: 'rate_limited'; seconds: number };

/**
 * The rules of this file as a pure function of `counts` at `now` (milliseconds): the hold of the
 * first rule that applies (address on account, address, account), else null. Minutes and seconds
 * are rounded up, at least 1.
 */
export function attemptHold(counts: AttemptCounts, site: LoginSettings, now: number): AttemptHold | null {
  const blockMs = site.login_block_minutes * 60_000;
  const blocked = (until: number): AttemptHold => ({
    code: 'login_blocked',
    minutes: Math.max(1, Math.ceil((until - now) / 60_000)),
  });
  if (counts.pair.n >= site.login_max_attempts && counts.pair.last !== null) {
    return blocked(counts.pair.last + blockMs);
  }
  if (counts.address.n >= addressFailureCap(site) && counts.address.last !== null) {
    return blocked(counts.address.last + blockMs);
  }
  const { account } = counts;
  if (account.n < ACCOUNT_HOURLY_FAILURE_CAP || account.last === null) return null;
  if (counts.pairInHour !== null) {
    return blocked(Math.min(account.belowCapAt ?? now, counts.pairInHour + HOUR_MS));
  }
  const next = account.last + accountDelaySeconds(account.n) * 1000;
  if (now < next) return { code: 'rate_limited', seconds: Math.max(1, Math.ceil((next - now) / 1000)) };
  return null;
}

/** Throw the AppError of `hold` (login_blocked with `minutes`, rate_limited with `seconds`). */
function raise(hold: AttemptHold): never {
  if (hold.code === 'login_blocked') throw new AppError('login_blocked', { minutes: hold.minutes });
  throw new AppError('rate_limited', { seconds: hold.seconds });
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);

/** Count the failures the rules read for account `userId` and address `ip` at `now`. */
async function countAttempts(
  db: Db | Tx,
  userId: number,
  ip: string,
  site: LoginSettings,
  now: number,
): Promise<AttemptCounts> {
  const blockStart = new Date(now - site.login_block_minutes * 60_000);
  const hourStart = new Date(now - HOUR_MS);
  const stats = { n: count(), last: max(loginFailures.at) };
  const [[pair], [address], [account], [pairInHour]] = await Promise.all([
    db
      .select(stats)
      .from(loginFailures)
      .where(
        and(eq(loginFailures.userId, userId), eq(loginFailures.ip, ip), gt(loginFailures.at, blockStart)),
      ),
    db
      .select(stats)
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, blockStart))),
    db
      .select(stats)
      .from(loginFailures)
      .where(and(eq(loginFailures.userId, userId), gt(loginFailures.at, hourStart))),
    db
      .select({ last: max(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.userId, userId), eq(loginFailures.ip, ip), gt(loginFailures.at, hourStart)),
      ),
  ]);
  const accountN = account?.n ?? 0;
  let belowCapAt: number | null = null;
  if (accountN >= ACCOUNT_HOURLY_FAILURE_CAP) {
    // The count falls below the cap when the (n - cap + 1)-th oldest failure leaves the hour.
    const [oldest] = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.userId, userId), gt(loginFailures.at, hourStart)))
      .orderBy(asc(loginFailures.at), asc(loginFailures.id))
      .offset(accountN - ACCOUNT_HOURLY_FAILURE_CAP)
      .limit(1);
    belowCapAt = oldest ? oldest.at.getTime() + HOUR_MS : null;
  }
  return {
    pair: { n: pair?.n ?? 0, last: time(pair?.last) },
    address: { n: address?.n ?? 0, last: time(address?.last) },
    account: { n: accountN, last: time(account?.last), belowCapAt },
    pairInHour: time(pairInHour?.last),
  };
}

/**
 * Reserve an attempt of address `ip` at account `userId` at `now` before its password is checked:
 * one transaction holds the account's and then the address's advisory lock, applies the rules
 * (`attemptHold`) to the failures and reserved attempts, and stores the attempt as a failure.
 * Answers the reserved row's id (`release` it when the password was right). Throws login_blocked
 * with `minutes` or rate_limited with `seconds`, reserving nothing.
 */
export async function reserveAttempt(
  db: Db,
  userId: number,
  ip: string,
  site: LoginSettings,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Always the account first, then the address: two attempts never wait for each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x6c6f67}::int, ${userId}::int)`);
    await tx.execute(sql`select pg_advisory_xact_lock(${0x6c6970}::int, hashtext(${ip}))`);
    const hold = attemptHold(await countAttempts(tx, userId, ip, site, now.getTime()), site, now.getTime());
    if (hold) raise(hold);
    const [row] = await tx
      .insert(loginFailures)
      .values({ userId, ip, at: now })
      .returning({ id: loginFailures.id });
    if (!row) throw new Error('login attempt not reserved');
    return row.id;
  });
}

/**
 * After a wrong password of address `ip` at account `userId` (its reserved row stays as the
 * failure): throws login_blocked with `minutes` when that failure blocked the address; returns
 * otherwise (the caller answers login_failed).
 */
export async function assertNotBlockedAfterFailure(
  db: Db,
  userId: number,
  ip: string,
  site: LoginSettings,
  now: Date,
): Promise<void> {
  const hold = attemptHold(await countAttempts(db, userId, ip, site, now.getTime()), site, now.getTime());
  if (hold?.code === 'login_blocked') raise(hold);
}

/** Remove reserved attempt `id`: its password was right, so it was no failure. */
export async function releaseAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Forget the failures of address `ip` at account `userId` after its successful login. */
export async function forgetFailures(db: Db, userId: number, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.userId, userId), eq(loginFailures.ip, ip)));
}
