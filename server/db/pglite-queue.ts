import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '../lib/errors.ts';

/** Whether the client of the read under way still waits for its answer (`whileWanted`). */
const wanted = new AsyncLocalStorage<() => boolean>();

/**
 * Run `work` (a read: an HTTP GET, through every await) so that database operations it starts on
 * the embedded database after `stillWanted()` turned false are not run: they throw AppError `busy`
 * when their turn comes. A client that gave up waiting (its timeout, a closed tab) leaves nothing
 * behind in the queue for those who still wait. Writes are never dropped this way.
 */
export function whileWanted<T>(stillWanted: () => boolean, work: () => T): T {
  return wanted.run(stillWanted, work);
}

/**
 * Take turns on the embedded database, first come first served with the server's other work in
 * between (docs/architecture.md "The API's hot path"). PGlite runs in the server's own thread
 * and its calls finish synchronously: with PGlite's own locks, the next waiting operation started
 * in the same microtask run as the end of the previous one, so a queue of fifty chat lists ran
 * back to back without the event loop accepting a connection or reading a request in between.
 * Measured under `bench:api` at 50 connections: the connections served first kept being served,
 * others waited more than ten seconds for their first answer, and some were never accepted within
 * the client's timeout (p50 0.5 s, p99 8.6 s, while no request took more than 0.25 s inside the
 * server). Here `query`, `exec` and `transaction` (what Drizzle and the job queue call) are wrapped
 * in place: one runs at a time, and the next starts from `setImmediate`, after the event loop has
 * polled, so requests that arrived meanwhile join the queue in their order of arrival. An
 * operation of a read whose client has gone (`whileWanted`) is not run when its turn comes.
 * Answers the count of operations under way or waiting to run (`Database.pending`).
 */
export function takeTurns(client: PGlite): () => number {
  let running = 0;
  let busy = false;
  const waiting: Array<{ start: () => void; stillWanted: (() => boolean) | undefined }> = [];
  const next = () => {
    const first = waiting.shift();
    if (first) first.start();
    else busy = false;
  };
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const stillWanted = wanted.getStore();
      if (busy) await new Promise<void>((start) => waiting.push({ start, stillWanted }));
      else busy = true;
      running += 1;
      try {
        if (stillWanted && !stillWanted()) throw new AppError('busy');
        return await run(...args);
      } finally {
        running -= 1;
        setImmediate(next);
      }
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  // Waiting operations of reads whose client has gone are not counted: they will not run.
  return () => running + waiting.filter((w) => !w.stillWanted || w.stillWanted()).length;
}
