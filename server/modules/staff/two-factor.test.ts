/**
 * Issue "Back office": staff sign in with a second factor. Enrolment (secret, QR, first code, ten
 * recovery codes stored as SHA-256), a code per session (wrong, replayed and earlier steps
 * refused, one step of drift accepted), recovery codes that work once, the rate limit on codes,
 * `/api/admin` closed until the session passed the factor, and 12-hour staff sessions.
 */
import { createHash } from 'node:crypto';
import { STAFF_SESSION_S } from '@common/staff';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffFactors, staffRecoveryCodes } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  login,
  loginOverHttp,
  TEST_RATE_LIMITS,
  type TestApp,
} from '../../test/helpers.ts';
import { factorSecret, sealLegacySecrets } from './factors.ts';
import { sealSecret, totpKey } from './secret-box.ts';
import { totpCodeAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
/** The code an authenticator app shows `offsetS` seconds from the test clock's now. */
const codeAt = (secret: string, offsetS = 0) =>
  totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetS * 1000));

/** A moderator with a fresh session (not past the second factor) and, with `enrol`, an enabled factor. */
async function moderator(enrol = false) {
  const account = await buildMember(t, { role: 'moderator' });
  const cookie = await login(t, account.email);
  if (!enrol) return { ...account, cookie, secret: '', recovery: [] as string[] };
  const { secret } = (await post('/api/staff/2fa/enrol', cookie)).json();
  const confirmed = await post('/api/staff/2fa/confirm', cookie, { code: codeAt(secret) });
  expect(confirmed.statusCode).toBe(200);
  // The next sign-in's code belongs to a later step than the one the enrolment used.
  t.clock.advance(30);
  return {
    ...account,
    cookie: await login(t, account.email),
    secret,
    recovery: confirmed.json().recovery_codes,
  };
}

describe('enrolment', () => {
  it('enrols with a QR code and a first code, answers ten recovery codes once and opens /api/admin', async () => {
    const staff = await moderator();
    expect((await get('/api/staff/me', staff.cookie)).json()).toEqual({
      role: 'moderator',
      email: staff.email,
      enrolled: false,
      verified: false,
    });
    const closed = await get('/api/admin/photos', staff.cookie);
    expect([closed.statusCode, closed.json().error]).toEqual([403, 'second_factor_required']);

    const enrol = await post('/api/staff/2fa/enrol', staff.cookie);
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = enrol.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`otpauth://totp/`);
    expect(otpauth_url).toContain(encodeURIComponent(staff.email));
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('algorithm=SHA1&digits=6&period=30');
    expect(qr_svg.startsWith('<svg')).toBe(true);

    const wrong = await post('/api/staff/2fa/confirm', staff.cookie, {
      code: codeAt(secret) === '000000' ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'second_factor_invalid']);
    const malformed = await post('/api/staff/2fa/confirm', staff.cookie, { code: '12ab' });
    expect([malformed.statusCode, malformed.json().fields]).toEqual([400, { code: expect.any(String) }]);

    const confirmed = await post('/api/staff/2fa/confirm', staff.cookie, { code: codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, staff.id));
    expect(stored.map((s) => s.codeHash).sort()).toEqual(
      codes.map((c) => createHash('sha256').update(c.replace('-', '')).digest('hex')).sort(),
    );

    expect((await get('/api/staff/me', staff.cookie)).json()).toMatchObject({
      enrolled: true,
      verified: true,
    });
    expect((await get('/api/admin/photos', staff.cookie)).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
    expect(entry).toMatchObject({
      action: 'staff.factor_enabled',
      actorEmail: staff.email,
      actorRole: 'moderator',
      targetType: 'staff',
      targetId: String(staff.id),
    });

    // Once enabled, enrolment cannot start over (an admin resets the factor instead).
    const again = await post('/api/staff/2fa/enrol', staff.cookie);
    expect([again.statusCode, again.json().error]).toEqual([403, 'forbidden']);
  });

  it('restarts an unfinished enrolment with a new secret; the old one no longer confirms', async () => {
    const staff = await moderator();
    const first = (await post('/api/staff/2fa/enrol', staff.cookie)).json().secret;
    const second = (await post('/api/staff/2fa/enrol', staff.cookie)).json().secret;
    expect(second).not.toBe(first);
    const old = await post('/api/staff/2fa/confirm', staff.cookie, { code: codeAt(first) });
    expect(old.statusCode).toBe(400);
    expect((await post('/api/staff/2fa/confirm', staff.cookie, { code: codeAt(second) })).statusCode).toBe(
      200,
    );
  });

  it('refuses members and visitors', async () => {
    const member = await login(t, (await buildMember(t)).email);
    for (const url of ['/api/staff/me']) {
      expect((await get(url, member)).json().error).toBe('forbidden');
      expect((await t.app.inject({ method: 'GET', url })).json().error).toBe('authentication_required');
    }
    expect((await post('/api/staff/2fa/enrol', member)).json().error).toBe('forbidden');
    expect((await post('/api/staff/2fa/verify', member, { code: '123456' })).json().error).toBe('forbidden');
  });
});

describe('the secret at rest', () => {
  it('stores the TOTP secret sealed under STAFF_TOTP_KEY, never the base32 secret; codes still verify', async () => {
    const staff = await moderator(true);
    const [row] = await t.database.db.select().from(staffFactors).where(eq(staffFactors.userId, staff.id));
    expect(row?.secret).toMatch(/^v1\.[\w-]+$/);
    expect(row?.secret).not.toContain(staff.secret);
    expect(row?.secret.toUpperCase()).not.toContain(staff.secret.toUpperCase());
    const key = totpKey(t.app.deps.config.staffTotpKey);
    expect(factorSecret(row as NonNullable<typeof row>, key)).toBe(staff.secret);
    // Another key, or the sealed value copied onto another account, does not open it.
    const other = totpKey('another-key-of-at-least-32-characters!');
    expect(factorSecret(row as NonNullable<typeof row>, other)).toBeNull();
    expect(factorSecret({ ...(row as NonNullable<typeof row>), userId: staff.id + 1 }, key)).toBeNull();
    const ok = await post('/api/staff/2fa/verify', staff.cookie, { code: codeAt(staff.secret) });
    expect(ok.json()).toEqual({ ok: true });
    // Sealed under another key (STAFF_TOTP_KEY changed): no code is accepted, and no server error.
    await t.database.db
      .update(staffFactors)
      .set({ secret: sealSecret(staff.secret, staff.id, other) })
      .where(eq(staffFactors.userId, staff.id));
    t.clock.advance(30);
    const next = await login(t, staff.email);
    const refused = await post('/api/staff/2fa/verify', next, { code: codeAt(staff.secret) });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'second_factor_invalid']);
  });

  it('seals a secret stored in plaintext before, at start; it still verifies', async () => {
    const staff = await moderator(true);
    const legacy = await moderator(true);
    // As stored before sealing: the base32 secret itself.
    await t.database.db
      .update(staffFactors)
      .set({ secret: legacy.secret })
      .where(eq(staffFactors.userId, legacy.id));
    const key = totpKey(t.app.deps.config.staffTotpKey);
    expect(await sealLegacySecrets(t.database.db, key)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(staffFactors)
      .where(inArray(staffFactors.userId, [staff.id, legacy.id]));
    for (const row of rows) {
      expect(row.secret).toMatch(/^v1\./);
      expect(row.secret).not.toContain(legacy.secret);
    }
    expect(await sealLegacySecrets(t.database.db, key)).toBe(0);
    const ok = await post('/api/staff/2fa/verify', legacy.cookie, { code: codeAt(legacy.secret) });
    expect(ok.json()).toEqual({ ok: true });
  });
});

describe('a code per session', () => {
  it('refuses a wrong code, accepts the right one, then works in /api/admin', async () => {
    const staff = await moderator(true);
    expect((await get('/api/staff/me', staff.cookie)).json()).toMatchObject({
      enrolled: true,
      verified: false,
    });
    expect((await get('/api/admin/photos', staff.cookie)).json().error).toBe('second_factor_required');
    const right = codeAt(staff.secret);
    const wrong = await post('/api/staff/2fa/verify', staff.cookie, {
      code: right === '123456' ? '654321' : '123456',
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'second_factor_invalid']);
    expect((await get('/api/admin/photos', staff.cookie)).json().error).toBe('second_factor_required');
    const ok = await post('/api/staff/2fa/verify', staff.cookie, { code: right });
    expect(ok.json()).toEqual({ ok: true });
    expect((await get('/api/admin/photos', staff.cookie)).statusCode).toBe(200);
  });

  it('refuses a replayed code and a code of an earlier step', async () => {
    const staff = await moderator(true);
    const code = codeAt(staff.secret);
    expect((await post('/api/staff/2fa/verify', staff.cookie, { code })).statusCode).toBe(200);
    // The same code again, in another session within the same 30 s step: refused.
    const other = await login(t, staff.email);
    const replay = await post('/api/staff/2fa/verify', other, { code });
    expect([replay.statusCode, replay.json().error]).toEqual([400, 'second_factor_invalid']);
    // A step later, the previous step's code is still within the drift window but was used: refused.
    t.clock.advance(30);
    expect((await post('/api/staff/2fa/verify', other, { code })).statusCode).toBe(400);
    expect((await post('/api/staff/2fa/verify', other, { code: codeAt(staff.secret) })).statusCode).toBe(200);
  });

  it('accepts one step of drift either side, not two', async () => {
    const staff = await moderator(true);
    // Well past the step the enrolment used, so that the earlier steps were never accepted.
    t.clock.advance(120);
    const early = await post('/api/staff/2fa/verify', staff.cookie, { code: codeAt(staff.secret, -60) });
    expect(early.statusCode).toBe(400);
    expect(
      (await post('/api/staff/2fa/verify', staff.cookie, { code: codeAt(staff.secret, -30) })).statusCode,
    ).toBe(200);
    const next = await login(t, staff.email);
    expect((await post('/api/staff/2fa/verify', next, { code: codeAt(staff.secret, 60) })).statusCode).toBe(
      400,
    );
    expect((await post('/api/staff/2fa/verify', next, { code: codeAt(staff.secret, 30) })).statusCode).toBe(
      200,
    );
  });

  it('accepts a recovery code exactly once (in any case, with or without the dash) and audits it', async () => {
    const staff = await moderator(true);
    const [code = '', other = ''] = staff.recovery;
    const used = await post('/api/staff/2fa/verify', staff.cookie, {
      recovery_code: ` ${code.toUpperCase()} `,
    });
    expect(used.json()).toEqual({ ok: true, recovery_codes_left: 9 });
    expect((await get('/api/admin/photos', staff.cookie)).statusCode).toBe(200);
    const again = await post('/api/staff/2fa/verify', await login(t, staff.email), { recovery_code: code });
    expect([again.statusCode, again.json().error]).toEqual([400, 'second_factor_invalid']);
    const plain = await post('/api/staff/2fa/verify', await login(t, staff.email), {
      recovery_code: other.replace('-', ''),
    });
    expect(plain.json().recovery_codes_left).toBe(8);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
    expect(entries.filter((e) => e.action === 'staff.recovery_code_used').map((e) => e.after)).toEqual([
      { recovery_codes_left: 9 },
      { recovery_codes_left: 8 },
    ]);
  });

  it('refuses a verify without a code, and a staff member who never enrolled', async () => {
    const staff = await moderator();
    const empty = await post('/api/staff/2fa/verify', staff.cookie, {});
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'validation']);
    expect((await post('/api/staff/2fa/verify', staff.cookie, { code: '123456' })).json().error).toBe(
      'second_factor_invalid',
    );
  });
});

describe('sign-in of staff', () => {
  it('logs staff in with the password as before; the session ends 12 hours later, a member’s does not', async () => {
    const staff = await buildMember(t, { role: 'support' });
    const member = await buildMember(t);
    const staffCookie = await loginOverHttp(t, staff.email);
    const memberCookie = await loginOverHttp(t, member.email);
    expect((await get('/api/staff/me', staffCookie)).json()).toMatchObject({
      role: 'support',
      verified: false,
    });
    t.clock.advance(STAFF_SESSION_S - 60);
    expect((await get('/api/user.php', staffCookie)).json().user?.id).toBe(staff.id);
    t.clock.advance(61);
    expect((await get('/api/staff/me', staffCookie)).json().error).toBe('authentication_required');
    expect((await get('/api/user.php', staffCookie)).json().user ?? null).toBeNull();
    expect((await get('/api/user.php', memberCookie)).json().user?.id).toBe(member.id);
  });
});

describe('rate limit', () => {
  it('stops guessing: codes are limited per staff account', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...TEST_RATE_LIMITS, staffCode: { max: 3, timeWindow: '1 minute' } },
    });
    try {
      const staff = await buildMember(limited, { role: 'admin' });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // A new session each time: the limit follows the account.
        const cookie = await login(limited, staff.email);
        const answer = await limited.app.inject({
          method: 'POST',
          url: '/api/staff/2fa/verify',
          headers: { cookie },
          payload: { code: '000000' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Another staff account from the same address is counted on its own.
      const other = await buildMember(limited, { role: 'support' });
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/staff/2fa/verify',
        headers: { cookie: await login(limited, other.email) },
        payload: { code: '000000' },
      });
      expect(answer.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
