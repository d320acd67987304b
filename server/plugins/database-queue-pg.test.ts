/**
 * The wait queue in front of the PostgreSQL pool (database-queue.ts, PG_QUEUE_LIMIT), over HTTP:
 * with every connection of the pool busy and PG_QUEUE_LIMIT queries waiting for one, a request is
 * answered 503 `busy` with Retry-After at once, in the member's language, and changes nothing;
 * once the queue is short again it is served. PostgreSQL only (skipped on the embedded database,
 * whose queue database-queue.test.ts checks).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/index.ts';
import { buildMember, login, profileForm, testAppOfFile } from '../test/helpers.ts';
import { BUSY_RETRY_AFTER_S } from './database-queue.ts';

const LIMIT = 3;
/** More transactions than the pool has connections (10 in production, 20 in tests). */
const TRANSACTIONS = 40;
const t = testAppOfFile({ config: { pgQueueLimit: LIMIT } });

/** `TRANSACTIONS` transactions waiting for `release`: every connection of the pool busy, the rest waiting for one. */
function hold() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: TRANSACTIONS }, () => t.database.db.transaction(async () => gate));
  return { release, settled: Promise.all(held) };
}

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool wait queue', () => {
  it('answers 503 busy with Retry-After at the limit, changes nothing, and serves once the queue is short', async () => {
    const member = await buildMember(t, { name: 'Vorig' });
    const cookie = await login(t, member.email);
    const put = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie: `${cookie}; locale=en` },
        payload: profileForm(name),
      });
    const nameOf = async () =>
      (
        await t.database.db
          .select({ name: profiles.name })
          .from(profiles)
          .where(eq(profiles.userId, member.id))
      )[0]?.name;
    const full = hold();
    await expect.poll(() => t.database.pool?.waitingCount ?? 0).toBeGreaterThanOrEqual(LIMIT);
    const refused = await put('Nieuw');
    full.release();
    await full.settled;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(refused.json()).toMatchObject({ error: 'busy' });
    expect(refused.json().message).toMatch(/seconds/);
    expect(await nameOf()).toBe('Vorig');
    expect((await put('Nieuw')).statusCode).toBe(200);
    expect(await nameOf()).toBe('Nieuw');
  });
});
