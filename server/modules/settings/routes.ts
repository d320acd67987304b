import { LOCALE_COOKIE } from '@common/constants';
import { INTERESTS } from '@common/interests';
import { REGIONS } from '@common/regions';
import {
  companyInfo,
  interestsAnswer,
  regionsAnswer,
  type SiteSettings,
  siteSettings,
} from '@common/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setLocaleCookie } from '../../lib/http.ts';

/** SPEC §7 settings.php, interests.php, regions.php, companyinfo.php. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings.php',
    {
      schema: {
        tags: ['settings'],
        querystring: z.object({ domain: z.string().max(253).optional() }).catchall(z.string().max(500)),
        response: { 200: siteSettings },
      },
    },
    async (request, reply) => {
      const site =
        request.query.domain !== undefined
          ? await app.deps.settings.forHost(request.query.domain)
          : request.site;
      // SPEC §7: without a locale cookie the domain's language is chosen and stored.
      if (!request.cookies[LOCALE_COOKIE]) setLocaleCookie(request, reply, request.locale);
      // Serialised once per settings load (the response schema documents it; a string is sent as is).
      return reply.type('application/json; charset=utf-8').send(site.settingsJson as unknown as SiteSettings);
    },
  );

  app.get(
    '/api/interests.php',
    { schema: { tags: ['settings'], response: { 200: interestsAnswer } } },
    async () => ({
      interests: INTERESTS.map((i) => ({ id: i.id, icon: i.icon })),
    }),
  );

  app.get(
    '/api/regions.php',
    {
      schema: {
        tags: ['settings'],
        querystring: z.object({ country: z.string().trim().toUpperCase().length(2).optional() }),
        response: { 200: regionsAnswer },
      },
    },
    async (request) => {
      const country = request.query.country;
      const entries = Object.entries(REGIONS).filter(([code]) => !country || code === country);
      return { regions: Object.fromEntries(entries.map(([code, list]) => [code, [...list]])) };
    },
  );

  app.get(
    '/api/companyinfo.php',
    { schema: { tags: ['settings'], response: { 200: companyInfo } } },
    async (request) => {
      return request.site.company;
    },
  );
};
