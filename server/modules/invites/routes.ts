import { idParams } from '@common/schemas/ids';
import {
  inviteCheckAnswer,
  inviteCodeAnswer,
  inviteCodeCreateBody,
  inviteCodesAnswer,
  typedInviteCode,
} from '@common/schemas/invites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOf } from '../staff/with-audit.ts';

/**
 * SPEC §1, §8 invite-only mode. Staff (admins): list, create and revoke invite codes. Public:
 * `GET /api/invite-codes/check?code=` says whether a code opens this site (rate limited per
 * address, `RateLimits.invite`).
 */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, invitesAdmin } = app.deps;

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
    async () => ({ codes: await invitesAdmin.list() }),
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
      const code = await invitesAdmin.create(auditOf(request), request.body);
      reply.code(201);
      return { code };
    },
  );

  app.delete(
    '/api/admin/invite-codes/:id',
    {
      config: { staff: 'invites.manage' },
      schema: {
        tags: ['admin'],
        description: 'Revoke an invite code: it opens no site any more (members who used it stay).',
        params: idParams,
        response: { 200: inviteCodeAnswer },
      },
    },
    async (request) => ({ code: await invitesAdmin.revoke(auditOf(request), request.params.id) }),
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
      return invitesAdmin.check(request.query.code, request.site.settings.domain);
    },
  );
};
