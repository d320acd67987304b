import {
  confirmAnswer,
  confirmBody,
  enrolAnswer,
  staffMeAnswer,
  verifyAnswer,
  verifyBody,
} from '@common/schemas/staff';
import { isStaffRole, type StaffRole } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/errors.ts';
import { memberAccount } from '../auth/accounts.ts';
import type { SessionMember } from '../auth/sessions.ts';
import {
  acceptStep,
  factorOf,
  factorSecret,
  replaceRecoveryCodes,
  type StaffFactor,
  spendRecoveryCode,
  startEnrolment,
} from './factors.ts';
import { totpKey } from './secret-box.ts';
import { enrolmentQr, matchTotp, newRecoveryCodes, newTotpSecret } from './totp.ts';
import { type Audit, withAudit } from './with-audit.ts';

/** The signed-in staff member of a `/api/staff` request: `authentication_required` without a session, `forbidden` for members. */
function staffMember(request: FastifyRequest): SessionMember & { role: StaffRole } {
  const member = request.member;
  if (!member) throw new AppError('authentication_required');
  if (!isStaffRole(member.role)) throw new AppError('forbidden');
  return member as SessionMember & { role: StaffRole };
}

/**
 * Staff sign-in with a second factor (issue "Back office"): after the password login, a staff
 * session reaches `/api/admin` only once it passed TOTP here. Enrolment (secret, QR code, first
 * code, ten recovery codes shown once), then a code or a recovery code per session. Codes are
 * accepted once (a replayed or earlier time step is refused, one step of drift either side) and
 * the code routes are rate limited per account, so codes cannot be guessed. Not under
 * `/api/admin`, so each route checks the staff role itself.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, sessions } = app.deps;
  // TOTP secrets are stored sealed under this key (docs/security.md "Operator console and staff factors").
  const key = totpKey(app.deps.config.staffTotpKey);
  /**
   * The TOTP step `code` is right for (`matchTotp`), or null. A secret that does not open (sealed
   * under another STAFF_TOTP_KEY) accepts no code, with a logged error: recovery codes still work,
   * or an admin resets the factor.
   */
  const codeStep = (factor: StaffFactor, code: string, now: Date): number | null => {
    const secret = factorSecret(factor, key);
    if (secret === null) {
      app.log.error({ userId: factor.userId }, 'staff TOTP secret does not open under STAFF_TOTP_KEY');
      return null;
    }
    return matchTotp(secret, code, now);
  };
  const limits = app.deps.rateLimits;
  // Per account when signed in (guesses from many addresses count together), else per address.
  const codeLimit = {
    ...(limits.staffCode ?? limits.login),
    keyGenerator: (request: FastifyRequest) =>
      request.member ? `staff-code:${request.member.userId}` : `staff-code-ip:${request.ip}`,
  };

  /**
   * The `Audit` of the staff member's own second-factor event (not under /api/admin: the guard,
   * and so `auditOf`, does not apply before the second factor).
   */
  const ownAudit = (request: FastifyRequest, member: SessionMember, action: string): Audit => ({
    actorId: member.userId,
    role: member.role,
    ip: request.ip,
    action,
    at: clock.now(),
    reason: null,
  });

  app.get(
    '/api/staff/me',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        description:
          'The signed-in staff member: role, e-mail, whether a factor is enabled and this session passed it.',
        response: { 200: staffMeAnswer },
      },
    },
    async (request) => {
      const member = staffMember(request);
      const [account, factor] = await Promise.all([
        memberAccount(db, member.userId),
        factorOf(db, member.userId),
      ]);
      return {
        role: member.role,
        email: account?.email ?? '',
        enrolled: Boolean(factor?.enabledAt),
        verified: member.staffVerifiedAt !== null,
      };
    },
  );

  app.post(
    '/api/staff/2fa/enrol',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        description:
          'Start (or restart) TOTP enrolment: a new secret, its otpauth:// address and QR code. Refused (403 forbidden) once a factor is enabled; an admin resets it.',
        response: { 200: enrolAnswer },
      },
    },
    async (request) => {
      const member = staffMember(request);
      const account = await memberAccount(db, member.userId);
      const secret = newTotpSecret();
      if (!(await startEnrolment(db, member.userId, secret, clock.now(), key)))
        throw new AppError('forbidden');
      const { otpauthUrl, qrSvg } = await enrolmentQr(
        secret,
        request.site.settings.name,
        account?.email ?? '',
      );
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },
  );

  app.post(
    '/api/staff/2fa/confirm',
    {
      config: { auth: 'staff', rateLimit: codeLimit },
      schema: {
        tags: ['admin'],
        description:
          'Confirm the enrolment with a first code: the factor is enabled, this session passes the second factor, and ten recovery codes are answered (this once).',
        body: confirmBody,
        response: { 200: confirmAnswer },
      },
    },
    async (request) => {
      const member = staffMember(request);
      const now = clock.now();
      const factor = await factorOf(db, member.userId);
      if (!factor || factor.enabledAt) throw new AppError('second_factor_invalid');
      const step = codeStep(factor, request.body.code, now);
      if (step === null) throw new AppError('second_factor_invalid');
      const codes = newRecoveryCodes();
      // The factor, its recovery codes and the audit row commit together, or none of them.
      await withAudit(db, ownAudit(request, member, 'staff.factor_enabled'), async (tx) => {
        if (!(await acceptStep(tx, member.userId, step, { enableAt: now }))) {
          throw new AppError('second_factor_invalid');
        }
        await replaceRecoveryCodes(tx, member.userId, codes, now);
        const after = { factor: 'totp', recovery_codes: codes.length };
        return { value: undefined, audit: { targetType: 'staff', targetId: member.userId, after } };
      });
      await sessions.markStaffVerified(member.sessionId);
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/api/staff/2fa/verify',
    {
      config: { auth: 'staff', rateLimit: codeLimit },
      schema: {
        tags: ['admin'],
        description:
          'Pass the second factor in this session with a TOTP code (once per time step, one step of drift) or a recovery code (once). 400 second_factor_invalid otherwise.',
        body: verifyBody,
        response: { 200: verifyAnswer },
      },
    },
    async (request) => {
      const member = staffMember(request);
      const { code, recovery_code: recoveryCode } = request.body;
      const now = clock.now();
      if (!code && !recoveryCode) throw fieldError({ code: 'validation.totp_code' });
      const factor = await factorOf(db, member.userId);
      if (!factor?.enabledAt) throw new AppError('second_factor_invalid');
      if (code) {
        const step = codeStep(factor, code, now);
        if (step === null || !(await acceptStep(db, member.userId, step))) {
          throw new AppError('second_factor_invalid');
        }
        await sessions.markStaffVerified(member.sessionId);
        return { ok: true as const };
      }
      // The spent code and its audit row commit together.
      const left = await withAudit(db, ownAudit(request, member, 'staff.recovery_code_used'), async (tx) => {
        const left = await spendRecoveryCode(tx, member.userId, recoveryCode ?? '', now);
        if (left === null) throw new AppError('second_factor_invalid');
        const after = { recovery_codes_left: left };
        return { value: left, audit: { targetType: 'staff', targetId: member.userId, after } };
      });
      await sessions.markStaffVerified(member.sessionId);
      return { ok: true as const, recovery_codes_left: left };
    },
  );
};
