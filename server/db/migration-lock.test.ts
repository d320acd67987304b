/**
 * Processes started together on an empty PostgreSQL database all come up: the migrations run under
 * an advisory lock (`underMigrationLock`), so one applies them and the others find them applied.
 * Without the lock, two of them raced on `pg_class` and the loser crashed. PostgreSQL only (the
 * second pass of `.ci/run`): an embedded database belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const url = process.env.DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it.runIf(url)('four processes started at once on an empty database all migrate and open it', async () => {
    const name = `migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ url: target.toString(), dataDir: null, poolSize: 2 })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThan(10);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
