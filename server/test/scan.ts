/**
 * Where a value is stored, anywhere in the database (tests of the account purge, GDPR Art. 17):
 * every column of every table of every schema — the site's, pg-boss's (`pgboss`, job data and
 * outputs) and the migrations' — read whole and compared as text, so no table or column can be
 * forgotten by a list kept by hand.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Rows<T> = { rows: T[] };

/** Every base table outside PostgreSQL's own schemas, with its columns (information_schema). */
export async function everyColumn(
  database: Database,
): Promise<Array<{ schema: string; table: string; columns: string[] }>> {
  const result = (await database.db.execute(sql`
    select c.table_schema as schema, c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE'
       and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.table_schema not like 'pg_toast%'
     group by c.table_schema, c.table_name
     order by 1, 2`)) as unknown as Rows<{ schema: string; table: string; columns: string[] }>;
  return result.rows;
}

/**
 * Every `schema.table.column` whose value, as text, contains one of `values` (case-insensitive),
 * with the value found: `['public.mail_outbox.text: ana@example.com']`. Reads each table once.
 */
export async function placesHolding(database: Database, values: readonly string[]): Promise<string[]> {
  const wanted = values.filter((v) => v !== '').map((v) => [v, v.toLowerCase()] as const);
  const found: string[] = [];
  for (const { schema, table, columns } of await everyColumn(database)) {
    const rows = (await database.db.execute(
      sql`select to_jsonb(x) as row from ${sql.identifier(schema)}.${sql.identifier(table)} x`,
    )) as unknown as Rows<{ row: Record<string, unknown> | string }>;
    for (const { row } of rows.rows) {
      const record: Record<string, unknown> = typeof row === 'string' ? JSON.parse(row) : row;
      for (const column of columns) {
        const cell = record[column];
        if (cell === null || cell === undefined) continue;
        const text = (typeof cell === 'string' ? cell : JSON.stringify(cell)).toLowerCase();
        for (const [value, lower] of wanted) {
          const place = `${schema}.${table}.${column}: ${value}`;
          if (text.includes(lower) && !found.includes(place)) found.push(place);
        }
      }
    }
  }
  return found;
}
