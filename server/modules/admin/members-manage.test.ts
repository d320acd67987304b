import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, grantCredits, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';

let t: TestApp;
let support: { id: number; cookie: string };
let moderator: { id: number; cookie: string };
let operator: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  support = await buildStaff(t, 'support');
  moderator = await buildStaff(t, 'moderator');
  operator = await buildStaff(t, 'operator');
});
afterAll(() => t.close());

const call = (cookie: string, method: 'POST' | 'DELETE', url: string, payload: object) =>
  t.app.inject({ method, url, headers: staffHeaders(t, cookie), payload });
const adjust = (userId: number, payload: object, cookie = support.cookie) =>
  call(cookie, 'POST', `/api/admin/members/${userId}/credits`, payload);
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const auditCount = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;
const adjustments = (userId: number) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .then((rows) => rows.filter((r) => r.reason === 'adjustment'));
const balanceOf = async (userId: number) =>
  (await t.database.db.select({ c: users.credits }).from(users).where(eq(users.id, userId)))[0]?.c;
const reason = 'Compensatie voor storing op 3 maart';

describe('POST /api/admin/members/:id/credits', () => {
  it('books one ledger entry with reason adjustment and audits the balances', async () => {
    const member = await buildMember(t);
    await grantCredits(t, member.id, 10);
    const response = await adjust(member.id, { delta: 25, reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ before: 10, balance: 35, replayed: false });
    expect(await balanceOf(member.id)).toBe(35);
    expect((await adjustments(member.id)).map((r) => r.delta)).toEqual([10, 25]);
    expect(await lastAudit()).toMatchObject({
      actorId: support.id,
      action: 'credits.adjust',
      targetType: 'member',
      targetId: String(member.id),
      before: { credits: 10 },
      after: expect.objectContaining({ credits: 35, delta: 25 }),
      reason,
    });
  });

  it('refuses to go below zero, a missing reason and too large a change; nothing changes', async () => {
    const member = await buildMember(t);
    await grantCredits(t, member.id, 5);
    const audits = await auditCount();
    const below = await adjust(member.id, { delta: -6, reason });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ error: 'validation', balance: 5 });
    expect(below.json().fields.delta).toMatch(/zero|nul/);
    expect((await adjust(member.id, { delta: 5 })).statusCode).toBe(400);
    expect((await adjust(member.id, { delta: 100_001, reason })).statusCode).toBe(400);
    expect((await adjust(member.id, { delta: 0, reason })).statusCode).toBe(400);
    expect(await balanceOf(member.id)).toBe(5);
    expect(await auditCount()).toBe(audits);
    expect((await adjust(member.id, { delta: -5, reason })).json().balance).toBe(0);
  });

  it('books a retried request once under its idempotency key, also when both arrive at once', async () => {
    const member = await buildMember(t);
    const key = randomUUID();
    const first = await adjust(member.id, { delta: 7, reason, idempotency_key: key });
    const retry = await adjust(member.id, { delta: 7, reason, idempotency_key: key });
    expect(first.json()).toMatchObject({ balance: 7, replayed: false });
    expect(retry.json()).toMatchObject({ balance: 7, replayed: true, entry_id: first.json().entry_id });

    const same = randomUUID();
    const together = await Promise.all([
      adjust(member.id, { delta: 3, reason, idempotency_key: same }),
      adjust(member.id, { delta: 3, reason, idempotency_key: same }),
    ]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200]);
    const different = await Promise.all([
      adjust(member.id, { delta: 2, reason, idempotency_key: randomUUID() }),
      adjust(member.id, { delta: 2, reason, idempotency_key: randomUUID() }),
    ]);
    expect(different.map((r) => r.json().replayed)).toEqual([false, false]);
    expect((await adjustments(member.id)).map((r) => r.delta).sort()).toEqual([2, 2, 3, 7]);
    expect(await balanceOf(member.id)).toBe(14);
  });

  it('is for admins and support only', async () => {
    const member = await buildMember(t);
    for (const staff of [moderator, operator])
      expect((await adjust(member.id, { delta: 1, reason }, staff.cookie)).json().error).toBe('forbidden');
    expect((await adjust(2_000_000_000, { delta: 1, reason })).statusCode).toBe(404);
  });
});

describe('deactivate, reactivate, delete, export', () => {
  const searchIds = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/members?country=NL', headers: { cookie } }))
      .json()
      .results.map((c: { id: number }) => c.id);

  it('deactivation hides the member from search, reactivation shows them again', async () => {
    const member = await buildMember(t, { gender: 'female' });
    const viewer = await buildMember(t, { gender: 'male', lookingFor: 'female' });
    const cookie = await login(t, viewer.email);
    expect(await searchIds(cookie)).toContain(member.id);

    const off = await call(support.cookie, 'POST', `/api/admin/members/${member.id}/deactivate`, { reason });
    expect(off.json()).toEqual({ status: 'confirmed', profile_status: 'disabled' });
    expect(await lastAudit()).toMatchObject({
      action: 'members.manage',
      before: { profile_status: 'active' },
      after: { profile_status: 'disabled' },
      reason,
    });
    expect(await searchIds(cookie)).not.toContain(member.id);
    const again = await call(support.cookie, 'POST', `/api/admin/members/${member.id}/deactivate`, {
      reason,
    });
    expect(again.json().error).toBe('member_status_conflict');

    const on = await call(support.cookie, 'POST', `/api/admin/members/${member.id}/reactivate`, { reason });
    expect(on.json()).toEqual({ status: 'confirmed', profile_status: 'active' });
    expect(await searchIds(cookie)).toContain(member.id);
    expect(
      (await call(moderator.cookie, 'POST', `/api/admin/members/${member.id}/deactivate`, { reason })).json()
        .error,
    ).toBe('forbidden');
  });

  it('deletion is the member’s own deletion: status deleted, sessions ended, audited', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await call(support.cookie, 'DELETE', `/api/admin/members/${member.id}`, {})).statusCode).toBe(
      400,
    );
    const response = await call(support.cookie, 'DELETE', `/api/admin/members/${member.id}`, { reason });
    expect(response.json()).toMatchObject({ status: 'deleted' });
    expect(await lastAudit()).toMatchObject({
      before: { status: 'confirmed' },
      after: { status: 'deleted' },
      reason,
    });
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/members/${member.id}`,
        headers: { cookie: support.cookie },
      })
    ).json();
    expect(page.account.status).toBe('deleted');
    expect(page.sessions).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(after.json().user ?? null).toBeNull();
    const twice = await call(support.cookie, 'DELETE', `/api/admin/members/${member.id}`, { reason });
    expect(twice.json().error).toBe('member_status_conflict');
  });

  it('export answers the member’s own export document and audits it', async () => {
    const member = await buildMember(t, { name: 'Exporteur' });
    await grantCredits(t, member.id, 9);
    const audits = await auditCount();
    expect(
      (await call(support.cookie, 'POST', `/api/admin/members/${member.id}/export`, {})).statusCode,
    ).toBe(400);
    const response = await call(support.cookie, 'POST', `/api/admin/members/${member.id}/export`, { reason });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.account).toMatchObject({ id: member.id, email: member.email, credits: 9 });
    expect(data.profile).toMatchObject({ name: 'Exporteur' });
    expect(data.ledger).toHaveLength(1);
    expect(response.body).not.toContain('password_hash');
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'members.manage',
      targetId: String(member.id),
      reason,
    });
    const refused = await call(operator.cookie, 'POST', `/api/admin/members/${member.id}/export`, { reason });
    expect(refused.json().error).toBe('forbidden');
  });
});
