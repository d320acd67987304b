import fp from 'fastify-plugin';
import { isLoopbackHostname } from '../lib/origin.ts';
import type { SettingsService } from '../modules/settings/service.ts';

/** Options of `canonicalHost`: the site's address (config.publicUrl) and the per-domain settings. */
export interface CanonicalHostOptions {
  publicUrl: string;
  settings: Pick<SettingsService, 'forHost'>;
}

/**
 * Paths never redirected: the API (clients call it where they are; the WebSocket too), photo
 * files, the health check, the built client's hashed files (a module script redirected to another
 * origin would need CORS), and the development pages (their links are relative on purpose, and
 * Vite's dev server proxies them from its own port).
 */
export const CANONICAL_HOST_EXEMPT_PREFIXES: readonly string[] = ['/api/', '/media/', '/assets/', '/dev/'];

/**
 * Issue 9, "links to another host": a page opened at another address of the same site (e.g.
 * `127.0.0.1:3000` while PUBLIC_URL is `http://localhost:3000`, or `www.` of a public site) is
 * redirected, same path and query, to PUBLIC_URL — else mail links and the checkout, which point
 * at PUBLIC_URL, land where the session cookie is not and the member seems logged out.
 *
 * Only GET and HEAD, not the paths of `CANONICAL_HOST_EXEMPT_PREFIXES` nor `/healthz`, `/readyz`; only when
 * the request's host (`request.host`: X-Forwarded-Host behind a trusted proxy), compared as
 * host:port, differs from PUBLIC_URL's, and
 * - the host resolves to the same settings row as PUBLIC_URL (`settings.forHost`): a domain with a
 *   row of its own is another site, served at its own address;
 * - both are on this machine or neither is: a browser that reached a LAN address cannot follow a
 *   redirect to `localhost`, and a loopback Host with a public PUBLIC_URL is a local reverse proxy
 *   that does not pass the Host on — redirecting it would loop. (A proxy must pass the Host, or
 *   X-Forwarded-Host with TRUST_PROXY=true; see README.)
 *
 * Answers 308 with `Cache-Control: no-store`: a browser must not keep the redirect once PUBLIC_URL
 * changes. Registered by `buildApp` only when it serves the web client (the pages it is about).
 */
export const canonicalHost = fp<CanonicalHostOptions>(
  async (app, options) => {
    const target = new URL(options.publicUrl);
    const base = options.publicUrl.replace(/\/$/, '');
    const targetLoopback = isLoopbackHostname(target.hostname);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url;
      // Only origin-form targets ('/path?query'): the redirect then stays on PUBLIC_URL's host.
      if (!url.startsWith('/') || url.startsWith('//')) return;
      if (
        url === '/healthz' ||
        url === '/readyz' ||
        CANONICAL_HOST_EXEMPT_PREFIXES.some((p) => url.startsWith(p))
      )
        return;
      if (!request.host) return;
      let host: URL;
      try {
        host = new URL(`${target.protocol}//${request.host}`);
      } catch {
        return;
      }
      if (host.host === target.host) return;
      if (isLoopbackHostname(host.hostname) !== targetLoopback) return;
      const [own, canonical] = await Promise.all([
        options.settings.forHost(request.host),
        options.settings.forHost(target.host),
      ]);
      if (own.settings.domain !== canonical.settings.domain) return;
      return reply.header('cache-control', 'no-store').redirect(`${base}${url}`, 308);
    });
  },
  { name: 'canonical-host' },
);
