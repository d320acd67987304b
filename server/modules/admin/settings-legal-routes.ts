import { LOCALES } from '@common/constants';
import { adminSiteAnswer, legalOverrideBody, legalSectionKey, siteDomain } from '@common/schemas/site-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { shippedSection } from '../settings/admin-view.ts';
import { auditOf } from '../staff/with-audit.ts';

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
  const { settingsAdmin } = app.deps;

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
      return settingsAdmin.changeLegal(auditOf(request), request.params, {
        heading,
        body: paragraphs(request.body.body),
      });
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
      return settingsAdmin.changeLegal(auditOf(request), request.params, null);
    },
  );
};
