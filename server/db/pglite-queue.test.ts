/**
 * Turns on the embedded database (`pglite-queue.ts`): the event loop turns between two
 * operations, so work that arrived meanwhile is seen before the next one starts; the waiting are
 * counted; an operation of a read whose client has gone is not run, one still wanted is.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { takeTurns, whileWanted } from './pglite-queue.ts';

let client: PGlite;
let log: string[];
let pending: () => number;

beforeAll(async () => {
  client = await PGlite.create();
  const query = client.query.bind(client);
  // What PGlite starts, in order (below the turns).
  client.query = ((text: string, ...rest: []) => {
    log.push(`start ${text}`);
    return query(text, ...rest);
  }) as PGlite['query'];
  pending = takeTurns(client);
});
beforeEach(() => {
  log = [];
});
afterAll(() => client.close());

describe('takeTurns', () => {
  it('lets the event loop turn between two operations', async () => {
    const first = client.query('select 1');
    const second = client.query('select 2');
    // Work that arrives while the first runs (an I/O callback, here an immediate).
    setImmediate(() => log.push('event loop'));
    await Promise.all([first, second]);
    expect(log).toEqual(['start select 1', 'event loop', 'start select 2']);
  });

  it('counts the operations under way and waiting', async () => {
    expect(pending()).toBe(0);
    const all = [client.query('select 1'), client.exec('select 2'), client.query('select 3')];
    expect(pending()).toBe(3);
    await Promise.all(all);
    expect(pending()).toBe(0);
  });

  it('does not run what a read whose client has gone was waiting for, and does not count it', async () => {
    let clientWaits = true;
    const first = client.query('select 1');
    const gone = whileWanted(
      () => clientWaits,
      () => client.query('select 2'),
    );
    const kept = whileWanted(
      () => true,
      () => client.query('select 3'),
    );
    const write = client.query('select 4');
    expect(pending()).toBe(4);
    clientWaits = false;
    expect(pending()).toBe(3);
    await first;
    await expect(gone).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'busy');
    expect((await kept).rows).toEqual([{ '?column?': 3 }]);
    expect((await write).rows).toEqual([{ '?column?': 4 }]);
    expect(log).toEqual(['start select 1', 'start select 3', 'start select 4']);
  });
});
