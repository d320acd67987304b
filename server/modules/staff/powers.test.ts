import { can, type Role, STAFF_ROLES, type StaffAction, type StaffRole } from '@common/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../common/locales/en.json' with { type: 'json' };
import nl from '../../../common/locales/nl.json' with { type: 'json' };
import { auditLog, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, grantCredits, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { MEMBER_ACTIONS, type MemberAction, mayActOn } from './powers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reason = 'Verzoek van het lid via de klantenservice';

/** Every write and export under /api/admin/members/:id, with its guard action and its request. */
const ROUTES: Record<
  MemberAction,
  { staff: StaffAction; method: 'POST' | 'DELETE'; path: string; body: object }
> = {
  credits: { staff: 'credits.adjust', method: 'POST', path: 'credits', body: { delta: 5, reason } },
  deactivate: { staff: 'members.manage', method: 'POST', path: 'deactivate', body: { reason } },
  reactivate: { staff: 'members.manage', method: 'POST', path: 'reactivate', body: { reason } },
  delete: { staff: 'members.manage', method: 'DELETE', path: '', body: { reason } },
  export: { staff: 'members.manage', method: 'POST', path: 'export', body: { reason } },
  warn: { staff: 'members.moderate', method: 'POST', path: 'warnings', body: { reason } },
  ban: { staff: 'members.moderate', method: 'POST', path: 'ban', body: { reason } },
  unban: { staff: 'members.moderate', method: 'POST', path: 'unban', body: { reason } },
};

const act = (cookie: string, action: MemberAction, targetId: number, body?: object) => {
  const route = ROUTES[action];
  return t.app.inject({
    method: route.method,
    url: `/api/admin/members/${targetId}${route.path ? `/${route.path}` : ''}`,
    headers: staffHeaders(t, cookie),
    payload: body ?? route.body,
  });
};
const auditCount = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;
const accountRow = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('staff act only on accounts ranked below their own role, never on their own', () => {
  it('covers every write and export route under /api/admin/members/:id', () => {
    const routes = t.app.staffRoutes
      .filter((r) => r.url.startsWith('/api/admin/members/:id') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const covered = Object.values(ROUTES)
      .map((r) => `${r.method} /api/admin/members/:id${r.path ? `/${r.path}` : ''}`)
      .sort();
    expect(routes).toEqual(covered);
    expect(Object.keys(ROUTES).sort()).toEqual([...MEMBER_ACTIONS].sort());
  });

  it('walks each staff role against each target role and itself on every route', async () => {
    const targetRoles: Role[] = ['member', ...STAFF_ROLES];
    for (const actorRole of STAFF_ROLES) {
      const actor = await buildStaff(t, actorRole);
      const self = (await t.database.db.select().from(users).where(eq(users.id, actor.id)))[0];
      for (const action of MEMBER_ACTIONS) {
        if (!can(actorRole, ROUTES[action].staff)) continue; // the guard's 403 forbidden, tested there
        for (const targetRole of [...targetRoles, 'self' as const]) {
          const target =
            targetRole === 'self' ? { id: actor.id } : await buildMember(t, { role: targetRole });
          // Put the target in the state the action undoes, so an allowed call succeeds.
          if (action === 'unban' && targetRole !== 'self') {
            await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, target.id));
          }
          if (action === 'reactivate') {
            const deactivated = await act(actor.cookie, 'deactivate', target.id);
            expect([200, 403]).toContain(deactivated.statusCode);
          }
          const before = await accountRow(target.id);
          const audits = await auditCount();
          const answer = await act(actor.cookie, action, target.id);
          const label = `${actorRole} ${action} ${targetRole}`;
          const expected =
            targetRole === 'self'
              ? 'staff_self_forbidden'
              : mayActOn({ userId: actor.id, role: actorRole }, { id: target.id, role: targetRole }, action);
          if (expected) {
            expect(answer.statusCode, label).toBe(403);
            expect(answer.json().error, label).toBe(expected);
            expect(answer.json().message, label).toBe(nl.errors[expected]);
            expect(await auditCount(), label).toBe(audits);
            expect(await accountRow(target.id), label).toEqual(before);
          } else {
            // A staff account is never banned (its role is taken first): 409, as before.
            const status = action === 'ban' && targetRole !== 'member' ? 409 : 200;
            expect(answer.statusCode, `${label}: ${answer.body}`).toBe(status);
          }
        }
      }
      expect(self?.role).toBe(actorRole);
    }
  }, 120_000);

  it('the matrix itself: higher rank only, never oneself', () => {
    const rank: Record<Role, number> = { member: 0, support: 1, operator: 1, moderator: 1, admin: 2 };
    for (const actor of STAFF_ROLES) {
      for (const target of ['member', ...STAFF_ROLES] as Role[]) {
        const allowed = mayActOn({ userId: 1, role: actor }, { id: 2, role: target }, 'export') === null;
        expect(allowed, `${actor} on ${target}`).toBe(rank[target] < rank[actor]);
      }
      expect(mayActOn({ userId: 1, role: actor }, { id: 1, role: 'member' }, 'export')).toBe(
        'staff_self_forbidden',
      );
    }
  });

  it('answers in the staff member’s language', async () => {
    const support = await buildStaff(t, 'support', { language: 'en' });
    const admin = await buildMember(t, { role: 'admin' });
    const answer = await act(support.cookie, 'delete', admin.id);
    expect(answer.json()).toMatchObject({
      error: 'staff_target_forbidden',
      message: en.errors.staff_target_forbidden,
    });
  });
});

describe('credit adjustments', () => {
  it('never on one’s own account, also not by an admin', async () => {
    for (const role of ['support', 'admin'] as StaffRole[]) {
      const staff = await buildStaff(t, role);
      const answer = await act(staff.cookie, 'credits', staff.id, { delta: 100_000, reason });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('staff_self_forbidden');
      expect((await accountRow(staff.id))?.credits).toBe(0);
    }
  });

  it('above STAFF_CREDITS_LIMIT (either sign) only by an admin', async () => {
    const limit = t.app.deps.config.staffCreditsLimit;
    expect(limit).toBe(1000);
    const support = await buildStaff(t, 'support');
    const admin = await buildStaff(t, 'admin');
    const member = await buildMember(t);
    await grantCredits(t, member.id, 5000);
    for (const delta of [limit + 1, -(limit + 1)]) {
      const refused = await act(support.cookie, 'credits', member.id, { delta, reason });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'staff_credits_limit',
        message: nl.errors.staff_credits_limit.replace('{{limit}}', String(limit)),
      });
    }
    expect((await accountRow(member.id))?.credits).toBe(5000);
    expect((await act(support.cookie, 'credits', member.id, { delta: limit, reason })).statusCode).toBe(200);
    expect((await act(support.cookie, 'credits', member.id, { delta: -limit, reason })).statusCode).toBe(200);
    expect((await act(admin.cookie, 'credits', member.id, { delta: limit + 1, reason })).statusCode).toBe(
      200,
    );
    expect((await accountRow(member.id))?.credits).toBe(5000 + limit + 1);
  });
});
