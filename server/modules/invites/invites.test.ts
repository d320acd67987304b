/**
 * SPEC §1, §8 invite-only mode: staff create, list and revoke invite codes; on an invite-only site
 * signup needs a valid code, which is counted under a row lock (no two signups get a code's last
 * use); the public check says whether a code opens the site and is rate limited.
 */
import { INVITE_CODE_ALPHABET } from '@common/schemas/invites';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, inviteCodeUses, users } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  login,
  PASSWORD,
  TEST_RATE_LIMITS,
  type TestApp,
} from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';

/** The invite-only site of these tests (the default site stays open). */
const HOST = 'besloten.test';

let t: TestApp;
let admin: string;
let memberCookie: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...TEST_RATE_LIMITS, invite: { max: 5, timeWindow: '1 minute' } } });
  await t.app.deps.settings.update(HOST, { invite_only: true });
  admin = (await buildStaff(t, 'admin')).cookie;
  memberCookie = await login(t, (await buildMember(t)).email);
});
afterAll(() => t.close());

const create = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invite-codes', headers: { cookie }, payload });
const list = (cookie = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/invite-codes', headers: { cookie } });
const revoke = (id: number, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/invite-codes/${id}`, headers: { cookie } });

let n = 0;
const signup = (overrides: Record<string, unknown> = {}, host = HOST) => {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { host },
    payload: {
      email: `genodigde${n}@example.com`,
      name: `Gast${n}`,
      password: PASSWORD,
      date_of_birth: '1994-03-03',
      gender: 'female',
      looking_for: 'male',
      ...overrides,
    },
  });
};
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const codeRow = async (code: string) =>
  (await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, code)))[0];

async function newCode(payload: object = {}): Promise<{ id: number; code: string }> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().code;
}

describe('staff routes', () => {
  it('creates a random readable code and a chosen one, lists them with uses, and revokes', async () => {
    const random = await create({ note: 'Beurs Utrecht', max_uses: 1 });
    expect(random.statusCode, random.body).toBe(201);
    const made = random.json().code;
    expect(made).toMatchObject({
      domain: 'default',
      note: 'Beurs Utrecht',
      max_uses: 1,
      uses_count: 0,
      expires_at: null,
      revoked_at: null,
      status: 'active',
    });
    expect(made.code).toHaveLength(10);
    for (const c of made.code) expect(INVITE_CODE_ALPHABET).toContain(c);
    expect(made.code).not.toMatch(/[01OIL]/);

    const chosen = await create({ code: ' zomer-2026 ', expires_at: '2026-06-01T00:00:00Z', domain: HOST });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().code).toMatchObject({
      code: 'ZOMER-2026',
      domain: HOST,
      max_uses: null,
      expires_at: '2026-06-01T00:00:00.000Z',
    });

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    const codes = listed.json().codes as Array<{ code: string }>;
    // Newest first.
    expect(codes.slice(0, 2).map((c) => c.code)).toEqual(['ZOMER-2026', made.code]);

    const revoked = await revoke(made.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().code).toMatchObject({ status: 'revoked', revoked_at: t.clock.now().toISOString() });
    t.clock.advance(60);
    // Revoking again keeps the first moment.
    expect((await revoke(made.id)).json().code.revoked_at).toBe(revoked.json().code.revoked_at);
    expect((await revoke(2_000_000)).statusCode).toBe(404);
  });

  it('refuses a taken code, a malformed one and an expiry in the past', async () => {
    await newCode({ code: 'DUBBEL' });
    const taken = await create({ code: 'dubbel' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'invite_code_taken', message: expect.any(String) });
    const malformed = await create({ code: 'a b!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('code');
    const past = await create({ expires_at: '2026-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('expires_at');
  });

  it('answers 403 forbidden to members and 403 authentication_required to visitors', async () => {
    const own = await newCode();
    for (const response of [
      await list(memberCookie),
      await create({}, memberCookie),
      await revoke(own.id, memberCookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
    for (const response of [await list(''), await create({}, ''), await revoke(own.id, '')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('authentication_required');
    }
    expect((await codeRow(own.code))?.revokedAt).toBeNull();
  });
});

describe('signup on an invite-only site', () => {
  it('is refused without a code (invite_required) and creates nothing', async () => {
    const before = await userCount();
    for (const response of [await signup(), await signup({ invite_code: '  ' })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'invite_required', message: expect.any(String) });
    }
    expect(await userCount()).toBe(before);
  });

  it('is refused with an unknown, expired, revoked, used-up or other site code', async () => {
    const expiring = await newCode({
      expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    const revoked = await newCode();
    await revoke(revoked.id);
    const usedUp = await newCode({ max_uses: 1 });
    expect((await signup({ invite_code: usedUp.code })).statusCode).toBe(201);
    const elsewhere = await newCode({ domain: 'ander.test' });
    t.clock.advance(3_601);
    const before = await userCount();
    for (const [code, error, status] of [
      ['ONBEKEND42', 'invite_invalid', 400],
      [expiring.code, 'invite_expired', 410],
      [revoked.code, 'invite_invalid', 400],
      [usedUp.code, 'invite_used_up', 409],
      [elsewhere.code, 'invite_invalid', 400],
    ] as const) {
      const response = await signup({ invite_code: code });
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error, code).toBe(error);
    }
    expect(await userCount()).toBe(before);
  });

  it('accepts a valid code in any case, counts each use and records who used it', async () => {
    const multi = await newCode({ max_uses: 3, domain: HOST });
    const first = await signup({ invite_code: multi.code.toLowerCase() });
    expect(first.statusCode, first.body).toBe(201);
    const second = await signup({ invite_code: multi.code });
    expect(second.statusCode, second.body).toBe(201);
    expect((await codeRow(multi.code))?.usesCount).toBe(2);
    const uses = await t.database.db.select().from(inviteCodeUses).where(eq(inviteCodeUses.codeId, multi.id));
    expect(uses.map((u) => u.userId).sort()).toEqual([first.json().user.id, second.json().user.id].sort());
    const listed = (await list()).json().codes.find((c: { id: number }) => c.id === multi.id);
    expect(listed).toMatchObject({ uses_count: 2, status: 'active' });
  });

  it('lets a single-use code in once', async () => {
    const single = await newCode({ max_uses: 1 });
    expect((await signup({ invite_code: single.code })).statusCode).toBe(201);
    const again = await signup({ invite_code: single.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('invite_used_up');
    expect((await list()).json().codes.find((c: { id: number }) => c.id === single.id).status).toBe(
      'used_up',
    );
  });

  it('gives the last use of a code to exactly one of several racing signups', async () => {
    const last = await newCode({ max_uses: 2 });
    expect((await signup({ invite_code: last.code })).statusCode).toBe(201);
    const before = await userCount();
    const racing = await Promise.all([1, 2, 3, 4].map(() => signup({ invite_code: last.code })));
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const r of racing.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('invite_used_up');
    expect(await userCount()).toBe(before + 1);
    expect((await codeRow(last.code))?.usesCount).toBe(2);
    const uses = await t.database.db.select().from(inviteCodeUses).where(eq(inviteCodeUses.codeId, last.id));
    expect(uses).toHaveLength(2);
  });

  it('is ignored on a site that is not invite-only', async () => {
    const response = await signup({ invite_code: 'BESTAATNIET' }, 'amora.nl');
    expect(response.statusCode, response.body).toBe(201);
    const plain = await signup({}, 'amora.nl');
    expect(plain.statusCode).toBe(201);
  });
});

describe('GET /api/invite-codes/check', () => {
  const check = (code: string, remoteAddress: string, host = HOST) =>
    t.app.inject({
      method: 'GET',
      url: `/api/invite-codes/check?code=${encodeURIComponent(code)}`,
      headers: { host },
      remoteAddress,
    });

  it('says whether a code opens this site, and why not', async () => {
    const good = await newCode({ domain: HOST });
    const single = await newCode({ max_uses: 1 });
    await signup({ invite_code: single.code });
    const ip = '203.0.113.10';
    expect((await check(good.code.toLowerCase(), ip)).json()).toEqual({ valid: true });
    expect((await check(single.code, ip)).json()).toEqual({ valid: false, reason: 'invite_used_up' });
    expect((await check('NIEMAND', ip)).json()).toEqual({ valid: false, reason: 'invite_invalid' });
    expect((await check(good.code, ip, 'ander.test')).json()).toEqual({
      valid: false,
      reason: 'invite_invalid',
    });
  });

  it('is rate limited per address (5 a minute here)', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 5; i++) expect((await check(`RADEN${i}`, ip)).statusCode).toBe(200);
    const limited = await check('RADEN5', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect((await check('RADEN6', '203.0.113.21')).statusCode).toBe(200);
  });
});
