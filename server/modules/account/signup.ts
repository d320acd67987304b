/** Signup and activation (SPEC §4-§6, API.md `POST /api/signup`, `GET /api/activate`). */

import type { SignupBody } from '@common/schemas/user';
import { isUniqueViolation } from '../../db/unique.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { accountByEmail, confirmAccount, createSignupAccount, statusByToken } from '../auth/accounts.ts';
import { type ActivationDeps, sendActivation } from '../auth/activation.ts';
import { consumeToken } from '../auth/one-time-tokens.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { book } from '../credits/ledger.ts';
import { checkInviteCode, redeemInviteCode } from '../invites/codes.ts';
import { createProfile } from '../members/cards.ts';
import { ageOn } from '../members/present.ts';
import { signupCountry } from '../settings/geoip.ts';

/** Build the signup use cases: `signup`, `activate`. */
export function createSignup(deps: ActivationDeps & { sessions: Pick<SessionStore, 'create'> }) {
  const { db, clock } = deps;

  /** SPEC §5 field checks beyond the schema; throws validation with the SPEC texts. */
  async function checkFields(body: SignupBody, minAge: number, now: Date): Promise<void> {
    const fields: Record<string, string> = {};
    const name = body.name.toLowerCase();
    if (name === body.email || name === body.email.split('@')[0]) fields.name = 'validation.name_email';
    const age = ageOn(body.date_of_birth, now);
    if (body.date_of_birth > now.toISOString().slice(0, 10) || age > 120) {
      fields.date_of_birth = 'validation.birthdate_invalid';
    } else if (age < minAge) {
      fields.date_of_birth = 'validation.birthdate_required';
    }
    const problem = await passwordProblem(body.password, [body.email, body.name]);
    if (problem) fields.password = problem;
    if (Object.keys(fields).length > 0) throw fieldError(fields, { min_age: minAge });
  }

  return {
    /**
     * API.md `POST /api/signup` (SPEC §4-§6): creates a not_confirmed account and its profile
     * (members' `createProfile`), books the signup credits, mails the activation link and answers
     * the new user id and a session token. The profile's country is the visitor's (GeoIP) when the
     * site serves it, else the site's. On an invite-only site (SPEC §1, §8) `invite_code` is
     * required and redeemed in the account's transaction. Throws invite_required, invite_invalid,
     * invite_expired, invite_used_up, signups_closed, validation (SPEC §5 texts) or email_taken.
     */
    async signup(body: SignupBody, ctx: RequestContext): Promise<{ userId: number; token: string }> {
      const site = ctx.site.settings;
      const now = clock.now();
      // SPEC §1, §8: an invite-only site lets in whoever brings a valid code (and no one else);
      // the signups mode applies to the other sites, which ignore a code.
      const inviteCode = site.invite_only ? body.invite_code || undefined : undefined;
      if (site.invite_only) {
        if (!inviteCode) throw new AppError('invite_required');
        const check = await checkInviteCode(db, inviteCode, site.domain, now);
        if (!check.valid) throw new AppError(check.reason);
      } else if (site.signups === 'other') {
        throw new AppError('signups_closed');
      } else if (site.signups === 'with_trafficsource' && !ctx.hasTrafficSource && !body.tracking?.network) {
        throw new AppError('signups_closed');
      }
      await checkFields(body, site.min_age, now);
      if (await accountByEmail(db, body.email)) throw new AppError('email_taken');

      const passwordHash = await hashPassword(body.password);
      const trackingValues = Object.fromEntries(
        Object.entries(body.tracking ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      let created: { userId: number; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const userId = await createSignupAccount(tx, {
            email: body.email,
            passwordHash,
            language: ctx.locale,
            domain: site.domain,
            tracking: trackingValues,
            signupMessage: body.signup_message ?? null,
            signupIp: ctx.ip,
            signupDeviceId: ctx.deviceId ?? null,
            signupDate: now,
            lastActiveAt: now,
          });
          const user = { id: userId };
          // Under the code's row lock: two signups racing for its last use never both pass.
          if (inviteCode) await redeemInviteCode(tx, inviteCode, site.domain, user.id, now);
          await createProfile(tx, user.id, {
            name: body.name,
            gender: body.gender,
            lookingFor: body.looking_for,
            dateOfBirth: body.date_of_birth,
            country: signupCountry(site, ctx.ip),
            matchFinder: body.match_finder,
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
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new AppError('email_taken');
        }
        throw error;
      }
      await sendActivation(deps, created.userId, body.email, ctx.locale);
      return created;
    },

    /**
     * API.md `GET /api/activate?token=`: confirms the account; false when the link is not valid.
     * A link followed again after it confirmed the account (a mail scanner may open it first)
     * still answers true.
     */
    async activate(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await consumeToken(tx, clock.now(), token, 'activation');
        if (!row) {
          return (await statusByToken(tx, token, 'activation')) === 'confirmed';
        }
        await confirmAccount(tx, row.userId, clock.now());
        return true;
      });
    },
  };
}
