/**
 * Logins under attack (ASVS 6.3, NIST SP 800-63B 5.2.2): failures lock the addresses that made
 * them, never the member's own login from elsewhere; the limits hold for parallel requests too
 * (each attempt is reserved before its password is checked).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../../db/schema/accounts.ts';
import { buildMember, buildTestApp, PASSWORD, type TestApp } from '../../test/helpers.ts';
import { ACCOUNT_HOURLY_FAILURE_CAP, ADDRESS_FAILURE_CAP } from './login-attempts.ts';

// Counts the argon2 verifications of the login (the real function runs; nothing else changes).
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...original,
    verifyPassword: (passwordHash: string, password: string) => {
      verifications.count += 1;
      return original.verifyPassword(passwordHash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  verifications.count = 0;
});

const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password }, remoteAddress: ip });

/** Address `i` of an attack from many addresses (one /16 per test, so tests do not share addresses). */
const attacker = (net: number, i: number) => `10.${net}.${Math.floor(i / 200)}.${(i % 200) + 1}`;

const failuresOf = async (userId: number) =>
  (await t.database.db.select().from(loginFailures).where(eq(loginFailures.userId, userId))).length;

// Hundreds of logins (and argon2 checks) per test: longer than the default 30 s on a busy machine.
describe('a stranger cannot lock a member out', { timeout: 120_000 }, () => {
  it('200 wrong passwords from 20 addresses block those addresses, not the member from a new one', async () => {
    const member = await buildMember(t);
    const statuses: number[] = [];
    // Round robin, as a distributed attack comes in: 10 rounds over 20 addresses.
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 20; i++) {
        statuses.push(
          (await attempt(member.email, `Fout-${round}-${i}-wachtwoord`, attacker(31, i))).statusCode,
        );
      }
    }
    // The account's first 49 failures answer login_failed; the 50th and every later one is refused.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_HOURLY_FAILURE_CAP - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ACCOUNT_HOURLY_FAILURE_CAP + 1);
    expect(await failuresOf(member.id)).toBe(ACCOUNT_HOURLY_FAILURE_CAP);

    // Every attacking address is blocked, with the SPEC §8 text and the server's minutes (the hour).
    for (let i = 0; i < 20; i++) {
      const blocked = await attempt(member.email, PASSWORD, attacker(31, i));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: 'login_blocked',
        message: 'Te veel foute pogingen, account voor 60 min geblokkeerd.',
        minutes: 60,
      });
    }

    // A minute later the member logs in from an address that never failed.
    t.clock.advance(60);
    const member1 = await attempt(member.email, PASSWORD, '10.31.250.1');
    expect(member1.statusCode).toBe(200);
    expect(member1.json().user.id).toBe(member.id);

    // The attacking addresses are still held for the rest of the hour, then free again.
    expect((await attempt(member.email, PASSWORD, attacker(31, 7))).json()).toMatchObject({
      error: 'login_blocked',
      minutes: 59,
    });
    t.clock.advance(59 * 60);
    for (let i = 0; i < 20; i++) {
      expect((await attempt(member.email, PASSWORD, attacker(31, i))).statusCode).toBe(200);
    }
  });

  it('slows new addresses of an attacked account down by seconds, without a captcha', async () => {
    const member = await buildMember(t);
    // 4 failures from each of 13 addresses (below the per-address limit of 5): the hourly cap.
    for (let i = 0; i < ACCOUNT_HOURLY_FAILURE_CAP; i++) {
      await attempt(member.email, `Fout-${i}-wachtwoord`, attacker(32, Math.floor(i / 4)));
    }
    const fresh = '10.32.250.1';
    // Right after the attack a new address waits a second; a wrong guess from it then blocks it.
    const early = await attempt(member.email, PASSWORD, fresh);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: 'rate_limited',
      message: 'Te veel pogingen in korte tijd. Wacht even en probeer het opnieuw.',
      seconds: 1,
    });
    expect(early.headers['retry-after']).toBe('1');
    t.clock.advance(1);
    const guess = await attempt(member.email, 'Nog-een-gok-42', '10.32.250.2');
    expect(guess.json()).toMatchObject({ error: 'login_blocked', minutes: 60 });
    // The delay grows with the failures over the cap (51 failures: 2 seconds).
    expect((await attempt(member.email, PASSWORD, fresh)).json()).toMatchObject({
      error: 'rate_limited',
      seconds: 2,
    });
    t.clock.advance(2);
    expect((await attempt(member.email, PASSWORD, fresh)).statusCode).toBe(200);
  });

  it('blocks an address that fails on many accounts, for every account, until the window ends', async () => {
    const members = await Promise.all(Array.from({ length: 11 }, () => buildMember(t)));
    const ip = '10.33.0.1';
    const statuses: number[] = [];
    // 2 failures on each of 10 accounts: below the per-account limit, at the per-address one.
    for (const member of members.slice(0, 10)) {
      for (let i = 0; i < ADDRESS_FAILURE_CAP / 10; i++) {
        statuses.push((await attempt(member.email, `Fout-${i}-wachtwoord`, ip)).statusCode);
      }
    }
    expect(statuses.slice(0, ADDRESS_FAILURE_CAP - 1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = members[10];
    if (!other) throw new Error('no member');
    expect((await attempt(other.email, PASSWORD, ip)).json()).toEqual({
      error: 'login_blocked',
      message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.',
      minutes: 15,
    });
    expect((await attempt(other.email, PASSWORD, '10.33.0.2')).statusCode).toBe(200);
    t.clock.advance(15 * 60);
    expect((await attempt(other.email, PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('limits under concurrency', { timeout: 120_000 }, () => {
  it('checks at most 5 passwords per address and 50 per account in a burst of 200 from 20 addresses', async () => {
    const member = await buildMember(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        attempt(member.email, `Fout-${n}-wachtwoord`, attacker(34, n % 20)),
      ),
    );
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(verifications.count).toBeLessThanOrEqual(ACCOUNT_HOURLY_FAILURE_CAP);
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.userId, member.id));
    expect(rows.length).toBeLessThanOrEqual(ACCOUNT_HOURLY_FAILURE_CAP);
    const perAddress = new Map<string, number>();
    for (const row of rows) perAddress.set(row.ip, (perAddress.get(row.ip) ?? 0) + 1);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(5);
  });

  it('checks at most 5 passwords in a burst of 200 from one address', async () => {
    const member = await buildMember(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => attempt(member.email, `Fout-${n}-wachtwoord`, '10.35.0.1')),
    );
    expect(verifications.count).toBeLessThanOrEqual(5);
    expect(await failuresOf(member.id)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(
      200 - answers.filter((a) => a.statusCode === 401).length,
    );
  });

  it('checks at most the per-address limit in a burst of 200 from one address over 40 accounts', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => buildMember(t)));
    await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        attempt(members[n % 40]?.email ?? '', `Fout-${n}-wachtwoord`, '10.36.0.1'),
      ),
    );
    expect(verifications.count).toBeLessThanOrEqual(ADDRESS_FAILURE_CAP);
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.ip, '10.36.0.1'));
    expect(rows.length).toBeLessThanOrEqual(ADDRESS_FAILURE_CAP);
  });
});
