import { LOCALE_COOKIE, LOCALES } from '@common/constants';
import { INTERESTS } from '@common/interests';
import { REGIONS } from '@common/regions';
import {
  companyInfo,
  interestsAnswer,
  regionsAnswer,
  type SiteSettings,
  siteSettings,
} from '@common/schemas/settings';
import { legalOverridesAnswer } from '@common/schemas/site-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setLocaleCookie } from '../../lib/http.ts';
import { visitorCountry } from './geoip.ts';

/**
 * SPEC §7 settings.php, interests.php, regions.php, companyinfo.php. settings.php's
 * `geoip_country` is the country of the client's address (`request.ip`; behind a proxy with
 * TRUST_PROXY from X-Forwarded-For), else the site's setting (`./geoip.ts`).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings.php',
    {
      config: { publicAnswer: true },
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
      // Serialised once per settings load (the response schema documents it; a string is sent as
      // is); only `geoip_country`, the visitor's country (SPEC §1, §4 entry warning), is per request.
      const json = site.settingsJsonWithCountry(visitorCountry(site.settings, request.ip));
      return reply.type('application/json; charset=utf-8').send(json as unknown as SiteSettings);
    },
  );

  app.get(
    '/api/interests.php',
    { config: { publicAnswer: true }, schema: { tags: ['settings'], response: { 200: interestsAnswer } } },
    async () => ({
      interests: INTERESTS.map((i) => ({ id: i.id, icon: i.icon })),
    }),
  );

  app.get(
    '/api/regions.php',
    {
      config: { publicAnswer: true },
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
    '/api/legal/overrides',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['settings'],
        description:
          'The legal sections (`page.section`) this site shows in `locale` instead of the shipped texts ' +
          '(issue "Back office" §5): a heading (null: the shipped one) and paragraphs, drawn as text.',
        querystring: z.object({ locale: z.enum(LOCALES) }),
        response: { 200: legalOverridesAnswer },
      },
    },
    async (request) => ({ sections: request.site.legal[request.query.locale] ?? {} }),
  );

  app.get(
    '/api/companyinfo.php',
    { config: { publicAnswer: true }, schema: { tags: ['settings'], response: { 200: companyInfo } } },
    async (request) => {
      return request.site.company;
    },
  );
};
