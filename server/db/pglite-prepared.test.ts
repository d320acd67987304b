/**
 * The embedded database's named prepared statements (`pglite-prepared.ts`): the same answers,
 * types and errors as PGlite's own `query`, through Drizzle too; a text is prepared on its second run; a statement whose table changed
 * shape is prepared again; no more than the capacity are kept; transactions are untouched.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareStatements } from './pglite-prepared.ts';

let plain: PGlite;
let prepared: PGlite;
const SETUP = `drop table if exists probe; create table probe (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb);
  insert into probe values (1, 'een', '2026-01-02T03:04:05Z', '{a,b}', '{"x": [1, 2]}'), (2, 'twee', null, null, null);`;

beforeAll(async () => {
  [plain, prepared] = await Promise.all([PGlite.create(), PGlite.create()]);
  prepareStatements(prepared, 3);
});
beforeEach(async () => {
  await plain.exec(SETUP);
  await prepared.exec(SETUP);
});
afterAll(async () => {
  await plain.close();
  await prepared.close();
});

/** The statements `client` keeps prepared. */
async function keptStatements(client: PGlite): Promise<number> {
  const [result] = await client.exec('select count(*)::int as n from pg_prepared_statements');
  return (result?.rows[0] as { n: number } | undefined)?.n ?? -1;
}

describe('prepareStatements', () => {
  it('answers what PGlite answers: rows, types, nulls, arrays, JSON, parameters of each type, both row modes', async () => {
    const statements: Array<[string, unknown[]]> = [
      ['select * from probe order by id', []],
      ['select * from probe where id = $1', [1]],
      ['select * from probe where at < $1 and tags @> $2', [new Date('2027-01-01T00:00:00Z'), ['a']]],
      ['select $1::jsonb as doc, $2::text as t, $3::int as n', [{ a: [1, 'b'] }, null, 7]],
      ['update probe set name = $1 where id = $2', ['drie', 2]],
      ['select name from probe where id = 2', []],
    ];
    for (const [text, params] of statements) {
      for (let run = 0; run < 7; run++) {
        expect(await prepared.query(text, params)).toEqual(await plain.query(text, params));
      }
      const arrays = { rowMode: 'array' as const };
      expect(await prepared.query(text, params, arrays)).toEqual(await plain.query(text, params, arrays));
    }
    expect(await keptStatements(prepared)).toBe(3);
  });

  it('throws the database error with its SQLSTATE and runs the next statement normally', async () => {
    const failure = await prepared.query("insert into probe values (1, 'dubbel')").catch((e: unknown) => e);
    expect((failure as { code?: string }).code).toBe('23505');
    const syntax = await prepared.query('selec 1').catch((e: unknown) => e);
    expect((syntax as { code?: string }).code).toBe('42601');
    expect((await prepared.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement whose table changed shape', async () => {
    const text = 'select * from probe where id = $1';
    await prepared.query(text, [1]);
    expect(Object.keys((await prepared.query(text, [1])).rows[0] as object)).not.toContain('extra');
    await prepared.exec("alter table probe add column extra text not null default 'nieuw'");
    expect((await prepared.query<{ extra: string }>(text, [1])).rows[0]?.extra).toBe('nieuw');
  });

  it('keeps at most the capacity, closing the least recently used', async () => {
    // Prepared on the second run of a text.
    await prepared.query('select 100 as n');
    const [once] = await prepared.exec(
      "select count(*)::int as n from pg_prepared_statements where statement like '%100%'",
    );
    expect(once?.rows).toEqual([{ n: 0 }]);
    for (let i = 0; i < 10; i++) for (const _ of [1, 2]) await prepared.query(`select ${i} as n`);
    expect(await keptStatements(prepared)).toBe(3);
    expect((await prepared.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });

  it('leaves transactions to PGlite, and Drizzle reads and writes through it', async () => {
    const db = drizzle(prepared);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update probe set name = ${'vier'} where id = ${1}`);
        tx.rollback();
      })
      .catch(() => undefined);
    await db.execute(sql`select name from probe where id = ${1}`);
    const rows = await db.execute<{ name: string }>(sql`select name from probe where id = ${1}`);
    expect(rows.rows).toEqual([{ name: 'een' }]);
    const [kept] = await prepared.exec('select statement from pg_prepared_statements');
    const texts = (kept?.rows ?? []).map((r) => (r as { statement: string }).statement);
    expect(texts).toContain('select name from probe where id = $1');
    expect(texts.some((t) => t.startsWith('update probe'))).toBe(false);
  });
});
