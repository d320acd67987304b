import {
  adminSiteAnswer,
  adminSitesAnswer,
  companyPatch,
  createSiteBody,
  siteDomain,
  siteSettingsPatch,
  unknownKeys,
} from '@common/schemas/site-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { auditOf } from '../staff/with-audit.ts';
import { legalAdminRoutes } from './settings-legal-routes.ts';
import { methodsAdminRoutes } from './settings-methods-routes.ts';

/** `:domain` of the site routes. */
export const domainParam = z.object({ domain: siteDomain });

/**
 * Issue "Back office" §5, settings per site (`settings.manage`): every site with its SPEC §3
 * settings and company info, partial changes validated field by field (unknown keys refused by
 * name), new sites copied from another. Each write audits the changed keys before and after, in
 * its transaction; after the commit every process forgets its cached settings (the bus), so the
 * change applies at once without a restart. Legal texts and payment methods: the plugins below.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settingsAdmin } = app.deps;

  app.get(
    '/api/admin/sites',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'Every site (domain) with its stored settings, company info and legal overrides.',
        response: { 200: adminSitesAnswer },
      },
    },
    async () => settingsAdmin.sites(),
  );

  app.get(
    '/api/admin/sites/:domain',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'One site with its stored settings, company info and legal overrides.',
        params: domainParam,
        response: { 200: adminSiteAnswer },
      },
    },
    async (request) => settingsAdmin.site(request.params.domain),
  );

  app.post(
    '/api/admin/sites',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Add a site (a domain) with the settings and company info of `copy_from` (default: the default site).',
        body: createSiteBody,
        response: { 201: adminSiteAnswer },
      },
    },
    async (request, reply) => {
      const { domain, copy_from } = request.body;
      const created = await settingsAdmin.createSite(auditOf(request), domain, copy_from);
      reply.code(201);
      return created;
    },
  );

  app.put(
    '/api/admin/sites/:domain/settings',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Change some of a site’s SPEC §3 settings (a partial patch; unknown keys refused by name). ' +
          'Applies at once in every process.',
        params: domainParam,
        body: siteSettingsPatch,
        response: { 200: adminSiteAnswer },
      },
    },
    async (request) => {
      const { domain } = request.params;
      const unknown = unknownKeys(request.body, siteSettingsPatch);
      if (Object.keys(unknown).length > 0) throw fieldError(unknown);
      const patch = request.body as z.infer<typeof siteSettingsPatch>;
      return settingsAdmin.patchSettings(auditOf(request), domain, patch);
    },
  );

  app.put(
    '/api/admin/sites/:domain/company',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Change some of a site’s SPEC §3 company info (name, address, KvK, city, country, trade names, ' +
          'VAT numbers, support phone, delete discount). COMPANY_* configuration still wins where set.',
        params: domainParam,
        body: companyPatch,
        response: { 200: adminSiteAnswer },
      },
    },
    async (request) => {
      const { domain } = request.params;
      const unknown = unknownKeys(request.body, companyPatch);
      if (Object.keys(unknown).length > 0) throw fieldError(unknown);
      const patch = request.body as z.infer<typeof companyPatch>;
      return settingsAdmin.patchCompany(auditOf(request), domain, patch);
    },
  );

  await app.register(legalAdminRoutes);
  await app.register(methodsAdminRoutes);
};
