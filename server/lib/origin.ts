import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Where a request comes from and where the site lives (issue 9): "is this origin ours" for the
 * cross-site request check (`server/plugins/origin-check.ts`) and the WebSocket upgrade
 * (`modules/realtime/routes.ts`), and "is this address this machine" for the development pages
 * (`dev-routes.ts`) and the canonical-host redirect (`server/plugins/canonical-host.ts`).
 */

/**
 * Whether `address` (an IP as Node reports it, e.g. `127.0.0.1`, `::1`, `::ffff:127.0.0.1`, or in
 * brackets) is a loopback address: 127.0.0.0/8 or ::1, also written IPv4-mapped. Anything that is not
 * an IP address (a name, `''`) answers false.
 */
export function isLoopbackAddress(address: string): boolean {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped?.[1]) a = mapped[1];
  if (isIPv4(a)) return a.startsWith('127.');
  if (!isIPv6(a)) return false;
  // The URL parser writes every IPv6 address in its shortest form (and ::ffff:127.0.0.1 as ::ffff:7f00:1).
  const host = new URL(`http://[${a}]/`).hostname;
  return host === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/**
 * Whether a host name (no port; IPv6 in brackets or not) names this machine: `localhost` and
 * `*.localhost` (RFC 6761; browsers resolve them to loopback themselves), or a loopback address.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.trim().toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** The origin (`scheme://host[:port]`, default port left out) of an http(s) URL, or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Host header values we compare at all: a name or address with an optional port. */
const HOST_SHAPE = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origins a page of this site may have for `request`: PUBLIC_URL's origin, and the request's own
 * Host (`X-Forwarded-Host` behind a trusted proxy, as Fastify's `request.host`) with the scheme it
 * came over — and with https as well when it came over plain http, since a TLS-terminating proxy
 * that is not trusted (TRUST_PROXY=false) makes an https page arrive as http; never the other way.
 */
export function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = new Set<string>();
  const publicOrigin = originOf(publicUrl);
  if (publicOrigin) origins.add(publicOrigin);
  const host = request.host;
  if (host && HOST_SHAPE.test(host)) {
    const schemes = request.protocol === 'https' ? ['https'] : ['http', 'https'];
    for (const scheme of schemes) {
      const origin = originOf(`${scheme}://${host}`);
      if (origin) origins.add(origin);
    }
  }
  return [...origins];
}

/**
 * Issue 9: whether `origin` (an `Origin` header value) is this site's own, per `ownOrigins`.
 * `null` (sandboxed frames, `file:` pages, some redirects), a malformed value, another scheme or
 * another port are foreign. The one answer to "is this origin ours" (HTTP and WebSocket alike).
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  const parsed = originOf(origin);
  // `new URL` accepts a path; an Origin header never has one, so the value must be the origin itself.
  if (!parsed || parsed !== origin.trim().toLowerCase().replace(/\/$/, '')) return false;
  return ownOrigins(request, publicUrl).includes(parsed);
}

/**
 * Issue 9: whether a browser request was made by a page of this site. Refused: `Sec-Fetch-Site:
 * cross-site`; an `Origin` that is not ours (`null` included); without Origin, a `Referer` that is
 * not ours. Allowed: our own Origin (or Referer), and requests with neither header — non-browser
 * clients; browsers always send Origin on requests other than GET and HEAD, and on WebSockets.
 */
export function isFromOwnSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return isOwnOrigin(origin, request, publicUrl);
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && isOwnOrigin(refererOrigin, request, publicUrl);
  }
  return true;
}
