/**
 * The wait queue in front of the embedded database (database-queue.ts), over HTTP on a real PGlite
 * whatever DATABASE_URL says: with PGLITE_QUEUE_LIMIT operations under way or waiting, a request is
 * answered 503 `busy` with Retry-After at once, in the visitor's language, and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { ManualClock } from '../lib/clock.ts';
import { createInProcessBus } from '../modules/realtime/bus.ts';
import {
  buildMember,
  login,
  profileForm,
  TEST_RATE_LIMITS,
  type TestApp,
  testConfig,
} from '../test/helpers.ts';
import { validateResponses } from '../test/openapi-responses.ts';
import { BUSY_RETRY_AFTER_S } from './database-queue.ts';

const LIMIT = 3;
let t: TestApp;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  const clock = new ManualClock('2026-03-01T10:00:00Z');
  const app = await buildApp({
    config: testConfig({ pgliteQueueLimit: LIMIT }),
    database,
    clock,
    rateLimits: TEST_RATE_LIMITS,
    bus: createInProcessBus(),
    webRoot: null,
    logger: false,
  });
  validateResponses(app);
  await app.ready();
  t = { app, clock, database, close: async () => {} };
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

/**
 * Hold the database: a transaction that waits for `release`, and `waiting` queries behind it.
 * Answers the release and a promise of everything held settling.
 */
function hold(waiting: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = [
    database.db.transaction(async () => gate),
    ...Array.from({ length: waiting }, () => database.raw('select 1')),
  ];
  return { release, settled: Promise.all(held) };
}

const nameOf = async (userId: number) =>
  (await database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.name;

describe('the embedded database wait queue', () => {
  it('counts the operations under way on PGlite', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.pending?.()).toBe(0);
    const held = hold(2);
    expect(database.pending?.()).toBe(3);
    held.release();
    await held.settled;
    expect(database.pending?.()).toBe(0);
  });

  it('answers 503 busy with Retry-After in the visitor language at the limit, and changes nothing', async () => {
    const member = await buildMember(t, { name: 'Vorig' });
    const cookie = await login(t, member.email);
    const put = (name: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie: `${cookie}; locale=de`, ...headers },
        payload: profileForm(name),
      });
    // Below the limit the request waits its turn and is served.
    const below = hold(LIMIT - 2);
    const served = put('Gewacht');
    below.release();
    expect((await served).statusCode).toBe(200);
    await below.settled;
    expect(await nameOf(member.id)).toBe('Gewacht');

    const full = hold(LIMIT - 1);
    const refused = await put('Nieuw');
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/members/1',
      headers: { cookie: 'locale=fr' },
    });
    full.release();
    await full.settled;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(refused.json()).toEqual({
      error: 'busy',
      message: 'Gerade ist sehr viel los. Versuche es in ein paar Sekunden erneut.',
    });
    expect(visitor.statusCode).toBe(503);
    expect(visitor.json().message).toBe(
      'Il y a beaucoup de monde en ce moment. Réessaie dans quelques secondes.',
    );
    expect(await nameOf(member.id)).toBe('Gewacht');
    // Once the queue is short again, the same request goes through.
    expect((await put('Nieuw')).statusCode).toBe(200);
    expect(await nameOf(member.id)).toBe('Nieuw');
  });

  it('still answers the site settings, which are kept in memory', async () => {
    await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    const full = hold(LIMIT);
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    full.release();
    await full.settled;
    expect(settings.statusCode).toBe(200);
  });
});
