import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/helpers.ts';
import { createJobQueue } from './jobs.ts';

const log = { error: () => {} };
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('job queue (pg-boss on the test database)', () => {
  it('runs a queued job now, passing its data, and marks it completed', async () => {
    const queue = createJobQueue({ raw: database.raw, log });
    const seen: unknown[] = [];
    queue.define<{ n: number }>('test-run-now', {
      handler: async (data) => {
        seen.push(data);
      },
    });
    await queue.start({ workers: false });
    await queue.runNow('test-run-now', { n: 7 });
    expect(seen).toEqual([{ n: 7 }]);
    const states = await database.raw(
      `select state from pgboss.job where name = 'test-run-now' union all
       select state from pgboss.archive where name = 'test-run-now'`,
      [],
    );
    expect(Array.isArray(states) ? [] : states.rows.map((r) => r.state)).toEqual(['completed']);
    await queue.stop();
  });

  it('keeps a failed job for a retry and throws the error', async () => {
    const queue = createJobQueue({ raw: database.raw, log });
    queue.define('test-fail', {
      handler: async () => {
        throw new Error('boom');
      },
    });
    await queue.start({ workers: false });
    await expect(queue.runNow('test-fail', {})).rejects.toThrow('boom');
    const result = await database.raw(`select state, retry_count from pgboss.job where name = 'test-fail'`);
    expect(Array.isArray(result) ? null : result.rows[0]).toMatchObject({ state: 'retry' });
    await queue.stop();
  });

  it('calls onFinalFailure once, when the last retry failed, with the data and the error', async () => {
    const queue = createJobQueue({ raw: database.raw, log });
    const finals: unknown[] = [];
    let tries = 0;
    queue.define<{ n: number }>('test-final', {
      handler: async () => {
        tries += 1;
        throw new Error(`try ${tries}`);
      },
      retryLimit: 1,
      onFinalFailure: async (data, error) => {
        finals.push([data, (error as Error).message]);
      },
    });
    await queue.start({ workers: false });
    await expect(queue.runNow('test-final', { n: 3 })).rejects.toThrow('try 1');
    expect(finals).toEqual([]);
    // The retry, made due now instead of after its delay.
    await database.raw(
      `update pgboss.job set start_after = now() - interval '1 second' where name = 'test-final' and state = 'retry'`,
    );
    expect(await queue.runQueued('test-final')).toBe(1);
    expect(finals).toEqual([[{ n: 3 }, 'try 2']]);
    const result = await database.raw(`select state from pgboss.job where name = 'test-final'`);
    expect(Array.isArray(result) ? null : result.rows[0]).toMatchObject({ state: 'failed' });
    await queue.stop();
  });

  it('runs a job whose sending was not awaited (a notification after a request)', async () => {
    const queue = createJobQueue({ raw: database.raw, log });
    const seen: unknown[] = [];
    queue.define<{ n: number }>('test-not-awaited', {
      handler: async (data) => {
        seen.push(data);
      },
    });
    await queue.start({ workers: false });
    void queue.send('test-not-awaited', { n: 1 });
    void queue.send('test-not-awaited', { n: 2 });
    expect(await queue.runQueued('test-not-awaited')).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    await queue.stop();
  });

  it('a job queued before a restart is run by the workers after it', async () => {
    const first = createJobQueue({ raw: database.raw, log });
    first.define('test-restart', { handler: async () => {} });
    await first.start({ workers: false });
    await first.send('test-restart', { mail: 1 });
    await first.stop();

    const done: unknown[] = [];
    const second = createJobQueue({ raw: database.raw, log });
    second.define('test-restart', {
      handler: async (data) => {
        done.push(data);
      },
    });
    await second.start({ workers: true });
    await expect.poll(() => done, { timeout: 10_000, interval: 100 }).toEqual([{ mail: 1 }]);
    await second.stop();
  });

  it('stores a failed job’s error without personal data, from the workers and from runQueued alike', async () => {
    /** An error as a mail or push failure carries them: addresses in the text, details in properties. */
    class LeakyError extends Error {
      override name = 'LeakyError';
      failures = [{ endpoint: 'https://fcm.googleapis.com/fcm/send/secret-token', to: 'ana@example.com' }];
    }
    const fail = async () => {
      throw new LeakyError(
        'mail to Ana.de.Vries@example.com refused; push to https://fcm.googleapis.com/fcm/send/secret-token: 500',
      );
    };
    const outputs = async (name: string) => {
      const result = await database.raw(
        `select output::text as output from pgboss.job where name = $1 and output is not null`,
        [name],
      );
      return Array.isArray(result) ? [] : result.rows.map((r) => String(r.output));
    };
    const queued = createJobQueue({ raw: database.raw, log });
    queued.define('test-leak-queued', { handler: fail });
    await queued.start({ workers: false });
    await queued.send('test-leak-queued', {});
    expect(await queued.runQueued('test-leak-queued')).toBe(1);
    await queued.stop();

    const workers = createJobQueue({ raw: database.raw, log });
    workers.define('test-leak-workers', { handler: fail, retryLimit: 0 });
    await workers.start({ workers: true });
    await workers.send('test-leak-workers', {});
    await expect.poll(() => outputs('test-leak-workers'), { timeout: 15_000, interval: 200 }).toHaveLength(1);
    await workers.stop();

    for (const output of [...(await outputs('test-leak-queued')), ...(await outputs('test-leak-workers'))]) {
      expect(output).not.toMatch(/example\.com|secret-token|fcm\.googleapis|failures/i);
      expect(output).toContain('LeakyError');
      expect(output).toContain('refused');
    }
  });
});
