import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { isFromOwnSite } from '../lib/origin.ts';

/**
 * Cross-site request protection of the API (issue 9, "cross-site requests").
 *
 * SameSite=Lax keeps the session cookie off cross-site POSTs in today's browsers, but not on
 * requests from a sibling host of the same site, not in older browsers, and not against login CSRF
 * (logging the browser into the attacker's account). So every `/api/*` request other than GET, HEAD
 * and OPTIONS must come from a page of this site: `isFromOwnSite` (`server/lib/origin.ts`) checks
 * `Sec-Fetch-Site`, then `Origin`, else `Referer`, against PUBLIC_URL's origin and the request's own
 * Host. Requests with neither header (non-browser clients) pass: browsers always send Origin on
 * these methods. A refusal answers `403 {"error":"forbidden_origin","message":…}` in the member's
 * language before the body is read, so nothing is parsed, stored or counted.
 *
 * `GET /api/logout.php` keeps the SPEC's method but needs `X-Request-Type: client` (API.md, sent by
 * every call of `web/lib/api.ts`): a cross-site page can make a browser load a URL, not send that
 * header without a CORS preflight we never grant.
 *
 * Register it after the hook that resolves the request's language, so the refusal is translated.
 */
export const originCheck = fp<OriginCheckOptions>(
  async (app, options) => {
    // A callback hook (no promise per request): `refusal` answers the error or nothing.
    const refusal = (request: FastifyRequest): AppError | undefined => {
      const path = request.url.split('?', 1)[0] ?? '';
      const route = request.routeOptions.url;
      if (!path.startsWith('/api/') && !route?.startsWith('/api/')) return undefined;
      const method = request.method;
      // Fastify answers HEAD with the GET handler: it needs the header as much.
      const asGet = method === 'HEAD' ? 'GET' : method;
      if (CLIENT_HEADER_ROUTES.some((r) => r.method === asGet && (r.path === route || r.path === path))) {
        const header = request.headers['x-request-type'];
        if (typeof header !== 'string' || header.trim().toLowerCase() !== 'client') {
          return new AppError('forbidden_origin');
        }
      }
      if (SAFE_METHODS.has(method)) return undefined;
      if (isOriginCheckExempt(method, route)) return undefined;
      if (!isFromOwnSite(request, options.publicUrl)) return new AppError('forbidden_origin');
      return undefined;
    };
    app.addHook('onRequest', (request, _reply, done) => {
      const error = refusal(request);
      if (error) done(error);
      else done();
    });
  },
  // After request-context: the refusal is answered in the request's language.
  { name: 'origin-check', dependencies: ['request-context'] },
);

/** Options of `originCheck`: the site's address (config.publicUrl). */
export interface OriginCheckOptions {
  publicUrl: string;
}

/** A route the origin check leaves alone because something else authenticates its caller. */
export interface OriginCheckExemption {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (Fastify's `routeOptions.url`), without query. */
  path: string;
  /** What authenticates the caller instead of the page's origin. */
  why: string;
}

/**
 * The documented exemptions of the origin check (issue 9). Each is called by a server or a mail
 * client, never by a page of this site, and authenticates otherwise. The sandbox checkout's
 * `POST /sandbox/checkout/{id}` needs none: it is not under /api (the random payment id is its key).
 */
export const ORIGIN_CHECK_EXEMPTIONS: readonly OriginCheckExemption[] = [
  {
    method: 'POST',
    path: '/api/payments/webhook',
    why: 'the payment provider calls it server to server; only `id` is read and the payment is fetched from the provider',
  },
  {
    method: 'POST',
    path: '/api/mail/unsubscribe',
    why: 'RFC 8058 one-click unsubscribe posted by the mail client; the token in the address identifies the member',
  },
  {
    method: 'POST',
    path: '/api/mail/events',
    why: "the mail provider's bounce and complaint notifications, server to server",
  },
];

/**
 * GET routes that change state and so need the web client's `X-Request-Type: client` header
 * (HEAD included); without it they answer 403 `forbidden_origin`.
 */
export const CLIENT_HEADER_ROUTES: readonly { method: 'GET'; path: string }[] = [
  { method: 'GET', path: '/api/logout.php' },
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `method` on the registered route `route` is in `ORIGIN_CHECK_EXEMPTIONS`. */
export function isOriginCheckExempt(method: FastifyRequest['method'], route: string | undefined): boolean {
  return ORIGIN_CHECK_EXEMPTIONS.some((e) => e.method === method && e.path === route);
}
