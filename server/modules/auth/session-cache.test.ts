/**
 * The session cache (sessions.ts `SESSION_CACHE_S`): a resolved session is kept in the process
 * for a few seconds, and every way a session ends or a member's language changes takes effect at
 * once, in this process and, through the bus, in another process on the same database.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildMember, buildTwoProcesses, login, PASSWORD, type TestApp } from '../../test/helpers.ts';
import { SESSION_CACHE_S } from './sessions.ts';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  // Two server processes on one database and one bus (Redis with REDIS_URL, as in production).
  ({ t, second } = await buildTwoProcesses());
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
const meId = async (app: FastifyInstance, cookie: string) =>
  ((await me(app, cookie)).json() as { user: { id: number } | null }).user?.id ?? null;
/**
 * The other process hears of an ended session through the bus (a Redis message takes a moment):
 * ask it until it answers no member, at most 10 s. The cache's own expiry follows the manual
 * clock, which stands still meanwhile, so only the bus can end the session there.
 */
const endedIn = (app: FastifyInstance, cookie: string) =>
  expect.poll(() => meId(app, cookie), { timeout: 10_000, interval: 50 }).toBeNull();

describe('the session cache', () => {
  it('serves a cached session without reading it again, within SESSION_CACHE_S', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    expect(await meId(t.app, cookie)).toBe(member.id);
    // The account's row changes behind the cache's back: the cached member stands until it expires.
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, member.id));
    t.clock.advance(SESSION_CACHE_S - 1);
    expect(await meId(t.app, cookie)).toBe(member.id);
    t.clock.advance(1);
    expect(await me(t.app, cookie).then((r) => r.json())).toEqual({ user: null });
  });

  it('answers no member for an ended session while a read that began before the end returns its row', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    expect(await meId(t.app, cookie)).toBe(member.id);
    const sessionId = (await t.app.deps.sessions.resolve(cookie.split('=')[1]))?.sessionId ?? '';
    // As a read racing the logout would: the row is still there when the session is forgotten.
    t.app.deps.sessions.forget([sessionId]);
    expect(await meId(t.app, cookie)).toBeNull();
    t.clock.advance(SESSION_CACHE_S - 1);
    expect(await meId(t.app, cookie)).toBeNull();
    // The tombstone lasts as long as a cached session would; the row itself was never deleted here.
    t.clock.advance(1);
    expect(await meId(t.app, cookie)).toBe(member.id);
  });

  it('ends a logged-out session at once in both processes', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    expect(await meId(t.app, cookie)).toBe(member.id);
    expect(await meId(second, cookie)).toBe(member.id);
    const logout = await second.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie, 'x-request-type': 'client' },
    });
    expect(logout.statusCode).toBe(200);
    expect(await meId(second, cookie)).toBeNull();
    await endedIn(t.app, cookie);
  });

  it('ends the other sessions of a password change at once in both processes', async () => {
    const member = await buildMember(t);
    const kept = await login(t, member.email);
    const other = await login(t, member.email);
    expect(await meId(t.app, other)).toBe(member.id);
    expect(await meId(second, other)).toBe(member.id);
    const change = await second.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: kept },
      payload: {
        old_password: PASSWORD,
        password: 'Tulpen-Molen-Kaas-77',
        password_repeat: 'Tulpen-Molen-Kaas-77',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(await meId(second, other)).toBeNull();
    await endedIn(t.app, other);
    expect(await meId(t.app, kept)).toBe(member.id);
  });

  it('answers in the new language right after the member changes it', async () => {
    const member = await buildMember(t, { language: 'nl' });
    const cookie = await login(t, member.email);
    const unknownProfile = () =>
      t.app.inject({ method: 'GET', url: '/api/members/2147483000', headers: { cookie } });
    expect((await unknownProfile()).json().message).toBe('Niet gevonden.');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'en' },
    });
    expect(saved.json().user.language).toBe('en');
    expect((await unknownProfile()).json().message).toBe('Not found.');
  });
});
