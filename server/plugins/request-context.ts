import { AUTH_COOKIE, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@common/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage } from '../lib/i18n.ts';
import type { SessionMember, SessionStore } from '../modules/auth/sessions.ts';
import type { DomainSettings, SettingsService } from '../modules/settings/service.ts';

/** Who is asking: client address, user agent, site settings of the host, and language. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  site: DomainSettings;
  locale: Locale;
  /** Tracking cookie or parameters present (SPEC §6 traffic source). */
  hasTrafficSource: boolean;
  /** The browser's device cookie (`plugins/device-cookie.ts`), for duplicate-account signals. */
  deviceId?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request context the services take (address, settings, language, traffic source). */
    context(request: FastifyRequest): RequestContext;
  }
  interface FastifyRequest {
    /** The signed-in member, or null (resolved from the session cookie). */
    member: SessionMember | null;
    /** The settings of the site the request's host belongs to (SPEC §1 domain settings). */
    site: DomainSettings;
    /** The language answers are in (SPEC §7, see `pickLocale`). */
    locale: Locale;
  }
}

/** Options of `requestContext`: where the site's settings and the sessions come from. */
export interface RequestContextOptions {
  settings: Pick<SettingsService, 'forHost'>;
  sessions: Pick<SessionStore, 'resolve' | 'touch'>;
}

/**
 * Who is asking, in which language, on which site: resolved once per request in an `onRequest`
 * hook into `request.site`, `request.member` and `request.locale` (the member's activity is
 * recorded too, at most once a minute), and `app.context(request)` for the services. The built
 * client's files and `/healthz` skip it. Register it after @fastify/cookie, and before the hooks
 * whose answers are translated (origin check).
 */
export const requestContext = fp<RequestContextOptions>(
  async (app, { settings, sessions }) => {
    app.decorate(
      'context',
      (request: FastifyRequest): RequestContext => ({
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        site: request.site,
        locale: request.locale,
        hasTrafficSource: Boolean(request.cookies.tracking),
        deviceId: request.deviceId ?? undefined,
      }),
    );
    app.decorateRequest('member', null);
    // Set by the hook below on every request that uses it; the null is never read.
    app.decorateRequest('site', null as unknown as DomainSettings);
    app.decorateRequest('locale', DEFAULT_LOCALE);

    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/assets/') || request.url === '/healthz' || request.url === '/readyz')
        return;
      request.site = await settings.forHost(request.headers.host);
      request.member = await sessions.resolve(request.cookies[AUTH_COOKIE]);
      request.locale = pickLocale(request);
      if (request.member) await sessions.touch(request.member);
    });
  },
  // The session and locale cookies are parsed by @fastify/cookie.
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);

/**
 * SPEC §7: the member's saved language, else the locale cookie, else the site's
 * domain_language (first two letters), else the browser's Accept-Language, else Dutch.
 */
export function pickLocale(request: FastifyRequest): Locale {
  if (request.member && isLocale(request.member.language)) return request.member.language;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  // No site yet only when the database queue refuses a request before the site is read.
  const domainLanguage = request.site?.settings.domain_language.slice(0, 2).toLowerCase();
  if (isLocale(domainLanguage)) return domainLanguage;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
