import { idParams } from '@common/schemas/ids';
import { warningsAnswer } from '@common/schemas/moderation';
import { okAnswer } from '@common/schemas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireMember } from '../../lib/http.ts';
import { complaintAdminRoutes } from './complaint-routes.ts';
import { contactFlagRoutes } from './contact-flag-routes.ts';
import { moderationMemberRoutes } from './member-routes.ts';
import { acknowledgeWarning, openWarnings } from './service.ts';
import { verificationAdminRoutes } from './verification-routes.ts';

/**
 * Moderation (issue "Back office" §2): the complaints queue and member moderation of the back
 * office, and the member's own warnings (`GET /api/account/warnings`, acknowledged with
 * `POST /api/account/warnings/:id/ack`), shown as a dismissable alert in the members area.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(complaintAdminRoutes);
  await app.register(moderationMemberRoutes);
  await app.register(contactFlagRoutes);
  await app.register(verificationAdminRoutes);

  app.get(
    '/api/account/warnings',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['account'],
        description:
          "The signed-in member's warnings from the moderators not yet acknowledged, newest first.",
        response: { 200: warningsAnswer },
      },
    },
    async (request) => {
      const rows = await openWarnings(db, requireMember(request).userId);
      return {
        warnings: rows.map((r) => ({ id: r.id, reason: r.reason, created_at: r.createdAt.toISOString() })),
      };
    },
  );

  app.post(
    '/api/account/warnings/:id/ack',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['account'],
        description: 'The member read a warning: it is shown no more. 404 for a warning of others.',
        params: idParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const member = requireMember(request);
      if (!(await acknowledgeWarning(db, member.userId, request.params.id, app.deps.clock.now()))) {
        throw new AppError('not_found');
      }
      return { ok: true as const };
    },
  );
};
