/**
 * Search benchmark (docs/benchmarks.md): on 1,000,000 generated members in PostgreSQL, the first
 * page and the 500th page of searches with gender, country, region and an age range, p50 and p95
 * over varied queries, beside a primary-key lookup in the same run; and the query plans.
 * Usage: DATABASE_URL=postgres://…/postgres npm run bench:search [-- --members 1000000 --queries 200]
 * It creates (once) and reuses the database `amora_bench_search` on that server.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { profiles } from '../../server/db/schema/index.ts';
import { seedDemoMembers } from '../../server/demo/demo.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { wroteTo } from '../../server/modules/chats/queries.ts';
import { likeState } from '../../server/modules/likes/state.ts';
import { createMembersService, MEMBERS_PAGE_SIZE } from '../../server/modules/members/service.ts';
import { profilesOnDuty } from '../../server/modules/operators/duty.ts';
import { writeResult } from '../lib/results.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MEMBERS = arg('members', 1_000_000);
const QUERIES = arg('queries', 200);
const PAGE = 500;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must point at a PostgreSQL server');
  process.exit(2);
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = await admin.query("select 1 from pg_database where datname = 'amora_bench_search'");
if (exists.rowCount === 0) await admin.query('create database amora_bench_search');
await admin.end();
const benchUrl = new URL(url);
benchUrl.pathname = '/amora_bench_search';
const database = await openDatabase({ url: benchUrl.toString(), dataDir: null, poolSize: 4 });
const { db } = database;
/** Rows of a raw SQL query (node-postgres answers `{ rows }`). */
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as { rows: T[] }).rows;

const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from profiles`);
if (n < MEMBERS) {
  console.error(`seeding ${MEMBERS - n} members…`);
  const started = performance.now();
  await seedDemoMembers(db, {
    count: MEMBERS - n,
    clock: systemClock,
    batchSize: 2000,
    seed: n + 1,
    onProgress: (done) => process.stderr.write(`\r${done}`),
  });
  console.error(`\nseeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await db.execute(sql`analyze`);
}

// Index-only scans need the visibility map; a production table gets it from autovacuum.
await db.execute(sql`vacuum analyze profiles`);
const members = createMembersService({
  db,
  clock: systemClock,
  relations: { likeState, wroteTo, profilesOnDuty },
});
const combos = await rows<{
  gender: 'male' | 'female';
  country: 'NL' | 'BE' | 'DE';
  region: string;
  n: number;
}>(
  sql`select gender, country, region, count(*)::int as n from profiles where searchable
    group by gender, country, region having count(*) > 20000 order by n desc`,
);
if (combos.length === 0) throw new Error('no filter combination with enough members');

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

/** The cursor that starts page `page` (set-up only: found with OFFSET, not timed). */
async function cursorFor(
  filters: { gender: string; country: string; region: string; min: number; max: number },
  page: number,
) {
  const now = new Date();
  const y = (years: number) =>
    new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  const found = await rows<{ p: boolean; t: Date | string; id: number }>(
    sql`select (main_photo_id is not null) as p, last_active_at as t, user_id as id from profiles
      where searchable and gender = ${filters.gender} and country = ${filters.country} and region = ${filters.region}
        and date_of_birth <= ${y(filters.min)} and date_of_birth > ${y(filters.max + 1)}
      order by (main_photo_id is not null) desc, last_active_at desc, user_id desc
      offset ${(page - 1) * MEMBERS_PAGE_SIZE - 1} limit 1`,
  );
  const row = found[0];
  if (!row) return null;
  return Buffer.from(JSON.stringify({ p: row.p, t: new Date(row.t).getTime(), id: row.id })).toString(
    'base64url',
  );
}

const ranges: Array<[number, number]> = [
  [18, 35],
  [25, 45],
  [30, 60],
  [35, 65],
];
const viewer = (await rows<{ user_id: number }>(sql`select user_id from profiles limit 1`))[0]?.user_id ?? 1;
const first: number[] = [];
const deep: number[] = [];
const pk: number[] = [];
// Warm-up, not counted.
for (let i = 0; i < 10; i++) {
  const c = pick(combos, i);
  await members.search(
    viewer,
    {
      gender: c.gender,
      country: c.country,
      region: c.region,
      min_age: 25,
      max_age: 45,
      page: 1,
    },
    'default',
  );
}
let skipped = 0;
for (let i = 0; i < QUERIES; i++) {
  const c = pick(combos, i);
  const [min, max] = pick(ranges, i * 7 + 3);
  const query = { gender: c.gender, country: c.country, region: c.region, min_age: min, max_age: max };
  first.push(await time(() => members.search(viewer, { ...query, page: 1 }, 'default')));
  const cursor = await cursorFor({ ...c, min, max }, PAGE);
  if (cursor)
    deep.push(await time(() => members.search(viewer, { ...query, page: PAGE, cursor }, 'default')));
  else skipped += 1;
  const id = 1 + ((i * 7919) % MEMBERS);
  pk.push(await time(() => db.select().from(profiles).where(eq(profiles.userId, id)).limit(1)));
}

const c0 = combos[0];
const explain = async (cursor: string | null) => {
  const now = new Date();
  const y = (years: number) =>
    new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  const after = cursor
    ? (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { p: boolean; t: number; id: number })
    : null;
  const keyset = after
    ? sql`and ((main_photo_id is not null), last_active_at, user_id) < (${after.p}, ${new Date(after.t).toISOString()}::timestamptz, ${after.id})`
    : sql``;
  const plan = await rows<{
    'QUERY PLAN': string;
  }>(sql`explain (analyze, buffers off, costs off, timing off, summary on)
    select user_id from profiles where searchable and gender = ${c0?.gender} and country = ${c0?.country} and region = ${c0?.region}
      and date_of_birth <= ${y(25)} and date_of_birth > ${y(46)} ${keyset}
    order by (main_photo_id is not null) desc, last_active_at desc, user_id desc limit ${MEMBERS_PAGE_SIZE + 1}`);
  return plan.map((r) => r['QUERY PLAN']).join('\n');
};
const result = {
  members: MEMBERS,
  queries: QUERIES,
  page_size: MEMBERS_PAGE_SIZE,
  first_page_ms: { p50: +quantile(first, 0.5).toFixed(2), p95: +quantile(first, 0.95).toFixed(2) },
  page_500_ms: {
    p50: +quantile(deep, 0.5).toFixed(2),
    p95: +quantile(deep, 0.95).toFixed(2),
    runs: deep.length,
    skipped,
  },
  primary_key_ms: { p50: +quantile(pk, 0.5).toFixed(3), p95: +quantile(pk, 0.95).toFixed(3) },
  combos: combos.length,
  plan_first_page: await explain(null),
  plan_page_500: await explain(
    await cursorFor(
      {
        gender: c0?.gender ?? 'female',
        country: c0?.country ?? 'NL',
        region: c0?.region ?? '',
        min: 25,
        max: 45,
      },
      PAGE,
    ),
  ),
};
console.log(JSON.stringify(result, null, 2));
const firstP95 = result.first_page_ms.p95;
const deepP95 = result.page_500_ms.p95;
writeResult({
  name: 'search',
  title: `Member search on ${MEMBERS.toLocaleString('en')} members`,
  command: `DATABASE_URL=… npm run bench:search -- --members ${MEMBERS} --queries ${QUERIES}`,
  setup:
    `${MEMBERS.toLocaleString('en')} generated members in PostgreSQL (local, default settings), searched through ` +
    'the members service exactly as `GET /api/members` does: gender, country, region and an age range (4 ranges × ' +
    `${combos.length} gender/country/region combinations with more than 20,000 members), ${MEMBERS_PAGE_SIZE} ` +
    'results a page, including the capped result count. Page 500 is reached with its keyset cursor (found with ' +
    `OFFSET outside the timing); ${skipped} of the ${QUERIES} queries have fewer than 500 pages and are not in the ` +
    'page-500 figures. Wall-clock in the Node process, one query at a time.',
  figures: [
    {
      measure: 'first page p95',
      value: firstP95,
      unit: 'ms',
      goal: '< 20 ms',
      met: firstP95 < 20,
      note: `p50 ${result.first_page_ms.p50} ms`,
    },
    {
      measure: 'page 500 p95',
      value: deepP95,
      unit: 'ms',
      goal: '< 20 ms and ≤ 1.5 × page 1',
      met: deepP95 < 20 && deepP95 <= 1.5 * firstP95,
      note: `p50 ${result.page_500_ms.p50} ms over ${result.page_500_ms.runs} runs`,
    },
    { measure: 'primary-key lookup p95, same run', value: result.primary_key_ms.p95, unit: 'ms' },
  ],
  tables: [
    `Plan of page 1:\n\n\`\`\`\n${result.plan_first_page}\n\`\`\``,
    `Plan of page 500 (keyset cursor):\n\n\`\`\`\n${result.plan_page_500}\n\`\`\``,
  ],
});
await database.close();
