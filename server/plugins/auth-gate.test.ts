/**
 * Protected routes authenticate before they validate (docs/security.md "Staff powers"): walking the
 * route table, every route that needs a session answers a visitor with a bad body, bad parameters
 * and a bad query 403 `authentication_required`, never 400; staff routes keep their own codes for
 * members and for staff before the second factor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, login, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let memberCookie: string;
let unverifiedStaffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  memberCookie = await login(t, (await buildMember(t)).email);
  unverifiedStaffCookie = await login(t, (await buildMember(t, { role: 'admin' })).email);
});
afterAll(() => t.close());

/** A request to `route` with invalid parameters, query and body. */
const badRequest = (route: { method: string; url: string }, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: `${route.url.replace(/:\w+/g, 'not-an-id').replace('*', 'x')}?limit=-1&page=zero&before_id=x`,
    headers: {
      origin: t.app.deps.config.publicUrl,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"code": 12, "x": [' }),
  });

const protectedRoutes = () => t.app.authRoutes.filter((r) => r.auth !== null);

describe('authentication comes before validation', () => {
  it('walks every protected route: a visitor gets authentication_required, not 400', async () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/staff/2fa/confirm', auth: 'staff' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/staff/2fa/verify', auth: 'staff' });
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await badRequest(route);
      if (answer.statusCode !== 403 || answer.json().error !== 'authentication_required') {
        wrong.push(`${route.method} ${route.url}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('staff routes keep their codes: forbidden for members, second_factor_required before the code', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes().filter((r) => r.auth !== 'member')) {
      const asMember = await badRequest(route, memberCookie);
      if (asMember.json().error !== 'forbidden') wrong.push(`member ${route.method} ${route.url}`);
      if (route.auth !== 'admin') continue;
      const unverified = await badRequest(route, unverifiedStaffCookie);
      if (unverified.json().error !== 'second_factor_required') {
        wrong.push(`unverified ${route.method} ${route.url}: ${unverified.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every route whose handler needs a member declares it (config.auth)', () => {
    const root = path.resolve(import.meta.dirname, '../modules');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const declared = new Set(protectedRoutes().map((r) => `${r.method} ${r.url}`));
    const missing: string[] = [];
    let handlers = 0;
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const chunks = source.split(/\bapp\.(get|post|put|patch|delete)\(/);
      for (let i = 1; i < chunks.length; i += 2) {
        const method = (chunks[i] as string).toUpperCase();
        const chunk = chunks[i + 1] as string;
        const url = /^\s*['`]([^'`]+)['`]/.exec(chunk)?.[1];
        if (!url || url.startsWith('/api/admin')) continue; // the staff guard requires an action there
        const needsMember = /\b(requireMember|staffMember)\(request\)/.test(chunk);
        // A route that answers visitors too (e.g. `{user: null}`) is public.
        if (!needsMember || chunk.includes('if (!request.member)')) continue;
        handlers += 1;
        if (!declared.has(`${method} ${url}`)) missing.push(`${method} ${url} (${file})`);
      }
    }
    expect(handlers).toBeGreaterThan(40);
    // Login and, with ?push=1, saving a push subscription: the latter checks in its own onRequest.
    expect(missing).toEqual(['POST /api/user.php (auth/routes.ts)']);
  });

  it('POST /api/user.php?push=1 (push subscription) needs a session before its body is read', async () => {
    const answer = await badRequest({ method: 'POST', url: '/api/user.php?push=1&' });
    expect([answer.statusCode, answer.json().error]).toEqual([403, 'authentication_required']);
  });
});
