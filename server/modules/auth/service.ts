import { and, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { ACTIVATION_TTL_S, isLocale, type Locale, PASSWORD_RESET_TTL_S } from '../../../common/constants.ts';
import type { ApiUser, SignupBody } from '../../../common/schemas/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures, profiles, pushSubscriptions, tokens, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { book } from '../credits/ledger.ts';
import type { Mailer } from '../mail/service.ts';
import { ageOn, presentImage } from '../members/present.ts';
import type { Bus } from '../realtime/bus.ts';
import type { DomainSettings } from '../settings/service.ts';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

/** Failed logins per account from all addresses within an hour before the account is held. */
export const ACCOUNT_HOURLY_FAILURE_CAP = 50;
/** Reset mails per account per hour; further requests answer the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

/** Who is asking: client address, user agent, site settings of the host, and language. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  site: DomainSettings;
  locale: Locale;
  /** Tracking cookie or parameters present (SPEC §6 traffic source). */
  hasTrafficSource: boolean;
}

/** Accounts: signup, activation, login, password reset and change, e-mail change (SPEC §4-§6). */
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Build the auth service. `publicUrl` is used for the links in mails.
 * Every method throws AppError with the API.md codes.
 */
export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  sessions: SessionStore;
  publicUrl: string;
  bus: Pick<Bus, 'publish'>;
}) {
  const { db, clock } = deps;

  async function issueToken(
    userId: number,
    kind: (typeof tokens.$inferInsert)['kind'],
    ttlSeconds: number,
    payload: Record<string, string> = {},
    tx?: Tx,
  ): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await (tx ?? db).insert(tokens).values({
      id: hashToken(token),
      userId,
      kind,
      payload,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
    return token;
  }

  /** Mark a token used and answer its row, atomically; null when unknown, used or expired. */
  async function consumeToken(token: string, kind: (typeof tokens.$inferInsert)['kind'], tx?: Tx) {
    const [row] = await (tx ?? db)
      .update(tokens)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(tokens.id, hashToken(token)),
          eq(tokens.kind, kind),
          isNull(tokens.usedAt),
          gt(tokens.expiresAt, clock.now()),
        ),
      )
      .returning();
    return row ?? null;
  }

  async function findByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row;
  }

  async function sendActivation(userId: number, email: string, locale: string) {
    const token = await issueToken(userId, 'activation', ACTIVATION_TTL_S);
    await deps.mailer.send({
      to: email,
      kind: 'activation',
      locale,
      link: `${deps.publicUrl}/api/activate?token=${token}`,
    });
  }

  /** Minutes (rounded up, at least 1) until `until`. */
  const minutesUntil = (until: number) => Math.max(1, Math.ceil((until - clock.now().getTime()) / 60_000));

  /** Throws login_blocked when the account is held for this address or overall (SPEC §4). */
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
      .where(and(eq(loginFailures.userId, userId), gt(loginFailures.at, new Date(now - 3_600_000))));
    if (overall && overall.n >= ACCOUNT_HOURLY_FAILURE_CAP && overall.first) {
      throw new AppError('login_blocked', {
        minutes: minutesUntil(new Date(overall.first).getTime() + 3_600_000),
      });
    }
  }

  return {
    /** SPEC §3 user as the API answers it (API.md `user`), or null when the account is gone. */
    async presentUser(userId: number, site: DomainSettings['settings']): Promise<ApiUser | null> {
      const [row] = await db
        .select()
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      const { users: u, profiles: p } = row;
      return {
        id: u.id,
        email: u.email,
        status: u.status,
        credits: u.credits,
        paid_user: u.paidUser,
        signup_date: u.signupDate.toISOString(),
        language: isLocale(u.language) ? u.language : 'nl',
        fictional_icon: site.fictional_icon,
        notifications_disabled: u.notificationsDisabled.filter(
          (r): r is 'fbl' | 'bounce' | 'listunsubscribe' => ['fbl', 'bounce', 'listunsubscribe'].includes(r),
        ),
        role: u.role,
        profile: {
          name: p.name,
          country: p.country,
          status: p.status,
          main_image: presentImage(p.mainPhotoId),
        },
      };
    },

    /**
     * API.md `POST /api/signup` (SPEC §4-§6): creates a not_confirmed account and its profile,
     * mails the activation link and answers the new user id and a session token.
     * Throws signups_closed, validation (SPEC §5 texts) or email_taken.
     */
    async signup(body: SignupBody, ctx: RequestContext): Promise<{ userId: number; token: string }> {
      const site = ctx.site.settings;
      if (site.invite_only || site.signups === 'other') throw new AppError('signups_closed');
      if (site.signups === 'with_trafficsource' && !ctx.hasTrafficSource && !body.tracking?.network) {
        throw new AppError('signups_closed');
      }
      const fields: Record<string, string> = {};
      const params: Record<string, number> = { min_age: site.min_age };
      const name = body.name.toLowerCase();
      if (name === body.email || name === body.email.split('@')[0]) fields.name = 'validation.name_email';
      const now = clock.now();
      const age = ageOn(body.date_of_birth, now);
      if (body.date_of_birth > now.toISOString().slice(0, 10) || age > 120) {
        fields.date_of_birth = 'validation.birthdate_invalid';
      } else if (age < site.min_age) {
        fields.date_of_birth = 'validation.birthdate_required';
      }
      const problem = await passwordProblem(body.password, [body.email, body.name]);
      if (problem) fields.password = problem;
      if (Object.keys(fields).length > 0) throw fieldError(fields, params);
      if (await findByEmail(body.email)) throw new AppError('email_taken');

      const passwordHash = await hashPassword(body.password);
      const trackingValues = Object.fromEntries(
        Object.entries(body.tracking ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      let created: { userId: number; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: body.email,
              passwordHash,
              language: ctx.locale,
              domain: site.domain,
              tracking: trackingValues,
              signupMessage: body.signup_message ?? null,
              signupIp: ctx.ip,
              signupDate: now,
              lastActiveAt: now,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('insert returned no row');
          await tx.insert(profiles).values({
            userId: user.id,
            name: body.name,
            gender: body.gender,
            lookingFor: body.looking_for,
            dateOfBirth: body.date_of_birth,
            country: site.geoip_country,
          });
          // Issue: chat: new members get signup_credits once, booked in the ledger.
          if (site.signup_credits > 0) {
            await book(tx, {
              userId: user.id,
              delta: site.signup_credits,
              reason: 'signup_bonus',
              reference: `signup:${user.id}`,
              at: now,
            });
          }
          const token = await deps.sessions.create(user.id, ctx, tx);
          return { userId: user.id, token };
        });
      } catch (error) {
        // Two signups with one address at once: the unique index decides.
        if (String((error as { cause?: unknown }).cause ?? error).includes('users_email_key')) {
          throw new AppError('email_taken');
        }
        throw error;
      }
      await sendActivation(created.userId, body.email, ctx.locale);
      return created;
    },

    /** API.md `POST /api/activation/resend`: a new activation mail for a not_confirmed member. */
    async resendActivation(userId: number): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (user?.status !== 'not_confirmed') return;
      await sendActivation(user.id, user.email, user.language);
    },

    /**
     * API.md `GET /api/activate?token=`: confirms the account; false when the link is not valid.
     * A link followed again after it confirmed the account (a mail scanner may open it first)
     * still answers true.
     */
    async activate(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await consumeToken(token, 'activation', tx);
        if (!row) {
          const [used] = await tx
            .select({ status: users.status })
            .from(tokens)
            .innerJoin(users, eq(users.id, tokens.userId))
            .where(and(eq(tokens.id, hashToken(token)), eq(tokens.kind, 'activation')))
            .limit(1);
          return used?.status === 'confirmed';
        }
        await tx
          .update(users)
          .set({ status: 'confirmed', confirmedAt: clock.now() })
          .where(and(eq(users.id, row.userId), eq(users.status, 'not_confirmed')));
        return true;
      });
    },

    /**
     * SPEC §7 `POST /api/user.php` login. Answers the user id and a new session token (the
     * session is rotated: `previousSession` is ended). Throws login_blocked with `minutes`,
     * login_failed, account_banned or account_deleted.
     */
    async login(
      email: string,
      password: string,
      ctx: RequestContext,
      previousSession?: string,
    ): Promise<{ userId: number; token: string }> {
      const site = ctx.site.settings;
      const user = await findByEmail(email);
      if (!user) {
        await verifyPassword(dummyHash, password);
        throw new AppError('login_failed');
      }
      await assertNotBlocked(user.id, ctx.ip, site);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await db.insert(loginFailures).values({ userId: user.id, ip: ctx.ip, at: clock.now() });
        await assertNotBlocked(user.id, ctx.ip, site);
        throw new AppError('login_failed');
      }
      if (user.status === 'banned') throw new AppError('account_banned');
      if (user.status === 'deleted') throw new AppError('account_deleted');
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.userId, user.id), eq(loginFailures.ip, ctx.ip)));
      if (previousSession) await deps.sessions.end(previousSession);
      const token = await deps.sessions.create(user.id, ctx);
      await db.update(users).set({ lastActiveAt: clock.now() }).where(eq(users.id, user.id));
      return { userId: user.id, token };
    },

    /**
     * SPEC §7 `POST /api/user.php?push=1`: keep a browser push subscription for the member. An
     * endpoint already known (the same browser, perhaps another member before) moves to this member.
     */
    async savePushSubscription(
      userId: number,
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    ): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: subscription.endpoint, keys: subscription.keys, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, keys: subscription.keys, createdAt: clock.now() },
        });
    },

    /** SPEC §7 `PUT /api/user.php`: save the member's language. */
    async setLanguage(userId: number, language: Locale): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    /**
     * API.md `POST /api/password-reset`: mails a one-time link (256 bits, 30 minutes) when the
     * address belongs to an account; answers the same either way, so nobody learns who is a member.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findByEmail(email);
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
      const token = await issueToken(user.id, 'password_reset', PASSWORD_RESET_TTL_S);
      await deps.mailer.send({
        to: user.email,
        kind: 'password_reset',
        locale: user.language,
        link: `${deps.publicUrl}/reset-password/do?token=${token}`,
        params: { minutes: PASSWORD_RESET_TTL_S / 60 },
      });
    },

    /**
     * API.md `POST /api/password-reset/do`: sets the new password and ends every session.
     * Throws validation (weak password) or link_expired (unknown, used or expired link).
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const problem = await passwordProblem(password);
      if (problem) throw fieldError({ password: problem });
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const row = await consumeToken(token, 'password_reset', tx);
        if (!row) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
        // The link proves the address: an unconfirmed account is confirmed by it.
        await tx
          .update(users)
          .set({ status: 'confirmed', confirmedAt: clock.now() })
          .where(and(eq(users.id, row.userId), eq(users.status, 'not_confirmed')));
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
      // Open sockets of the ended sessions close (issue: chat, realtime).
      await deps.bus.publish({
        userIds: [done.userId],
        sessionIds: done.ended,
        event: { type: 'session_ended', data: {} },
      });
    },

    /**
     * API.md `PUT /api/account/password`: throws validation with SPEC §5 texts (passwords differ,
     * old password wrong, weak); ends every other session of the member.
     */
    async changePassword(
      userId: number,
      sessionId: string,
      body: { old_password: string; password: string; password_repeat: string },
    ): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('authentication_required');
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
      await deps.bus.publish({
        userIds: [userId],
        sessionIds: ended,
        event: { type: 'session_ended', data: {} },
      });
    },

    /**
     * API.md `POST /api/account/email`: mails a confirmation link to the new address and a notice
     * to the old one. Throws email_taken ("Dit e-mailadres heeft al een account op deze site.").
     */
    async requestEmailChange(userId: number, email: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('authentication_required');
      if (email === user.email) throw fieldError({ email: 'validation.new_email_same' });
      if (await findByEmail(email)) throw new AppError('email_taken');
      const token = await issueToken(userId, 'email_change', ACTIVATION_TTL_S, { email });
      await deps.mailer.send({
        to: email,
        kind: 'email_change',
        locale: user.language,
        link: `${deps.publicUrl}/mail-change/do?token=${token}`,
      });
      await deps.mailer.send({
        to: user.email,
        kind: 'email_change_notice',
        locale: user.language,
        params: { email },
      });
    },

    /** `POST /api/mail-change/do`: applies a confirmed e-mail change. Throws link_expired, email_taken. */
    async confirmEmailChange(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await consumeToken(token, 'email_change', tx);
        const email = row?.payload.email;
        if (!row || !email) throw new AppError('link_expired');
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        if (taken) throw new AppError('email_taken');
        await tx.update(users).set({ email }).where(eq(users.id, row.userId));
        await tx
          .update(users)
          .set({ status: 'confirmed', confirmedAt: clock.now() })
          .where(and(eq(users.id, row.userId), eq(users.status, 'not_confirmed')));
      });
    },
  };
}
