/**
 * A deadlock PostgreSQL breaks is retried: two real sessions lock two rows in opposite order; the
 * one aborted with 40P01 runs again and both changes land.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEADLOCK_DETECTED, retryOnDeadlock } from './retry.ts';

const url = process.env.DATABASE_URL;

describe('retryOnDeadlock', () => {
  it('throws any other error at once, and the last deadlock after the attempts', async () => {
    let calls = 0;
    const unique = Object.assign(new Error('duplicate'), { code: '23505' });
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw new Error('wrapped', { cause: unique });
      }),
    ).rejects.toThrow('wrapped');
    expect(calls).toBe(1);
    calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: DEADLOCK_DETECTED });
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw deadlock;
      }, 3),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(3);
  });

  it.runIf(url)('runs again a transaction PostgreSQL aborted to break a deadlock', async () => {
    const table = `deadlock_probe_${randomBytes(4).toString('hex')}`;
    const client = () => new pg.Client({ connectionString: url });
    const [setup, a, b] = [client(), client(), client()];
    await Promise.all([setup.connect(), a.connect(), b.connect()]);
    try {
      await setup.query(`create table ${table} (id int primary key, v text)`);
      await setup.query(`insert into ${table} values (1, 'start'), (2, 'start')`);
      // b waits first and detects the deadlock first (its timeout is the shorter): b is aborted.
      await b.query(`set deadlock_timeout = '100ms'`);
      await a.query(`set deadlock_timeout = '10s'`);
      let attempts = 0;
      let aHoldsRow1!: () => void;
      const aReady = new Promise<void>((resolve) => {
        aHoldsRow1 = resolve;
      });
      let bHoldsRow2!: () => void;
      const bReady = new Promise<void>((resolve) => {
        bHoldsRow2 = resolve;
      });
      const aDone = (async () => {
        await a.query('begin');
        await a.query(`update ${table} set v = 'a' where id = 1`);
        aHoldsRow1();
        // Only once b holds row 2: blocks on it until b is aborted, then commits.
        await bReady;
        await a.query(`update ${table} set v = 'a' where id = 2`);
        await a.query('commit');
      })();
      await retryOnDeadlock(async () => {
        attempts += 1;
        try {
          await b.query('begin');
          if (attempts === 1) {
            await b.query(`update ${table} set v = 'b' where id = 2`);
            bHoldsRow2();
            await aReady;
          }
          await b.query(`update ${table} set v = 'b' where id = 1`);
          await b.query(`update ${table} set v = 'b' where id = 2`);
          await b.query('commit');
        } catch (error) {
          await b.query('rollback');
          throw error;
        }
      });
      await aDone;
      expect(attempts).toBe(2);
      const { rows } = await setup.query(`select id, v from ${table} order by id`);
      expect(rows).toEqual([
        { id: 1, v: 'b' },
        { id: 2, v: 'b' },
      ]);
    } finally {
      await setup.query(`drop table if exists ${table}`);
      await Promise.all([setup.end(), a.end(), b.end()]);
    }
  });
});
