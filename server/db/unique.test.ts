/**
 * Unique violations are told by SQLSTATE 23505 and the constraint's name, through drizzle's
 * wrapping, on the embedded database and on PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers.ts';
import type { Database } from './client.ts';
import { isUniqueViolation } from './unique.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table unique_probe (k text constraint unique_probe_k_key unique, v text not null)`,
  );
  await database.db.execute(sql`insert into unique_probe (k, v) values ('a', 'x')`);
});
afterAll(() => database.close());

/** What inserting `k`, `v` into the probe table throws (undefined when it succeeds). */
async function failureOf(k: string, v: string | null): Promise<unknown> {
  try {
    await database.db.execute(sql`insert into unique_probe (k, v) values (${k}, ${v})`);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('isUniqueViolation', () => {
  it('knows a unique violation of the named constraint, also wrapped once more', async () => {
    const error = await failureOf('a', 'y');
    expect(error).toBeDefined();
    expect(isUniqueViolation(error, 'unique_probe_k_key')).toBe(true);
    expect(isUniqueViolation(new Error('booking failed', { cause: error }), 'unique_probe_k_key')).toBe(true);
  });

  it('is false for another constraint, another error and no error', async () => {
    expect(isUniqueViolation(await failureOf('a', 'y'), 'users_email_key')).toBe(false);
    const notNull = await failureOf('b', null);
    expect(notNull).toBeDefined();
    expect(isUniqueViolation(notNull, 'unique_probe_k_key')).toBe(false);
    expect(isUniqueViolation(new Error('unique_probe_k_key'), 'unique_probe_k_key')).toBe(false);
    expect(isUniqueViolation(undefined, 'unique_probe_k_key')).toBe(false);
  });
});
