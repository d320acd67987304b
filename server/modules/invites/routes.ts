import {
  inviteCheckAnswer,
  inviteCodeAnswer,
  inviteCodeCreateBody,
  inviteCodesAnswer,
  typedInviteCode,
} from '@common/schemas/invites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditStaffWrite, requireStaff } from '../staff/guard.ts';
import {
  checkInviteCode,
  createInviteCode,
  listInviteCodes,
  presentInviteCode,
  revokeInviteCode,
} from './codes.ts';

/**
 * SPEC §1, §8 invite-only mode. Staff (admins): list, create and revoke invite codes. Public:
 * `GET /api/invite-codes/check?code=` says whether a code opens this site (rate limited per
 * address, `RateLimits.invite`).
 */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, rateLimits } = app.deps;

  app.get(
    '/api/admin/invite-codes',
    {
      config: { staff: 'invites.manage' },
      schema: {
        tags: ['admin'],
        description: 'Every invite code with its uses, newest first (at most 500).',
        response: { 200: inviteCodesAnswer },
      },
    },
    async () => {
      const now = clock.now();
      return { codes: (await listInviteCodes(db)).map((row) => presentInviteCode(row, now)) };
    },
  );

  app.post(
    '/api/admin/invite-codes',
    {
      config: { staff: 'invites.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Create an invite code: `code` chosen (4-32 letters, digits, hyphens) or random (10 characters ' +
          'without look-alikes); `max_uses` null for unlimited, 1 for single use; `expires_at` optional; ' +
          '`domain` the site it opens (`default`: every site). 409 invite_code_taken.',
        body: inviteCodeCreateBody,
        response: { 201: inviteCodeAnswer },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await createInviteCode(tx, request.body, staff.userId, now);
        await auditStaffWrite(request, tx, {
          targetType: 'invite_code',
          targetId: created.id,
          after: {
            code: created.code,
            domain: created.domain,
            max_uses: created.maxUses,
            expires_at: created.expiresAt,
          },
        });
        return created;
      });
      reply.code(201);
      return { code: presentInviteCode(row, now) };
    },
  );

  app.delete(
    '/api/admin/invite-codes/:id',
    {
      config: { staff: 'invites.manage' },
      schema: {
        tags: ['admin'],
        description: 'Revoke an invite code: it opens no site any more (members who used it stay).',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: inviteCodeAnswer },
      },
    },
    async (request) => {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const revoked = await revokeInviteCode(tx, request.params.id, now);
        await auditStaffWrite(request, tx, {
          targetType: 'invite_code',
          targetId: revoked.id,
          after: { code: revoked.code, revoked_at: revoked.revokedAt },
        });
        return revoked;
      });
      return { code: presentInviteCode(row, now) };
    },
  );

  app.get(
    '/api/invite-codes/check',
    {
      config: { rateLimit: rateLimits.invite ?? rateLimits.reset },
      schema: {
        tags: ['accounts'],
        description:
          'Whether an invite code opens this site (SPEC §8 invite-only): `reason` says why not. Rate limited per address.',
        querystring: z.object({ code: typedInviteCode }),
        response: { 200: inviteCheckAnswer },
      },
    },
    async (request) => {
      return checkInviteCode(db, request.query.code, request.site.settings.domain, clock.now());
    },
  );
};
