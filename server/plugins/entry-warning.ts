import { ENTRY_WARNING_COOKIE } from '@common/constants';
import type { SiteSettings } from '@common/schemas/settings';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/http.ts';
import { translator } from '../lib/i18n.ts';

/** Bootstrap Icons' `exclamation-triangle-fill`, as `web/components/icons/` draws it. */
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" class="bi bi-exclamation-triangle-fill text-warning me-2" aria-hidden="true"><path d="M8.982 1.566a1.13 1.13 0 0 0-1.96 0L.165 13.233c-.457.778.091 1.767.98 1.767h13.713c.889 0 1.438-.99.98-1.767zM8 5c.535 0 .954.462.9.995l-.35 3.507a.552.552 0 0 1-1.1 0L7.1 5.995A.905.905 0 0 1 8 5m.002 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2"/></svg>';

/**
 * Whether a page answered to `request` carries the SPEC §1, §4 adult-entry warning: the site
 * shows it (`enable_site_entry_popup`), the visitor's country (`settings.geoip_country` as
 * settings.php answers it to this request) is one it is shown in (`site_entry_popup_countries`),
 * no member is signed in (`request.member`) and the visitor has not dismissed it (no
 * `ENTRY_WARNING_COOKIE`). Installed-app mode and a dismissal kept only in the browser's
 * localStorage (before the cookie) are known to the page's script alone, which then removes it.
 */
export function entryWarningDue(
  request: FastifyRequest,
  settings: Pick<SiteSettings, 'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_country'>,
): boolean {
  return (
    settings.enable_site_entry_popup &&
    settings.site_entry_popup_countries.includes(settings.geoip_country) &&
    !request.member &&
    !request.cookies[ENTRY_WARNING_COOKIE]
  );
}

/**
 * The SPEC §1, §4 adult-entry warning as HTML in `locale` (texts `entry.*` of the locale files,
 * Dutch for an unknown locale): a native `<dialog>` open from the first paint (role dialog,
 * labelled by its title), Bootstrap's modal content inside. "Enter" submits its
 * `<form method="dialog">`, so it closes the dialog even before any script has run (return value
 * `enter`), and has the focus (`autofocus`); "leave" is wired by the page's script
 * (`web/app/wireEntryWarning.ts`), which also makes it modal (`showModal`: the page behind inert,
 * Escape ignored) and keeps the dismissal in `ENTRY_WARNING_COOKIE`.
 */
export function entryWarningHtml(locale: string): string {
  const t = translator(locale);
  const text = (key: string) => escapeHtml(t(`entry.${key}`));
  return `<dialog class="entry-warning" aria-labelledby="entry-warning-title" data-entry-warning="" open><div class="modal-content"><div class="modal-header"><div class="modal-title h4" id="entry-warning-title">${ICON}${text('title')}</div></div><div class="modal-body"><p>${text('body')}</p><p class="small text-body-secondary mb-0">${text('note')}</p></div><form method="dialog" class="modal-footer justify-content-between"><button type="button" class="btn btn-outline-secondary" data-entry-leave="">${text('leave')}</button><button type="submit" value="enter" class="btn btn-primary" data-entry-enter="" autofocus>${text('enter')}</button></form></div></dialog>`;
}

/**
 * `html` with `fragment` right after the opening `<body …>` tag (so that it is parsed, and
 * painted, before the page's content); at the end when there is no body tag.
 */
export function afterBodyOpen(html: string, fragment: string): string {
  const start = html.search(/<body[\s>]/i);
  const end = start < 0 ? -1 : html.indexOf('>', start);
  return end < 0 ? html + fragment : `${html.slice(0, end + 1)}\n${fragment}${html.slice(end + 1)}`;
}
