import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { countingDb } from '../../test/counting-db.ts';
import { testAppOfFile } from '../../test/helpers.ts';
import { createPresence, onlineMembers } from './presence.ts';

// Presence is written in batches: a reconnect storm (every socket of a stopped process arriving at
// once) costs a statement per batch, not one per socket, and what is written follows the opens and
// closes in their order.

const t = testAppOfFile();
const log = { warn: () => {} };

/** `n` bare accounts (presence rows point at users), by id. */
async function accounts(n: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `presence-${Date.now()}-${i}@example.com`,
        passwordHash: '!',
        status: 'confirmed' as const,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe('presence', () => {
  it('writes 1,500 sockets opening at once in two statements, and their closes in two more', async () => {
    const ids = await accounts(1500);
    const counting = countingDb(t.database);
    const presence = createPresence({ db: counting.db, clock: t.clock, log });
    await Promise.all(ids.map((id) => presence.connected(id)));
    // 1,000 rows per statement: two upserts.
    expect(counting.count()).toBe(2);
    expect((await onlineMembers(t.database.db, ids, t.clock.now())).size).toBe(1500);

    counting.reset();
    const leaving = ids.slice(0, 1200);
    await Promise.all(leaving.map((id) => presence.disconnected(id)));
    expect(counting.count()).toBe(2);
    const online = await onlineMembers(t.database.db, ids, t.clock.now());
    expect([...online].sort((a, b) => a - b)).toEqual(ids.slice(1200));
    await presence.close();
    expect((await onlineMembers(t.database.db, ids, t.clock.now())).size).toBe(0);
  });

  it('counts a member with two tabs online until the last one closes, in the order they came', async () => {
    const [id = 0] = await accounts(1);
    const presence = createPresence({ db: t.database.db, clock: t.clock, log });
    const isOnline = async () => (await onlineMembers(t.database.db, [id], t.clock.now())).has(id);
    await Promise.all([presence.connected(id), presence.connected(id)]);
    expect(await isOnline()).toBe(true);
    await presence.disconnected(id);
    expect(await isOnline()).toBe(true);
    // A close and a reopen within one batch: the member stays online.
    await Promise.all([presence.disconnected(id), presence.connected(id)]);
    expect(await isOnline()).toBe(true);
    await presence.disconnected(id);
    expect(await isOnline()).toBe(false);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from realtime_presence where user_id = ${id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    await presence.close();
  });
});
