/**
 * Issue "Back office": admins manage staff (list with factor, grant and take roles with an audit
 * entry holding before and after, never demoting themselves, reset a lost factor), read the audit
 * log with filters and paging; `npm run admin` grants roles as actor "cli".
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, buildTwoProcesses, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { countAudit } from './audit.ts';
import { factorOf } from './factors.ts';
import { grantRoleFromCli } from './roles.ts';
import { totpCodeAt } from './totp.ts';

let t: TestApp;
let admin: { id: number; email: string; cookie: string };
let moderator: { id: number; email: string; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildStaff(t, 'admin', { name: 'Anna Admin' });
  moderator = await buildStaff(t, 'moderator');
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  cookie = admin.cookie,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const grant = (email: string, role: string, cookie = admin.cookie) =>
  inject('PUT', '/api/admin/staff/role', cookie, { email, role });
const roleOf = async (id: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

/** Enrol `cookie`'s staff member through the API (their factor enabled). */
async function enrol(cookie: string) {
  const { secret } = (await inject('POST', '/api/staff/2fa/enrol', cookie)).json();
  const confirmed = await inject('POST', '/api/staff/2fa/confirm', cookie, {
    code: totpCodeAt(secret, t.clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('staff', () => {
  it('lists every staff account with role and factor; other roles are refused', async () => {
    await enrol(moderator.cookie);
    const answer = await inject('GET', '/api/admin/staff');
    expect(answer.statusCode).toBe(200);
    const staff = answer.json().staff;
    expect(staff).toContainEqual({
      id: admin.id,
      email: admin.email,
      name: 'Anna Admin',
      role: 'admin',
      factor_enabled: false,
    });
    expect(staff).toContainEqual(expect.objectContaining({ id: moderator.id, factor_enabled: true }));
    expect(staff.every((s: { role: string }) => s.role !== 'member')).toBe(true);
    expect(staff[0].role).toBe('admin');
    for (const [method, url] of [
      ['GET', '/api/admin/staff'],
      ['PUT', '/api/admin/staff/role'],
      ['DELETE', `/api/admin/staff/${admin.id}/factor`],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const refused = await inject(
        method,
        url,
        moderator.cookie,
        method === 'PUT' ? { email: 'x@y.z', role: 'admin' } : undefined,
      );
      expect([url, refused.statusCode, refused.json().error]).toEqual([url, 403, 'forbidden']);
    }
  });

  it('grants a role with an audit entry (before and after); the member’s session has the role at once', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    // The member's session is cached as a member's.
    expect((await inject('GET', '/api/staff/me', cookie)).json().error).toBe('forbidden');
    const before = await countAudit(t.database.db);
    const answer = await grant(member.email.toUpperCase(), 'moderator');
    expect(answer.json()).toEqual({
      id: member.id,
      email: member.email,
      before: 'member',
      role: 'moderator',
    });
    expect(await countAudit(t.database.db)).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'staff.manage',
      targetType: 'staff',
      before: { role: 'member' },
      after: { role: 'moderator' },
    });
    expect((await inject('GET', '/api/staff/me', cookie)).json()).toMatchObject({ role: 'moderator' });

    // Revoking: back to member.
    expect((await grant(member.email, 'member')).json()).toMatchObject({
      before: 'moderator',
      role: 'member',
    });
    expect(await roleOf(member.id)).toBe('member');
    expect((await inject('GET', '/api/staff/me', cookie)).json().error).toBe('forbidden');
    expect(await countAudit(t.database.db)).toBe(before + 2);
  });

  it('refuses an admin demoting themselves, an unknown address and an unknown role, changing nothing', async () => {
    const before = await countAudit(t.database.db);
    const self = await grant(admin.email, 'support');
    expect([self.statusCode, self.json().error, Object.keys(self.json().fields)]).toEqual([
      400,
      'validation',
      ['role'],
    ]);
    expect(await roleOf(admin.id)).toBe('admin');
    const unknown = await grant('niemand@example.com', 'support');
    expect([unknown.statusCode, Object.keys(unknown.json().fields)]).toEqual([400, ['email']]);
    const badRole = await grant(moderator.email, 'owner');
    expect(badRole.statusCode).toBe(400);
    expect(await countAudit(t.database.db)).toBe(before);
    // Granting admin to oneself again is no demotion.
    expect((await grant(admin.email, 'admin')).statusCode).toBe(200);
  });

  it('refuses changing another admin’s role (only `npm run admin` does), changing nothing', async () => {
    const other = await buildStaff(t, 'admin');
    const before = await countAudit(t.database.db);
    for (const role of ['member', 'support', 'admin']) {
      const refused = await grant(other.email, role);
      expect([role, refused.statusCode, refused.json().error]).toEqual([role, 403, 'staff_target_forbidden']);
      expect(refused.json().message).toMatch(/\S/);
    }
    expect(await roleOf(other.id)).toBe('admin');
    expect(await countAudit(t.database.db)).toBe(before);
  });

  it('resets a staff member’s factor (audited); they enrol again', async () => {
    const support = await buildStaff(t, 'support');
    await enrol(support.cookie);
    expect((await factorOf(t.database.db, support.id))?.enabledAt).toBeTruthy();
    const reset = await inject('DELETE', `/api/admin/staff/${support.id}/factor`);
    expect(reset.json()).toEqual({ ok: true });
    expect(await factorOf(t.database.db, support.id)).toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(support.id)), eq(auditLog.actorId, admin.id)));
    expect(entry).toMatchObject({
      action: 'staff.manage',
      before: { factor_enabled: true },
      after: { factor_enabled: false },
    });
    // A new session must enrol again.
    const next = await login(t, support.email);
    expect((await inject('GET', '/api/staff/me', next)).json()).toMatchObject({
      enrolled: false,
      verified: false,
    });
    expect((await inject('POST', '/api/staff/2fa/enrol', next)).statusCode).toBe(200);
    // Nothing to reset: 404.
    expect((await inject('DELETE', `/api/admin/staff/${admin.id}/factor`)).statusCode).toBe(404);
  });

  it('`npm run admin` grants and revokes roles as actor "cli"', async () => {
    const member = await buildMember(t);
    const change = await grantRoleFromCli(t.database.db, member.email, 'operator', t.clock.now());
    expect(change).toEqual({ id: member.id, email: member.email, before: 'member', role: 'operator' });
    expect(await grantRoleFromCli(t.database.db, 'niemand@example.com', 'admin', t.clock.now())).toBeNull();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: 0,
        actorEmail: 'cli',
        before: { role: 'member' },
        after: { role: 'operator' },
      }),
    ]);
  });
});

describe('audit log', () => {
  it('lists entries newest first with filters and paging', async () => {
    const target = await buildMember(t);
    await grant(target.email, 'support');
    t.clock.advance(60);
    await grant(target.email, 'operator');
    t.clock.advance(60);
    await grant(target.email, 'member');

    const all = (await inject('GET', '/api/admin/audit')).json();
    expect(all.entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      actor_role: 'admin',
      action: 'staff.manage',
      target_type: 'staff',
      target_id: String(target.id),
      before: { role: 'operator' },
      after: { role: 'member' },
    });
    const ids = all.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const forTarget = (
      await inject('GET', `/api/admin/audit?target_type=staff&target_id=${target.id}`)
    ).json();
    expect(forTarget.entries.map((e: { after: unknown }) => e.after)).toEqual([
      { role: 'member' },
      { role: 'operator' },
      { role: 'support' },
    ]);
    const byActor = (await inject('GET', `/api/admin/audit?actor_id=${moderator.id}`)).json();
    expect(byActor.entries.map((e: { action: string }) => e.action)).toEqual(['staff.factor_enabled']);
    const byAction = (await inject('GET', '/api/admin/audit?action=staff.factor_enabled')).json();
    expect(byAction.entries.every((e: { action: string }) => e.action === 'staff.factor_enabled')).toBe(true);
    expect((await inject('GET', '/api/admin/audit?action=nothing.like.this')).json()).toEqual({
      entries: [],
      next_before_id: null,
    });

    const page1 = (await inject('GET', `/api/admin/audit?target_id=${target.id}&limit=2`)).json();
    expect(page1.entries).toHaveLength(2);
    expect(page1.next_before_id).toBe(page1.entries[1].id);
    const page2 = (
      await inject('GET', `/api/admin/audit?target_id=${target.id}&limit=2&before_id=${page1.next_before_id}`)
    ).json();
    expect(page2.entries.map((e: { after: unknown }) => e.after)).toEqual([{ role: 'support' }]);
    expect(page2.next_before_id).toBeNull();
    expect((await inject('GET', '/api/admin/audit?actor_id=abc')).statusCode).toBe(400);
  });
});

describe('a role change ends the second-factor step', () => {
  it('revoked and granted again: every session of the account, in every process, must pass a new code', async () => {
    const { t: first, second } = await buildTwoProcesses();
    try {
      const boss = await buildStaff(first, 'admin');
      const operator = await buildStaff(first, 'operator');
      const queue = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/admin/operator/queue', headers: { cookie: operator.cookie } });
      // Both processes have the verified operator session cached (the clock never moves).
      expect((await queue(first.app)).statusCode).toBe(200);
      expect((await queue(second)).statusCode).toBe(200);
      for (const role of ['member', 'operator']) {
        const changed = await first.app.inject({
          method: 'PUT',
          url: '/api/admin/staff/role',
          headers: staffHeaders(first, boss.cookie),
          payload: { email: operator.email, role },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      expect((await queue(first.app)).json().error).toBe('second_factor_required');
      await expect
        .poll(async () => (await queue(second)).json().error, { timeout: 10_000 })
        .toBe('second_factor_required');
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('also when granted from the command line', async () => {
    const operator = await buildStaff(t, 'operator');
    await grantRoleFromCli(t.database.db, operator.email, 'member', t.clock.now());
    await grantRoleFromCli(t.database.db, operator.email, 'operator', t.clock.now());
    t.app.deps.sessions.forgetMember(operator.id); // what SESSION_CACHE_S does in a running server
    const answer = await inject('GET', '/api/admin/operator/queue', operator.cookie);
    expect(answer.json().error).toBe('second_factor_required');
  });
});
