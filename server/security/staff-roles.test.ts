/**
 * The back office's role matrix (issue "Back office"): every route under `/api/admin`, as the app
 * registered it (`app.staffRoutes`), asked by a visitor, a member, staff before the second factor
 * and each staff role. Visitors and members are refused on all; each role reaches exactly the
 * routes whose action the policy gives it (common/staff.ts), no more and no less.
 */
import { can, STAFF_POLICY, STAFF_ROLES, type StaffRole } from '@common/staff';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAudit } from '../modules/staff/audit.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../test/helpers.ts';
import { buildStaff } from '../test/staff.ts';

let t: TestApp;
let memberCookie: string;
let unverifiedCookie: string;
const staff = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  memberCookie = await login(t, (await buildMember(t)).email);
  unverifiedCookie = await login(t, (await buildMember(t, { role: 'admin' })).email);
  for (const role of STAFF_ROLES) staff[role] = (await buildStaff(t, role)).cookie;
});
afterAll(() => t.close());

/** A path for a route pattern: ids that do not exist, so that no allowed call changes anything. */
function pathOf(url: string): string {
  const values: Record<string, string> = {
    domain: 'unknown.example',
    locale: 'nl',
    section: 'terms',
    country: 'NL',
  };
  return url.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? '987654');
}

function ask(method: string, url: string, cookie: string | null) {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url: pathOf(url),
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: t.app.deps.config.publicUrl,
      'content-type': 'application/json',
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
}

describe('every /api/admin route', () => {
  it('is registered with an action of the policy, and there are routes for every action', () => {
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(Object.keys(STAFF_POLICY)).toContain(route.action);
    const used = new Set(routes.map((r) => r.action));
    for (const action of Object.keys(STAFF_POLICY))
      expect([...used], `no route takes ${action}`).toContain(action);
  });

  it('refuses visitors, members and staff before the second factor', async () => {
    for (const route of t.app.staffRoutes) {
      const label = `${route.method} ${route.url}`;
      const visitor = await ask(route.method, route.url, null);
      expect([401, 403], label).toContain(visitor.statusCode);
      expect(visitor.json().error, label).toBe('authentication_required');
      const member = await ask(route.method, route.url, memberCookie);
      expect(member.statusCode, label).toBe(403);
      expect(member.json().error, label).toBe('forbidden');
      const unverified = await ask(route.method, route.url, unverifiedCookie);
      expect(unverified.statusCode, label).toBe(403);
      expect(unverified.json().error, label).toBe('second_factor_required');
    }
  });

  it('lets each role reach exactly the routes of its actions', async () => {
    const audits = await countAudit(t.database.db);
    let writes = 0;
    for (const route of t.app.staffRoutes) {
      for (const role of STAFF_ROLES) {
        const label = `${role}: ${route.method} ${route.url}`;
        const answer = await ask(route.method, route.url, staff[role]);
        if (can(role, route.action)) {
          // Reached the handler: whatever it answers (the data, 400 for the empty body, 404 for
          // the unknown id), it is not the guard's refusal.
          expect(answer.statusCode, `${label} ${answer.body}`).not.toBe(403);
          expect(answer.statusCode, `${label} ${answer.body}`).toBeLessThan(500);
          if (route.method !== 'GET' && answer.statusCode < 300) writes += 1;
        } else {
          expect(answer.statusCode, label).toBe(403);
          expect(answer.json().error, label).toBe('forbidden');
        }
      }
    }
    // Unknown ids and empty bodies mostly change nothing; a write that succeeded anyway (e.g. an
    // invite code with every field optional) wrote exactly one audit entry.
    expect(await countAudit(t.database.db)).toBe(audits + writes);
  });
});
