/** Login with the SPEC §4 login block (see `login-attempts.ts` for the rules under attack). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  assertNotBlockedAfterFailure,
  forgetFailures,
  releaseAttempt,
  reserveAttempt,
} from './login-attempts.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

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

  return {
    /**
     * SPEC §7 `POST /api/user.php` login. Answers the user id and a new session token (the
     * session is rotated: `previousSession` is ended). Throws login_blocked with `minutes`,
     * rate_limited with `seconds` (`login-attempts.ts`), login_failed, account_banned (with the ban's `reason` when known) or account_deleted.
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
      // Reserved before the (slow) check, so parallel attempts cannot pass the limits together.
      const attempt = await reserveAttempt(db, user.id, ctx.ip, site, clock.now());
      if (!(await verifyPassword(user.passwordHash, password))) {
        await assertNotBlockedAfterFailure(db, user.id, ctx.ip, site, clock.now());
        throw new AppError('login_failed');
      }
      await releaseAttempt(db, attempt);
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
      await forgetFailures(db, user.id, ctx.ip);
      if (previousSession) await sessions.end(previousSession);
      const token = await sessions.create(user.id, ctx);
      await db.update(users).set({ lastActiveAt: clock.now() }).where(eq(users.id, user.id));
      return { userId: user.id, token };
    },
  };
}
