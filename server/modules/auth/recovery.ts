/**
 * Getting back in and keeping the account's keys: activation mail again, password reset, password
 * change and e-mail change (API.md `POST /api/activation/resend`, `/api/password-reset[/do]`,
 * `PUT /api/account/password`, `POST /api/account/email`, `POST /api/mail-change/do`; SPEC §4-§5).
 */

import { ACTIVATION_TTL_S, PASSWORD_RESET_TTL_S } from '@common/constants';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { loginFailures, tokens, users } from '../../db/schema/accounts.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Bus } from '../realtime/bus.ts';
import { accountByEmail, confirmAccount, memberAccount } from './accounts.ts';
import { type ActivationDeps, sendActivation } from './activation.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

/** Reset mails per account per hour; further requests answer the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

/** Build the recovery use cases (see the file's docstring). Every method throws AppError with API.md codes. */
export function createRecovery(
  deps: ActivationDeps & { sessions: Pick<SessionStore, 'endAll' | 'forget'>; bus: Pick<Bus, 'publish'> },
) {
  const { db, clock, mailer, publicUrl } = deps;

  /**
   * After commit: the ended sessions leave this process's session cache, and through the bus
   * every other process's, and their open sockets close (issue: chat, realtime).
   */
  async function announceEnded(userId: number, sessionIds: string[]): Promise<void> {
    deps.sessions.forget(sessionIds);
    await deps.bus.publish({ userIds: [userId], sessionIds, event: { type: 'session_ended', data: {} } });
  }

  /** The full account row of `userId` (with the password hash); throws authentication_required when gone. */
  async function accountRow(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError('authentication_required');
    return user;
  }

  /** After a password change or reset: the `password_changed` notice, with the reset page for a member who did not. */
  async function mailPasswordChanged(userId: number) {
    const account = await memberAccount(db, userId);
    if (!account) return;
    await mailer.send({
      to: account.email,
      kind: 'password_changed',
      locale: account.language,
      link: `${publicUrl}/reset-password`,
    });
  }

  return {
    /** API.md `POST /api/activation/resend`: a new activation mail for a not_confirmed member. */
    async resendActivation(userId: number): Promise<void> {
      const user = await memberAccount(db, userId);
      if (user?.status !== 'not_confirmed') return;
      await sendActivation(deps, user.id, user.email, user.language);
    },

    /**
     * API.md `POST /api/password-reset`: mails a one-time link (256 bits, 30 minutes) when the
     * address belongs to an account; answers the same either way, so nobody learns who is a member.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await accountByEmail(db, email);
      if (!user || user.status === 'banned') return;
      const [recent] = await db
        .select({ n: count() })
        .from(tokens)
        .where(
          and(
            eq(tokens.userId, user.id),
            eq(tokens.kind, 'password_reset'),
            gte(tokens.createdAt, new Date(clock.now().getTime() - 3_600_000)),
          ),
        );
      if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;
      const token = await issueToken(db, clock.now(), {
        userId: user.id,
        kind: 'password_reset',
        ttlSeconds: PASSWORD_RESET_TTL_S,
      });
      await mailer.send({
        to: user.email,
        kind: 'password_reset',
        locale: user.language,
        link: `${publicUrl}/reset-password/do?token=${token}`,
        params: { minutes: PASSWORD_RESET_TTL_S / 60 },
      });
    },

    /**
     * API.md `POST /api/password-reset/do`: sets the new password, ends every session and mails
     * the `password_changed` notice.
     * Throws validation (weak password) or link_expired (unknown, used or expired link).
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const problem = await passwordProblem(password);
      if (problem) throw fieldError({ password: problem });
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const row = await consumeToken(tx, clock.now(), token, 'password_reset');
        if (!row) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
        // The link proves the address: an unconfirmed account is confirmed by it.
        await confirmAccount(tx, row.userId, clock.now());
        await tx
          .update(tokens)
          .set({ usedAt: clock.now() })
          .where(
            and(eq(tokens.userId, row.userId), eq(tokens.kind, 'password_reset'), isNull(tokens.usedAt)),
          );
        const ended = await deps.sessions.endAll(row.userId, undefined, tx);
        await tx.delete(loginFailures).where(eq(loginFailures.userId, row.userId));
        return { userId: row.userId, ended };
      });
      if (!done) throw new AppError('link_expired');
      await announceEnded(done.userId, done.ended);
      await mailPasswordChanged(done.userId);
    },

    /**
     * API.md `PUT /api/account/password`: throws validation with SPEC §5 texts (passwords differ,
     * old password wrong, weak); ends every other session of the member and mails the
     * `password_changed` notice.
     */
    async changePassword(
      userId: number,
      sessionId: string,
      body: { old_password: string; password: string; password_repeat: string },
    ): Promise<void> {
      const user = await accountRow(userId);
      if (body.password !== body.password_repeat) {
        throw fieldError({ password_repeat: 'validation.passwords_differ' });
      }
      if (!(await verifyPassword(user.passwordHash, body.old_password))) {
        throw fieldError({ old_password: 'validation.old_password_wrong' });
      }
      const problem = await passwordProblem(body.password, [user.email]);
      if (problem) throw fieldError({ password: problem });
      const passwordHash = await hashPassword(body.password);
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        return deps.sessions.endAll(userId, sessionId, tx);
      });
      await announceEnded(userId, ended);
      await mailPasswordChanged(userId);
    },

    /**
     * API.md `POST /api/account/email`: mails a confirmation link to the new address and a notice
     * to the old one. Throws validation (same address) or email_taken ("Dit e-mailadres heeft al
     * een account op deze site.").
     */
    async requestEmailChange(userId: number, email: string): Promise<void> {
      const user = await memberAccount(db, userId);
      if (!user) throw new AppError('authentication_required');
      if (email === user.email) throw fieldError({ email: 'validation.new_email_same' });
      if (await accountByEmail(db, email)) throw new AppError('email_taken');
      const token = await issueToken(db, clock.now(), {
        userId,
        kind: 'email_change',
        ttlSeconds: ACTIVATION_TTL_S,
        payload: { email },
      });
      await mailer.send({
        to: email,
        kind: 'email_change',
        locale: user.language,
        link: `${publicUrl}/mail-change/do?token=${token}`,
      });
      await mailer.send({
        to: user.email,
        kind: 'email_change_notice',
        locale: user.language,
        params: { email },
      });
    },

    /** `POST /api/mail-change/do`: applies a confirmed e-mail change. Throws link_expired, email_taken. */
    async confirmEmailChange(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await consumeToken(tx, clock.now(), token, 'email_change');
        const email = row?.payload.email;
        if (!row || !email) throw new AppError('link_expired');
        if (await accountByEmail(tx, email)) throw new AppError('email_taken');
        await tx.update(users).set({ email }).where(eq(users.id, row.userId));
        await confirmAccount(tx, row.userId, clock.now());
      });
    },
  };
}
