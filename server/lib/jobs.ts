/**
 * Background jobs on a PostgreSQL job queue (pg-boss), in-process, on PGlite or PostgreSQL alike
 * (ARCHITECTURE "Time and background work"). pg-boss keeps its jobs in its own schema `pgboss`,
 * so a queued job survives a restart; it retries failed jobs with backoff. pg-boss reaches the
 * database through `Database.raw` (its `db` option), never a connection of its own.
 */
import type PgBossType from 'pg-boss';
import type { RawResult } from '../db/client.ts';
import { retryOnDeadlock } from '../db/retry.ts';
import { lazyPackage } from './lazy.ts';
import type { Metrics } from './metrics.ts';
import { currentRequestId, withRequestId } from './request-scope.ts';

// pg-boss is CommonJS, loaded on first use (`lazyPackage`): a start on an installed database needs
// it only when the queue starts, after the server answers (with its dependencies it was about 5%
// of a warm start's CPU).
const pgBoss = lazyPackage<typeof PgBossType>('pg-boss');
/** The version of pg-boss's schema this pg-boss installs (its `version.json`). */
const bossVersion = lazyPackage<{ schema: number }>('pg-boss/version.json');

/** pg-boss's schema name. */
const SCHEMA = 'pgboss';

type Raw = (text: string, values?: unknown[]) => Promise<RawResult>;

/**
 * pg-boss's `db` option over our raw SQL: parameterised statements and scripts alike. Once `gate`
 * is closed (the queue stopped, its timeout passed, the database about to close) a job still
 * finishing gets no answer from the database (a promise that never settles, holding no timer): its
 * completion or failure is not written and the job stays active until pg-boss's expiry retries it,
 * as after a crash, instead of reaching a closed pool.
 */
function bossDb(raw: Raw, gate: { closed: boolean } = { closed: false }): PgBossType.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      // Never answered: pg-boss does not catch a failed bookkeeping write of a finishing job.
      if (gate.closed) return new Promise<never>(() => {});
      const result = await raw(text, values);
      // pg-boss reads `rows` of single statements only; a script's results are not read.
      return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
    },
  };
}

/** The rows of a raw result (the last statement's for a script). */
const rowsOf = (result: RawResult) => (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows);

/**
 * Create pg-boss's tables when they are missing, or bring them to this pg-boss version (run with
 * the migrations, so test databases are copied with them). When the database already holds this
 * version's schema, one read and pg-boss is not loaded. Throws what the database throws.
 */
export async function installJobSchema(raw: Raw): Promise<void> {
  const [table] = rowsOf(await raw(`select to_regclass('${SCHEMA}.version') is not null as "installed"`));
  if (table?.installed) {
    const [row] = rowsOf(await raw(`select version from ${SCHEMA}.version`));
    if (row && Number(row.version) === bossVersion().schema) return;
  }
  const PgBoss = pgBoss();
  const boss = new PgBoss({ db: bossDb(raw), schema: SCHEMA, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

/** E-mail addresses in a text. */
const ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
/** Links in a text (any scheme but `file:`, whose links are the stack's source files). */
const LINK = /\b(?!file:)[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;

/**
 * A handler's failure as the queue stores it (pg-boss keeps it in the job's `output` for days):
 * the error's name, message and stack with e-mail addresses and links replaced by `[address]` and
 * `[link]`, and none of its other properties (a push failure's endpoints, a mail error's
 * recipients). A job's data and output must hold no personal data the account purge could not
 * reach (docs/security.md "End of an account"); the full error goes to the log.
 */
export function storedFailure(error: unknown): Error {
  const scrub = (text: string) => text.replace(ADDRESS, '[address]').replace(LINK, '[link]');
  const source = error instanceof Error ? error : new Error(String(error));
  const stored = new Error(scrub(source.message));
  stored.name = source.name;
  stored.stack = scrub(source.stack ?? `${source.name}: ${source.message}`);
  return stored;
}

/**
 * What a job handler gets: the job's data as sent, plus `requestId` when it was queued during a
 * request (see `JobQueue.send`). Throwing fails the try (it is retried).
 */
export type JobHandler<T> = (data: T) => Promise<void>;

/** How a queue's jobs run. */
export interface JobDefinition<T> {
  handler: JobHandler<T>;
  /** Cron expression (UTC) on which pg-boss sends this job by itself, e.g. `'17 * * * *'` hourly. */
  cron?: string;
  /** Tries after the first failure (default 5), `retryDelay` seconds apart, doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs a worker takes per poll (default 1); e.g. 20 for mail, so a queue drains quickly. */
  batchSize?: number;
  /**
   * Called when the job's last try failed (the first try plus `retryLimit` retries all threw), with
   * the job's data and the last error, before the job is marked failed for good: e.g. to move a
   * request on instead of leaving it waiting. What it throws is logged, not retried.
   */
  onFinalFailure?: (data: T, error: unknown) => Promise<void>;
}

/** Where a fetched job stands in its tries (pg-boss's metadata): retries so far and allowed. */
interface JobTries {
  retryCount: number;
  retryLimit: number;
}

/** The job queue of one app. */
export interface JobQueue {
  /** Register queue `name` and its handler; before `start`. */
  define<T extends object>(name: string, definition: JobDefinition<T>): void;
  /**
   * Create the defined queues; with `workers` also poll them, run their schedules and pg-boss's
   * maintenance (`serve.ts` does; tests run jobs with `runNow`). Idempotent. With `after`, the
   * queue starts once that settles (a starting server answers first); `send` and the others wait
   * for it meanwhile.
   */
  start(options: { workers: boolean; after?: Promise<unknown> }): Promise<void>;
  /** Stop polling; jobs in flight finish within 10 s or are retried after a restart. */
  stop(): Promise<void>;
  /**
   * Queue a job of `name` (after `start`); answers its id, or null when a singleton key held it back.
   * Sent during a request (or a job), the data gets that request's id as `requestId` (unless it has
   * one), and the job runs with it as its current request id: its logs and the jobs it queues name it.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Queue a job of `name` and run it now in this process (scripts, tests): fetches it from the
   * queue as a worker would, runs the handler, marks it completed or failed. Throws the handler's
   * error. Without workers running only; `start({workers: false})` first.
   */
  runNow<T extends object>(name: string, data: T): Promise<void>;
  /**
   * Run every job of `name` that is due now, in this process, as a worker would (scripts, tests);
   * answers how many ran, after waiting for this process's sends still under way. Failures are
   * marked failed (to be retried) and not thrown.
   */
  runQueued(name: string): Promise<number>;
  /** Jobs waiting (queued or to be retried) per defined queue (metrics, read on each scrape). */
  sizes(): Promise<Record<string, number>>;
}

/** `data` with the current request id as `requestId`, when there is one and `data` names none. */
function withCurrentRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId();
  return requestId === undefined || 'requestId' in data ? data : { ...data, requestId };
}

/** The `requestId` a job's data carries, if any. */
function requestIdIn(data: object): string | undefined {
  const value = (data as { requestId?: unknown }).requestId;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Build the job queue over `raw` (see `Database.raw`); `log` receives handler failures (and each
 * run at debug), with the job's `requestId`; `metrics` counts runs per queue and outcome.
 */
export function createJobQueue(deps: {
  raw: Raw;
  log: { error: (obj: object, msg: string) => void; debug?: (obj: object, msg: string) => void };
  metrics?: Pick<Metrics, 'jobRun'>;
}): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBossType | null = null;
  /** The running instance's gate to the database (`bossDb`), closed when it has stopped. */
  let gate = { closed: false };
  let started: Promise<PgBossType> | null = null;
  let workers = false;
  // Sends still on their way to the queue: `runNow` and `runQueued` wait for them first, so a job
  // queued without being awaited (a notification after a request) is not missed.
  const sending = new Set<Promise<unknown>>();
  // When (ms) this process's last send was stored. A job is due once `start_after < now()`, and
  // the embedded database's clock counts whole milliseconds: a job stored in the millisecond a
  // `runQueued` fetches would not be due yet, and be left for a later run.
  let lastSentAt = 0;

  const run = async (name: string, data: object, tries?: JobTries) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job ${name}`);
    const requestId = requestIdIn(data);
    try {
      await withRequestId(requestId, () => definition.handler(data));
    } catch (error) {
      deps.metrics?.jobRun(name, false);
      deps.log.error({ err: error, job: name, requestId }, 'job failed');
      const final = definition.onFinalFailure;
      if (final && tries && tries.retryCount >= tries.retryLimit) {
        await withRequestId(requestId, () => final(data, error)).catch((failure: unknown) =>
          deps.log.error({ err: failure, job: name, requestId }, 'job final failure handler failed'),
        );
      }
      throw error;
    }
    deps.metrics?.jobRun(name, true);
    deps.log.debug?.({ job: name, requestId }, 'job ran');
  };
  const ready = async (): Promise<PgBossType> => {
    if (!started) throw new Error('job queue not started');
    return started;
  };

  return {
    define(name, definition) {
      definitions.set(name, definition as JobDefinition<object>);
    },
    start(options) {
      started ??= (async () => {
        await options.after;
        // Maintenance (expiry, archive) and the timekeeper (cron) run only where workers run.
        gate = { closed: false };
        const PgBoss = pgBoss();
        const instance = new PgBoss({
          db: bossDb(deps.raw, gate),
          schema: SCHEMA,
          supervise: options.workers,
          schedule: options.workers,
          migrate: true,
        });
        instance.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
        await instance.start();
        for (const [name, definition] of definitions) {
          // Processes starting together on a new database attach the queues' partitions to one
          // table at once, which PostgreSQL may break as a deadlock; creating is idempotent.
          await retryOnDeadlock(() =>
            instance.createQueue(name, {
              name,
              retryLimit: definition.retryLimit ?? 5,
              retryDelay: definition.retryDelaySeconds ?? 30,
              retryBackoff: true,
            }),
          );
          if (!options.workers) continue;
          const work = {
            pollingIntervalSeconds: 2,
            batchSize: definition.batchSize ?? 1,
            includeMetadata: true as const,
          };
          await instance.work<object>(name, work, async (jobs) => {
            try {
              for (const job of jobs) await run(name, job.data, job);
            } catch (error) {
              // pg-boss stores what is thrown here as the failed jobs' output.
              throw storedFailure(error);
            }
          });
          if (definition.cron) await instance.schedule(name, definition.cron, {});
        }
        workers = options.workers;
        boss = instance;
        return instance;
      })();
      return started.then(() => undefined);
    },
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      started = null;
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
      gate.closed = true;
    },
    async send(name, data, options) {
      const sent = ready().then((queue) =>
        queue.send(name, withCurrentRequestId(data), {
          startAfter: options?.startAfterSeconds,
          singletonKey: options?.singletonKey,
        }),
      );
      sending.add(sent);
      try {
        return await sent;
      } finally {
        sending.delete(sent);
        lastSentAt = Date.now();
      }
    },
    async runNow(name, data) {
      if (workers) throw new Error('runNow: the workers run the queue here');
      const queue = await ready();
      await Promise.allSettled(sending);
      const id = await queue.send(name, withCurrentRequestId(data));
      if (!id) throw new Error(`runNow: ${name} was not queued`);
      // Fetch until our job comes up (an older one of the same queue runs first, as a worker would).
      // A job queued this very millisecond may not be due yet (`start_after < now()`): a few tries.
      for (let empty = 0; ; ) {
        const [job] = await queue.fetch<object>(name, { includeMetadata: true });
        if (!job) {
          empty += 1;
          if (empty > 40) throw new Error(`runNow: job ${id} of ${name} is not available`);
          await new Promise((resolve) => setTimeout(resolve, 25));
          continue;
        }
        try {
          await run(name, job.data, job);
          await queue.complete(name, job.id);
        } catch (error) {
          await queue.fail(name, job.id, storedFailure(error));
          if (job.id === id) throw error;
        }
        if (job.id === id) return;
      }
    },
    async runQueued(name) {
      if (workers) throw new Error('runQueued: the workers run the queue here');
      const queue = await ready();
      await Promise.allSettled(sending);
      // A job sent this very millisecond is due from the next one.
      const wait = lastSentAt + 2 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      let ran = 0;
      for (;;) {
        const [job] = await queue.fetch<object>(name, { includeMetadata: true });
        if (!job) return ran;
        ran += 1;
        try {
          await run(name, job.data, job);
          await queue.complete(name, job.id);
        } catch (error) {
          await queue.fail(name, job.id, storedFailure(error));
        }
      }
    },
    async sizes() {
      if (!boss) return {};
      const instance = boss;
      const names = [...definitions.keys()];
      const counts = await Promise.all(names.map((name) => instance.getQueueSize(name)));
      return Object.fromEntries(names.map((name, i) => [name, counts[i] ?? 0]));
    },
  };
}
