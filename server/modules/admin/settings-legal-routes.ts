import { LOCALES } from '@common/constants';
import {
  adminSiteAnswer,
  type LegalOverrides,
  legalOverrideBody,
  legalOverrides,
  legalSectionKey,
  siteDomain,
} from '@common/schemas/site-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { shippedSection, siteView } from '../settings/admin-view.ts';
import { lockedSite, writeSite } from '../settings/store.ts';
import { auditStaffWrite } from '../staff/guard.ts';

const sectionParams = z.object({
  domain: siteDomain,
  locale: z.enum(LOCALES),
  section: legalSectionKey,
});

/** The body text as stored paragraphs: one per line, trimmed, empty lines left out. */
function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Issue "Back office" §5, legal page texts per locale (`settings.manage`): a site shows its own
 * text for a section of a legal page (`terms.fictional`) in one locale instead of the shipped one
 * (common/legal/<locale>.json). Stored in the site's settings as `legal_overrides`; served by
 * `GET /api/legal/overrides`; drawn as the shipped texts are (text, never HTML). Each write
 * audits the section before and after.
 */
export const legalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, settings } = app.deps;

  /**
   * Replace (`value`) or remove (null) one override of `domain` in a transaction with its audit
   * entry; a `heading` of undefined keeps the stored override's heading.
   */
  async function change(
    request: Parameters<typeof auditStaffWrite>[0],
    params: z.infer<typeof sectionParams>,
    value: { heading: string | null | undefined; body: string[] } | null,
  ) {
    const { domain, locale, section } = params;
    const updated = await db.transaction(async (tx) => {
      const stored = await lockedSite(tx, domain);
      const parsed = legalOverrides.safeParse(stored.settings.legal_overrides ?? {});
      const overrides: LegalOverrides = parsed.success ? parsed.data : {};
      const before = overrides[locale]?.[section] ?? null;
      const sections = { ...overrides[locale] };
      if (value) {
        sections[section] = {
          heading: value.heading === undefined ? (before?.heading ?? null) : value.heading,
          body: value.body,
        };
      } else delete sections[section];
      const next: LegalOverrides = { ...overrides, [locale]: sections };
      if (Object.keys(sections).length === 0) delete next[locale];
      await writeSite(
        tx,
        domain,
        { settings: { ...stored.settings, legal_overrides: next }, company: stored.company },
        clock.now(),
      );
      const key = `legal.${locale}.${section}`;
      await auditStaffWrite(request, tx, {
        targetType: 'setting',
        targetId: domain,
        action: value ? 'settings.legal' : 'settings.legal_reset',
        before: { [key]: before },
        after: { [key]: sections[section] ?? null },
      });
      return lockedSite(tx, domain);
    });
    await settings.changed(domain);
    return { site: siteView(updated, settings.configuredFields()) };
  }

  app.put(
    '/api/admin/sites/:domain/legal/:locale/:section',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Show this text instead of the shipped legal section (`page.section`, e.g. `terms.fictional`) in one ' +
          'locale: one paragraph per line, `- ` list items, `[label](/path)` links inside the site, `{{site}}` values.',
        params: sectionParams,
        body: legalOverrideBody,
        response: { 200: adminSiteAnswer },
      },
    },
    async (request) => {
      const shipped = shippedSection(request.params.section);
      if (!shipped) throw fieldError({ section: 'validation.invalid' });
      // Absent: the stored heading stays (a partial update changes only what was sent).
      const heading = request.body.heading === undefined ? undefined : request.body.heading || null;
      if (heading && !shipped.heading) throw fieldError({ heading: 'validation.no_heading' });
      return change(request, request.params, { heading, body: paragraphs(request.body.body) });
    },
  );

  app.delete(
    '/api/admin/sites/:domain/legal/:locale/:section',
    {
      config: { staff: 'settings.manage' },
      schema: {
        tags: ['admin'],
        description: 'Show the shipped legal section again in this locale (remove the site’s text).',
        params: sectionParams,
        response: { 200: adminSiteAnswer },
      },
    },
    async (request) => {
      if (!shippedSection(request.params.section)) throw fieldError({ section: 'validation.invalid' });
      return change(request, request.params, null);
    },
  );
};
