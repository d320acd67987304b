/** Login with the SPEC §4 login block (per address and per account). */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { DomainSettings } from '../settings/service.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

/** Failed logins per account from all addresses within an hour before the account is held. */
export const ACCOUNT_HOURLY_FAILURE_CAP = 50;

const HOUR_MS = 3_600_000;

/** Build the login use case: `login`. */
export function createLogin(deps: {
  db: Db;
  clock: Clock;
  sessions: Pick<SessionStore, 'create' | 'end'>;
  /** Called for a login with the right password to a deleted account, before account_deleted. */
  onDeletedLogin?: ((userId: number) => Promise<boolean>) | undefined;
  /** The written reason of member `userId`'s ban (moderation), sent with account_banned; null when none is known. */
  banReason?: ((userId: number) => Promise<string | null>) | undefined;
}) {
  const { db, clock, sessions } = deps;

  /** Minutes (rounded up, at least 1) from now until `until` (milliseconds since the epoch). */
  const minutesUntil = (until: number) => Math.max(1, Math.ceil((until - clock.now().getTime()) / 60_000));

  /**
   * Throws login_blocked with `minutes` when account `userId` is held for address `ip`
   * (login_max_attempts failures within login_block_minutes) or overall (the hourly cap).
   */
  async function assertNotBlocked(userId: number, ip: string, site: DomainSettings['settings']) {
    const now = clock.now().getTime();
    const windowStart = new Date(now - site.login_block_minutes * 60_000);
    const [perAddress] = await db
      .select({ n: count(), last: sql<string>`max(${loginFailures.at})` })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.userId, userId), eq(loginFailures.ip, ip), gt(loginFailures.at, windowStart)),
      );
    if (perAddress && perAddress.n >= site.login_max_attempts && perAddress.last) {
      const until = new Date(perAddress.last).getTime() + site.login_block_minutes * 60_000;
      throw new AppError('login_blocked', { minutes: minutesUntil(until) });
    }
    const [overall] = await db
      .select({ n: count(), first: sql<string>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.userId, userId), gt(loginFailures.at, new Date(now - HOUR_MS))));
    if (overall && overall.n >= ACCOUNT_HOURLY_FAILURE_CAP && overall.first) {
      throw new AppError('login_blocked', {
        minutes: minutesUntil(new Date(overall.first).getTime() + HOUR_MS),
      });
    }
  }

  return {
    /**
     * SPEC §7 `POST /api/user.php` login. Answers the user id and a new session token (the
     * session is rotated: `previousSession` is ended). Throws login_blocked with `minutes`,
     * login_failed, account_banned (with the ban's `reason` when known) or account_deleted.
     */
    async login(
      email: string,
      password: string,
      ctx: RequestContext,
      previousSession?: string,
    ): Promise<{ userId: number; token: string }> {
      const site = ctx.site.settings;
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      if (!user) {
        // As slow as a wrong password, so the answer time tells nobody who is a member.
        await verifyPassword(await dummyHash, password);
        throw new AppError('login_failed');
      }
      await assertNotBlocked(user.id, ctx.ip, site);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await db.insert(loginFailures).values({ userId: user.id, ip: ctx.ip, at: clock.now() });
        await assertNotBlocked(user.id, ctx.ip, site);
        throw new AppError('login_failed');
      }
      if (user.status === 'banned') {
        // Issue "Back office": the ban page shows the reason (only after the right password).
        const reason = (await deps.banReason?.(user.id)) ?? null;
        throw new AppError('account_banned', reason ? { reason } : {});
      }
      if (user.status === 'deleted') {
        // SPEC §8: a fresh reactivation link (`link_sent` false when the hourly limit held it back).
        const sent = await deps.onDeletedLogin?.(user.id);
        throw new AppError('account_deleted', { link_sent: sent === true });
      }
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.userId, user.id), eq(loginFailures.ip, ctx.ip)));
      if (previousSession) await sessions.end(previousSession);
      const token = await sessions.create(user.id, ctx);
      await db.update(users).set({ lastActiveAt: clock.now() }).where(eq(users.id, user.id));
      return { userId: user.id, token };
    },
  };
}
