/**
 * Rendering a mail, with the templates loaded on first use: React Email costs about 0.3 s to
 * import, which the server's start should not pay (docs/architecture.md "Build and start").
 */
import type { SettingsService } from '../settings/service.ts';
import type { MailRequest, MailSite, RenderedMail } from './types.ts';

type Templates = typeof import('./templates/index.tsx');
let templates: Promise<Templates> | undefined;

/**
 * Render `mail` for `site` as subject, HTML document and plain text in the mail's language
 * (unknown locales render Dutch), `now` being the moment dates like "changed on" refer to.
 * Member-supplied values are escaped in the HTML. Throws only for a programming error (a
 * template that fails); the first call loads the templates.
 */
export async function renderMail(
  mail: MailRequest,
  site: MailSite,
  now: Date = new Date(),
): Promise<RenderedMail> {
  templates ??= import('./templates/index.tsx').catch((error: unknown) => {
    templates = undefined;
    throw error;
  });
  return (await templates).renderTemplate(mail, site, now);
}

/** The site as mails show it: the default domain's name, company and time zone (settings, cached 30 s). */
export async function mailSite(settings: Pick<SettingsService, 'forHost'>): Promise<MailSite> {
  const { settings: site, company } = await settings.forHost(undefined);
  return {
    name: site.name,
    company: { name: company.name, address: company.address, city: company.city, kvk: company.kvk },
    timeZone: site.time_zone,
  };
}
