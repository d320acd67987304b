import { INTEREST_IDS } from '@common/interests';
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
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { changedKeys } from '../../lib/changes.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { siteView } from '../settings/admin-view.ts';
import { defaultCompany, defaultSettings } from '../settings/defaults.ts';
import {
  insertSite,
  lockedSite,
  type StoredSite,
  storedSite,
  storedSites,
  writeSite,
} from '../settings/store.ts';
import { auditStaffWrite } from '../staff/guard.ts';
import { legalAdminRoutes } from './settings-legal-routes.ts';
import { methodsAdminRoutes } from './settings-methods-routes.ts';

/** `:domain` of the site routes. */
export const domainParam = z.object({ domain: siteDomain });

/**
 * A phone number written for `country` (ISO 3166, the site's) or internationally: validation
 * on `field` (`validation.phone`) unless libphonenumber-js finds it valid.
 */
export function checkPhone(value: string | undefined, country: string, field: string): void {
  if (value === undefined) return;
  const phone = parsePhoneNumberFromString(
    value,
    country as Parameters<typeof parsePhoneNumberFromString>[1],
  );
  if (!phone?.isValid()) throw fieldError({ [field]: 'validation.phone' });
}

/**
 * Issue "Back office" §5, settings per site (`settings.manage`): every site with its SPEC §3
 * settings and company info, partial changes validated field by field (unknown keys refused by
 * name), new sites copied from another. Each write audits the changed keys before and after, in
 * its transaction; after the commit every process forgets its cached settings (the bus), so the
 * change applies at once without a restart. Legal texts and payment methods: the plugins below.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, settings } = app.deps;
  const view = (stored: StoredSite) => siteView(stored, settings.configuredFields());

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
    async () => ({ sites: (await storedSites(db)).map(view) }),
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
    async (request) => {
      const stored = await storedSite(db, request.params.domain);
      if (!stored) throw new AppError('not_found');
      return { site: view(stored) };
    },
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
      const created = await db.transaction(async (tx) => {
        const source = await storedSite(tx, copy_from);
        if (!source) throw fieldError({ copy_from: 'validation.unknown_site' });
        const { domain: _, ...copied } = source.settings;
        const value = { settings: copied, company: source.company };
        if (!(await insertSite(tx, domain, value, clock.now())))
          throw fieldError({ domain: 'validation.site_exists' });
        await auditStaffWrite(request, tx, {
          targetType: 'setting',
          targetId: domain,
          action: 'settings.site_create',
          after: { domain, copy_from },
        });
        return lockedSite(tx, domain);
      });
      await settings.changed(domain);
      reply.code(201);
      return { site: view(created) };
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
      const updated = await db.transaction(async (tx) => {
        const stored = await lockedSite(tx, domain);
        const current = { ...defaultSettings(INTEREST_IDS), ...stored.settings } as Record<string, unknown>;
        const country = patch.geoip_selected_country ?? String(current.geoip_selected_country ?? 'NL');
        checkPhone(patch.support_phone, country, 'support_phone');
        const diff = changedKeys(
          Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]])),
          patch,
        );
        await writeSite(
          tx,
          domain,
          { settings: { ...stored.settings, ...patch }, company: stored.company },
          clock.now(),
        );
        await auditStaffWrite(request, tx, {
          targetType: 'setting',
          targetId: domain,
          before: diff.before,
          after: diff.after,
        });
        return lockedSite(tx, domain);
      });
      await settings.changed(domain);
      return { site: view(updated) };
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
      const updated = await db.transaction(async (tx) => {
        const stored = await lockedSite(tx, domain);
        const country = String(stored.settings.geoip_selected_country ?? 'NL');
        checkPhone(patch.support_phone, country, 'support_phone');
        const current = { ...defaultCompany, ...stored.company } as Record<string, unknown>;
        const diff = changedKeys(
          Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]])),
          patch,
        );
        await writeSite(
          tx,
          domain,
          { settings: stored.settings, company: { ...stored.company, ...patch } },
          clock.now(),
        );
        await auditStaffWrite(request, tx, {
          targetType: 'setting',
          targetId: domain,
          action: 'settings.company',
          before: diff.before,
          after: diff.after,
        });
        return lockedSite(tx, domain);
      });
      await settings.changed(domain);
      return { site: view(updated) };
    },
  );

  await app.register(legalAdminRoutes);
  await app.register(methodsAdminRoutes);
};
