import { isStaffRole } from '@common/staff';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Who may call a route: a signed-in member (`member`) or a signed-in staff account (`staff`). */
export type RouteAuth = 'member' | 'staff';

/** A route and who may call it (`app.authRoutes`): `admin` for the back office under `/api/admin`, null when public. */
export interface AuthRoute {
  method: string;
  url: string;
  auth: RouteAuth | 'admin' | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with who may call it, in the order they were registered (tests walk it). */
    authRoutes: AuthRoute[];
  }
  interface FastifyContextConfig {
    /**
     * The route needs a session (`member`) or a staff account's session (`staff`), checked
     * before the body is read or validated. Routes under `/api/admin` use `staff` (an action) instead.
     */
    auth?: RouteAuth;
  }
}

/**
 * Authenticate before validating (docs/security.md "Staff powers"): a route that declares
 * `config.auth` gets an onRequest check, which runs after the session is resolved
 * (`requestContext`) and before the body is parsed and validated, so a visitor gets 403
 * `authentication_required` rather than 400 for a bad body, and a member on a staff route 403
 * `forbidden`. Handlers still read the member with `requireMember`. Register before the routes.
 */
export const authGate = fp(
  async (app) => {
    app.decorate('authRoutes', [] as AuthRoute[]);
    app.addHook('onRoute', (route) => {
      const config = route.config as { auth?: RouteAuth; staff?: string } | undefined;
      const auth: AuthRoute['auth'] = config?.staff ? 'admin' : (config?.auth ?? null);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.authRoutes.push({ method, url: route.url, auth });
      }
      const required = config?.auth;
      if (!required) return;
      const gate = async (request: FastifyRequest) => {
        if (!request.member) throw new AppError('authentication_required');
        if (required === 'staff' && !isStaffRole(request.member.role)) throw new AppError('forbidden');
      };
      const existing = route.onRequest;
      route.onRequest = existing ? [gate, ...(Array.isArray(existing) ? existing : [existing])] : [gate];
    });
  },
  // `request.member` comes from request-context's onRequest hook.
  { name: 'auth-gate', dependencies: ['request-context'] },
);
