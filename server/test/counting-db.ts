/** Test support: a Drizzle handle that counts the statements it sends (no vitest import). */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';

/**
 * A Drizzle handle on `database`'s own connection (PGlite, or the PostgreSQL pool) that counts the
 * statements it sends, through Drizzle's logger. Only for the query builder (no relational
 * queries). `count()` answers the statements since the last `reset()`.
 */
export function countingDb(database: Database): { db: Db; count: () => number; reset: () => void } {
  let statements = 0;
  const logger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { logger }) as unknown as Db)
      : (drizzleNodePg(client as pg.Pool, { logger }) as unknown as Db);
  return {
    db,
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
