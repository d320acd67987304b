import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The device cookie's name (documented in the cookie policy, common/legal/<locale>.json). */
export const DEVICE_COOKIE = 'device';

/** The device cookie lasts two years (seconds). */
export const DEVICE_COOKIE_S = 2 * 365 * 86_400;

/** A device id as this plugin makes it: 22 base64url characters (128 random bits). */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser's device id (the `device` cookie, new on its first request); null for static files. */
    deviceId: string | null;
  }
}

/**
 * Static files, the health check and media get no device cookie: these prefixes, or outside
 * `/api/` (whose SPEC §7 routes end in `.php`) a path whose last part has a dot (`/sw.js`).
 */
function isStatic(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/assets/') || path.startsWith('/media/') || path === '/healthz' || path === '/readyz')
    return true;
  if (path.startsWith('/api/')) return false;
  return (path.split('/').pop() ?? '').includes('.');
}

/**
 * Duplicate-account signals (issue "Back office" §2): every browser gets a random device id in
 * the `device` cookie (HttpOnly, SameSite=Lax, two years) on its first request without a valid
 * one, and `request.deviceId` holds it, so that the login and the signup of that very request
 * record it (`sessions.device_id`, `users.signup_device_id`). Static files are skipped.
 */
export const deviceCookie = fp(
  async (app) => {
    app.decorateRequest('deviceId', null);
    // A callback hook: no promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      if (isStatic(request)) return done();
      const current = request.cookies[DEVICE_COOKIE];
      if (current && DEVICE_ID.test(current)) {
        request.deviceId = current;
        return done();
      }
      const id = randomBytes(16).toString('base64url');
      request.deviceId = id;
      reply.setCookie(DEVICE_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_S,
      });
      done();
    });
  },
  { name: 'device-cookie', dependencies: ['@fastify/cookie'] },
);
