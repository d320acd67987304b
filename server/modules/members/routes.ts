import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersAnswer, membersQuery } from '../../../common/schemas/members.ts';
import { AppError } from '../../lib/errors.ts';

/** API.md `GET /api/members` (SPEC §6: visitors only where logged_out_search allows). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members',
    { schema: { tags: ['members'], querystring: membersQuery, response: { 200: membersAnswer } } },
    async (request) => {
      const settings = request.site.settings;
      if (!request.member) {
        const fromTrafficSource = Boolean(request.cookies.tracking);
        const open =
          settings.logged_out_search || (fromTrafficSource && settings.logged_out_search_trafficsource);
        if (!open) throw new AppError('authentication_required');
      }
      const { results, numResults } = await app.deps.members.list(
        request.member?.userId ?? null,
        request.query.page,
      );
      return { results, numResults, page: request.query.page };
    },
  );
};
