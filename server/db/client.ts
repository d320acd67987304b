import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobSchema } from '../lib/jobs.ts';
import { lockDataDir } from './data-lock.ts';
import { prepareStatements } from './pglite-prepared.ts';
import { takeTurns } from './pglite-queue.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service takes: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; pass it to every call made inside the transaction. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A result of raw SQL: one `{rows}` per statement, as node-postgres answers. */
export type RawResult =
  | { rows: Array<Record<string, unknown>> }
  | Array<{ rows: Array<Record<string, unknown>> }>;

/** An open database: the Drizzle handle, its driver kind, raw SQL and a close function. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL for libraries that bring their own (the job queue, `server/lib/jobs.ts`): with `values`
   * one parameterised statement; without, a script of one or more statements, answered as one
   * `{rows}` for a single statement and an array of them for several (node-postgres's shape).
   */
  raw: (text: string, values?: unknown[]) => Promise<RawResult>;
  /** PostgreSQL only: the node-postgres pool's live counts (metrics read them on each scrape). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /**
   * PGlite only: the database operations (queries, scripts, transactions) started and not yet
   * finished. PGlite runs one at a time: all but one of them wait (`plugins/database-queue.ts`).
   */
  pending?: () => number;
  close: () => Promise<void>;
}

/**
 * Bring every identity sequence of the public schema up to its table's largest id. A data folder
 * that two processes wrote at once (before `data-lock.ts` refused that) could keep a sequence
 * behind its rows, and every later insert then failed with a duplicate key (`audit_log_pkey` after
 * `npm run admin` while the site ran). Run when a PGlite data folder is opened: one index lookup
 * per table.
 */
const CATCH_UP_SEQUENCES = `
do $$
declare
  r record;
  top bigint;
begin
  for r in
    select format('%I.%I', n.nspname, c.relname) as tbl, a.attname as col,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attidentity in ('a', 'd') and not a.attisdropped
  loop
    execute format('select max(%I) from %s', r.col, r.tbl) into top;
    if top is not null and top > coalesce((select last_value from pg_sequences
        where format('%I.%I', schemaname, sequencename) = r.seq), 0) then
      perform setval(r.seq, top);
    end if;
  end loop;
end $$;`;

/**
 * The mark a database carries once `CATCH_UP_SEQUENCES` has run on it (the comment of its schema
 * `public`). Since the data lock, no two processes write one folder, so its sequences cannot fall
 * behind again: the catch-up runs once per database, not at every start, where it was the
 * largest single step of a warm start (about 1.1 s of 4.3 s of CPU on the loaded 2-core machine).
 * A backup carries the mark with the database.
 */
const SEQUENCES_CAUGHT_UP = 'amora: identity sequences caught up';

/** How long after opening a PGlite data folder its statistics are refreshed (milliseconds). */
const PGLITE_ANALYZE_DELAY_MS = 10_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Whether the database already holds the newest committed migration: Drizzle records each applied
 * migration's folder time (`when` in meta/_journal.json) as `created_at`, and applies those newer
 * than the last recorded. Two reads instead of Drizzle's check (it creates its schema and table if
 * missing, reads the last migration and opens a transaction: four statements on the warm start of
 * the embedded database, and reading and hashing every migration file). False when none is recorded.
 */
async function holdsNewestMigration(raw: Database['raw']): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = journal.entries.at(-1)?.when;
  const rowOf = (result: RawResult) => (Array.isArray(result) ? result.at(-1)?.rows : result.rows)?.[0];
  if (!rowOf(await raw(`select to_regclass('drizzle.__drizzle_migrations') as "table"`))?.table) return false;
  const row = rowOf(await raw('select max(created_at)::text as "last" from drizzle.__drizzle_migrations'));
  return newest !== undefined && row?.last != null && Number(row.last) === newest;
}

/**
 * The key of the PostgreSQL advisory lock the migrations run under (any constant 64-bit number
 * no other code takes; this one is "amora" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x616d6f7261;

/**
 * Run `work` while holding the migration lock (a session-level `pg_advisory_lock` on a connection
 * to `url` of its own, beside the pool `work` uses): processes started together on an empty or older database take
 * turns, the first applies the migrations and the others find them applied. The lock is released
 * when `work` settles, or by PostgreSQL when the holder's connection dies. Throws what `work` throws.
 */
export async function underMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await holder.end();
  }
}

/**
 * Open the database and apply the committed migrations (on PostgreSQL under an advisory lock:
 * `underMigrationLock`), then install the job queue's own tables
 * (pg-boss's schema `pgboss`, `server/lib/jobs.ts`) when they are missing.
 * - `url` set: PostgreSQL through `pg` (a pool of `poolSize` connections).
 * - otherwise: embedded PGlite, persisted in `dataDir/db`, or in memory when `dataDir` is null. A
 *   data folder is held by one process at a time (`dataDir/db.lock`, released by `close`): throws
 *   DataDirInUseError while another running process has it open. Its identity sequences are
 *   brought up to their tables' largest ids (`CATCH_UP_SEQUENCES`) the first time it is opened
 *   (`SEQUENCES_CAUGHT_UP`). A
 *   persisted PGlite gets the maintenance PostgreSQL's autovacuum would do: ANALYZE 10 s after
 *   opening, VACUUM ANALYZE every hour (timers that do not keep the process alive).
 * Throws when the server cannot be reached or a migration fails.
 *
 * For tests: `loadDataDir` starts an in-memory PGlite from a `dumpPglite` tarball instead of an
 * empty cluster, and `migrate: false` skips the migrations (the copy of a migrated template).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** Called when an idle PostgreSQL connection fails (the pool replaces it), or PGlite's background ANALYZE. */
  onIdleError?: (error: Error) => void;
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** In-memory PGlite only: start from this data folder tarball (see `dumpPglite`). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool drops that client and opens a new one for the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    const raw = async (text: string, values?: unknown[]) =>
      (await pool.query(text, values?.length ? values : undefined)) as unknown as RawResult;
    if (migrate) {
      await underMigrationLock(options.url, async () => {
        await migrateNodePg(db, { migrationsFolder });
        await installJobSchema(raw);
      });
    }
    return { db, kind: 'postgres', raw, pool, close: () => pool.end() };
  }
  let client: PGlite;
  // One process at a time on a data folder (`data-lock.ts`): refused while a running server has it.
  let unlock = () => {};
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(dir);
    } catch (error) {
      unlock();
      throw error;
    }
  } else if (options.loadDataDir) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    client = await PGlite.create();
  }
  // Statements outside transactions run as named prepared statements (`pglite-prepared.ts`).
  prepareStatements(client);
  const pending = takeTurns(client);
  const db = drizzlePglite(client, { schema });
  const raw = async (text: string, values?: unknown[]): Promise<RawResult> => {
    if (values?.length) return (await client.query(text, values)) as RawResult;
    const results = await client.exec(text);
    return results.length === 1 && results[0] ? (results[0] as RawResult) : (results as RawResult);
  };
  if (migrate) {
    try {
      if (!(await holdsNewestMigration(raw))) await migratePglite(db, { migrationsFolder });
      await installJobSchema(raw);
    } catch (error) {
      await client.close();
      unlock();
      throw error;
    }
  }
  if (!options.dataDir) return { db, kind: 'pglite', raw, pending, close: () => client.close() };
  try {
    const marked = await client.query<{ caughtUp: boolean }>(
      `select coalesce(obj_description('public'::regnamespace, 'pg_namespace') = $1, false) as "caughtUp"`,
      [SEQUENCES_CAUGHT_UP],
    );
    if (!marked.rows[0]?.caughtUp) {
      await client.exec(`${CATCH_UP_SEQUENCES}\ncomment on schema public is '${SEQUENCES_CAUGHT_UP}';`);
    }
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  // PGlite runs no autovacuum: without ANALYZE the planner never learns the tables' sizes (the chat
  // list ran twice as long), and dead rows stay. Soon after start, then hourly, off the start path.
  const maintain = (command: string) => () =>
    void client.exec(command).catch((error: Error) => options.onIdleError?.(error));
  const first = setTimeout(maintain('analyze'), PGLITE_ANALYZE_DELAY_MS);
  const hourly = setInterval(maintain('vacuum analyze'), 3_600_000);
  first.unref();
  hourly.unref();
  return {
    db,
    kind: 'pglite',
    raw,
    pending,
    close: async () => {
      clearTimeout(first);
      clearInterval(hourly);
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The data folder of an open PGlite database as an uncompressed tarball, for `loadDataDir`
 * (tests migrate one template per run and start every test file from its copy).
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite: not a PGlite database');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
