import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALE_COOKIE } from '@common/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setLocaleCookie } from '../lib/http.ts';
import { visitorCountry } from '../modules/settings/geoip.ts';
import { COMPRESSION_THRESHOLD, DYNAMIC_BROTLI_QUALITY } from './compression.ts';
import { afterBodyOpen, entryWarningDue, entryWarningHtml } from './entry-warning.ts';

/** The id of the `<script type="application/json">` element that carries the page state. */
export const PAGE_STATE_ID = 'page-state';

/**
 * An HTML page of the built client cut once, at start-up, where the page state goes (before
 * `</head>`): `before + stateElement + after` is the page a request is answered.
 */
export interface PageTemplate {
  before: string;
  after: string;
}

/** Cut `html` before its `</head>` (a page without one gets the state at its start). */
export function pageTemplate(html: string): PageTemplate {
  const at = html.indexOf('</head>');
  return at < 0 ? { before: '', after: html } : { before: html.slice(0, at), after: html.slice(at) };
}

/**
 * `json` made safe to stand inside a `<script>` element: every `<` (so no `</script>` or `<!--`
 * can end or change the element), `>`, `&` and the line separators U+2028/U+2029 written as
 * `\uXXXX` escapes. They can only occur inside JSON strings, where the escape means the same
 * character, so `JSON.parse` of the result equals `JSON.parse(json)`.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Whether a visitor's member search may answer (API.md `GET /api/members`: the site's
 * `logged_out_search`, or `logged_out_search_trafficsource` for a visitor from a traffic source).
 * A query string may carry tracking parameters that the client stores before it searches, so it
 * counts as a traffic source here.
 */
export function visitorSearchOpen(request: FastifyRequest): boolean {
  const { settings } = request.site;
  if (settings.logged_out_search) return true;
  const fromSource = Boolean(request.cookies.tracking) || request.url.includes('?');
  return settings.logged_out_search_trafficsource && fromSource;
}

/**
 * The state the single-page app starts from, as the JSON text of the page-state element: SPEC §7
 * "settings fetched on first server render". `{"settings": <the settings.php answer for the
 * request's site, with the visitor's geoip_country>, "user": <user.php's `user`: the signed-in
 * member of the request's own session, or null>}`. The client seeds its query cache with both
 * (`web/main.tsx`), so the first screen does not wait for those two calls. Only the request's own
 * session is read, so the page never carries another member's data.
 *
 * As settings.php does, it stores the chosen language in the locale cookie when there is none,
 * and, for a member whose saved language differs from the cookie, the member's language (the
 * client starts in the cookie's language, `web/lib/i18n.ts`).
 */
export async function pageStateJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const site = request.site;
  const settings = site.settingsJsonWithCountry(visitorCountry(site.settings, request.ip));
  const member = request.member;
  const user = member ? await app.deps.auth.presentUser(member.userId, site.settings) : null;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (!cookie || (member && cookie !== request.locale)) setLocaleCookie(request, reply, request.locale);
  return `{"settings":${settings},"user":${JSON.stringify(user)}}`;
}

/**
 * `template` with the page state element inserted (`pageStateJson`, escaped for HTML), the SPEC
 * §1, §4 adult-entry warning at the start of its body when it is due (`entry-warning.ts`: the app
 * draws no copy of its own), and the page's caching: a page that carries a member is kept by no cache (`private, no-store`); a
 * visitor's carries the visitor's country, so it is private too, revalidated each time.
 */
export async function pageWithState(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
): Promise<string> {
  const json = await pageStateJson(app, request, reply);
  reply.header('cache-control', request.member ? 'private, no-store' : 'private, no-cache');
  const { settings } = request.site;
  const due = entryWarningDue(request, {
    ...settings,
    geoip_country: visitorCountry(settings, request.ip),
  });
  const after = due ? afterBodyOpen(template.after, entryWarningHtml(request.locale)) : template.after;
  return `${template.before}<script id="${PAGE_STATE_ID}" type="application/json">${escapeJsonForHtml(json)}</script>\n${after}`;
}

/**
 * Send `html` as the page, brotli- or gzip-compressed as `Accept-Encoding` allows (brotli first,
 * at the quality of the other answers made per request, `compression.ts`). The not-found handler
 * that answers pages is not a route, so the `compression` plugin does not reach it.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(html) < COMPRESSION_THRESHOLD) return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
