import { showcaseAnswer, showcaseQuery } from '@common/schemas/showcase';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createShowcase } from './showcase.ts';

/**
 * SPEC §2 landers and home page: `GET /api/showcase.php?slug=&gender=&min_age=&max_age=&appearance=&limit=`
 * for visitors and members alike, in the site's country (`geoip_country`).
 */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const showcase = createShowcase({ db: app.deps.database.db, clock: app.deps.clock });

  app.get(
    '/api/showcase.php',
    {
      config: {
        publicAnswer: true,
        ...(app.deps.rateLimits.showcase ? { rateLimit: app.deps.rateLimits.showcase } : {}),
      },
      schema: {
        tags: ['members'],
        description:
          'Real members (searchable, not fictional, with an approved main photo) for the landers and ' +
          'the home page: `slug` names a city members live in or a region of the site country ' +
          '(unknown: `place` null, site-wide); online members first. `online_now` and ' +
          '`members_total` count the matching members. Cached for 30 s per site and query.',
        querystring: showcaseQuery,
        response: { 200: showcaseAnswer },
      },
    },
    async (request, reply) => {
      const { settings } = request.site;
      reply.header('cache-control', 'private, max-age=30');
      return showcase.get(settings.domain, settings.geoip_country, request.query);
    },
  );
};
