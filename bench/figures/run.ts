/**
 * Business figures benchmark (docs/benchmarks.md, issue "Back office" §6): `GET /api/admin/figures`
 * through the HTTP layer (the app listening on a local port, an admin's session past the second
 * factor, requests one at a time), on 1,000,000 generated members in PostgreSQL (bench/figures/
 * seed.ts): a 30-day range by day, 12 months by month, 12 months by month split by network, and 30
 * days by day split by ref. The daily rollups (server/modules/figures/rollups.ts) are built first, as
 * the job does on a first start (timed), and the requests read them, today summed live; the split
 * by ref is not kept in the rollups and is read from the source tables. p50 and p95 of `--runs`
 * requests each (default 20, after 3 warm-ups); the 12 months by network compared with the direct
 * statements' answer; the query plans (EXPLAIN ANALYZE) of the slowest request's statements.
 *
 * Creates the database `amora_bench_figures` on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test) and drops it at the end (`--keep` keeps it for another
 * run, which then skips the generation).
 * Usage: npm run bench:figures [-- --members 1000000 --runs 20 --keep]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE } from '@common/constants';
import { type FiguresQuery, figuresQuery } from '@common/schemas/figures';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Db, openDatabase } from '../../server/db/client.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { rebuildRollups, rollUp } from '../../server/modules/figures/rollups.ts';
import { readFigures } from '../../server/modules/figures/service.ts';
import { atMost, type Figure, writeResult } from '../lib/results.ts';
import { numberArg } from '../lib/site.ts';
import { seedFigures } from './seed.ts';

const MEMBERS = numberArg('members', 1_000_000);
const RUNS = numberArg('runs', 20);
const KEEP = process.argv.includes('--keep');
/** The goal of the figures the rollups answer; the split by ref (source tables) keeps the earlier 1 s. */
const GOAL_MS = 300;
const DIRECT_GOAL_MS = 1000;
const NAME = 'amora_bench_figures';
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const existing = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
if (existing.rowCount === 0) await admin.query(`create database ${NAME}`);
const benchUrl = new URL(url);
benchUrl.pathname = `/${NAME}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-figures-'));
const database = await openDatabase({ url: benchUrl.toString(), dataDir: null, poolSize: 4 });
const { db } = database;
const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const dialect = new PgDialect();
/** Whether a captured statement is a `set local …` of the figures' transactions. */
const isSetting = (query: SQL) => dialect.sqlToQuery(query).sql.trim().startsWith('set local');
/** The server's version, e.g. "PostgreSQL 15.20". */
const postgresVersion = async () =>
  `PostgreSQL ${(await rows<{ v: string }>(sql`select current_setting('server_version') as v`))[0]?.v.split(' ')[0] ?? '?'}`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => Math.round(value * 10) / 10;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);
const yearAgo = `${day(-335).slice(0, 7)}-01`;

/** The measured requests: name and query string. */
const CASES: Array<{ name: string; query: string; goal: number }> = [
  { name: '30 days by day', query: `from=${day(-29)}&to=${today}&group=day`, goal: GOAL_MS },
  { name: '12 months by month', query: `from=${yearAgo}&to=${today}&group=month`, goal: GOAL_MS },
  {
    name: '12 months by month, by network',
    query: `from=${yearAgo}&to=${today}&group=month&by=network`,
    goal: GOAL_MS,
  },
  {
    name: '30 days by day, by ref',
    query: `from=${day(-29)}&to=${today}&group=day&by=ref`,
    goal: DIRECT_GOAL_MS,
  },
];

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from users where email like 'bench%'`,
  );
  if (n < MEMBERS) {
    if (n > 0) throw new Error(`${NAME} holds ${n} members: drop it first`);
    console.error(`generating ${MEMBERS} members…`);
    await seedFigures(db, MEMBERS, (line) => console.error(`  ${line}`));
  }
  const [size] = await rows<{ users: number; orders: number; messages: number; db: string }>(sql`
    select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
           (select count(*) from credit_ledger where reason = 'message')::int as messages,
           pg_size_pretty(pg_database_size(current_database())) as db`);
  console.error(`data: ${JSON.stringify(size)}`);
  // The rollups as the job builds them on a first start (the whole history), then an hourly run.
  let started = performance.now();
  await rebuildRollups(db, new Date());
  const rebuildSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await rollUp(db, new Date());
  const hourlySeconds = (performance.now() - started) / 1000;
  console.error(
    `rollups: rebuilt in ${rebuildSeconds.toFixed(1)} s, hourly run ${hourlySeconds.toFixed(1)} s`,
  );

  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: benchUrl.toString(),
    REDIS_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  app = await buildApp({ config, database, webRoot: null, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [staff] = await rows<{ id: number }>(sql`
    insert into users (email, password_hash, status, role) values ('bench-admin@example.com', 'x', 'confirmed', 'admin')
    on conflict (email) do update set role = 'admin' returning id`);
  if (!staff) throw new Error('no admin');
  const token = await app.deps.sessions.create(staff.id, { ip: '127.0.0.1', userAgent: 'bench' });
  await app.deps.sessions.markStaffVerified(hashToken(token));
  const headers = { cookie: `${AUTH_COOKIE}=${token}` };

  const loadBefore = os.loadavg()[0] ?? 0;
  const figures: Figure[] = [];
  const table = [
    '| request | p50 ms | p95 ms | max ms | answer KiB |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  let slowest = { name: '', query: '', p50: 0 };
  /** p50/p95 of each case, one request at a time; `label` marks the round in the table. */
  const measure = async (label: string) => {
    const p95s = new Map<string, number>();
    for (const c of CASES) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const started = performance.now();
        const answer = await fetch(`${base}/api/admin/figures?${c.query}`, { headers });
        const body = await answer.text();
        const took = performance.now() - started;
        if (answer.status !== 200) throw new Error(`${c.name}: ${answer.status} ${body.slice(0, 300)}`);
        bytes = body.length;
        if (i >= 3) times.push(took);
      }
      const p50 = quantile(times, 0.5);
      const p95 = quantile(times, 0.95);
      console.error(`${label} ${c.name}: p50 ${ms(p50)} ms, p95 ${ms(p95)} ms`);
      table.push(
        `| ${c.name}${label} | ${ms(p50)} | ${ms(p95)} | ${ms(Math.max(...times))} | ${(bytes / 1024).toFixed(1)} |`,
      );
      p95s.set(c.name, p95);
      if (!label && p50 > slowest.p50) slowest = { ...c, p50 };
    }
    return p95s;
  };
  const plain = await measure('');
  // The same answer from the source tables (one request, timed): the rollups must agree with it.
  const yearByNetwork = CASES[2] as (typeof CASES)[number];
  const yearQuery = figuresQuery.parse(Object.fromEntries(new URLSearchParams(yearByNetwork.query)));
  started = performance.now();
  const direct = await readFigures(db, yearQuery, 'direct');
  const directMs = performance.now() - started;
  const rolled = await readFigures(db, yearQuery);
  const agree = JSON.stringify(direct) === JSON.stringify(rolled);
  console.error(`12 months by network from the source tables: ${ms(directMs)} ms; rollups agree: ${agree}`);
  if (!agree) throw new Error('the rollups answer differs from the source tables');
  for (const c of CASES) {
    const p95 = plain.get(c.name) ?? 0;
    figures.push({
      measure: `${c.name}: p95`,
      value: ms(p95),
      unit: 'ms',
      goal: `≤ ${c.goal} ms`,
      met: atMost(p95, c.goal),
      note: c.goal === GOAL_MS ? 'daily rollups, today live' : 'source tables (the rollups keep no ref)',
    });
  }

  // The plans of the slowest request's statements, as PostgreSQL ran them (each in its own
  // transaction with the settings the figures set there).
  const captured: SQL[] = [];
  const spy = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (t, key) => {
        if (key === 'execute')
          return (query: SQL) => {
            captured.push(query);
            return (t as unknown as Db).execute(query);
          };
        if (key === 'transaction')
          return (fn: (tx: unknown) => Promise<unknown>) =>
            (t as unknown as Db).transaction((tx) => fn(spy(tx)));
        return Reflect.get(t, key);
      },
    });
  const parsed: FiguresQuery = figuresQuery.parse(Object.fromEntries(new URLSearchParams(slowest.query)));
  await readFigures(spy(db), parsed);
  const settings = captured.filter((q) => isSetting(q));
  const plans: string[] = [];
  for (const query of captured.filter((q) => !isSetting(q))) {
    const plan = await db.transaction(async (tx) => {
      for (const setting of settings.slice(0, 1)) await tx.execute(setting);
      return (
        (await tx.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
          rows: Array<{ 'QUERY PLAN': string }>;
        }
      ).rows;
    });
    const lines = plan.map((r) => r['QUERY PLAN']);
    plans.push(
      lines
        .filter((l) => /Execution Time|Scan on|Join|Aggregate \(|Sort \(|Workers Launched/.test(l))
        .filter((l) => !/never executed|Function Scan/.test(l))
        .slice(0, 24)
        .join('\n'),
    );
  }
  const cpu = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  const setup = [
    `Measured on ${cpu}, ${await postgresVersion()}. ${(size?.users ?? 0).toLocaleString('en')} accounts (${MEMBERS.toLocaleString('en')} generated members over the last 12 months, 60 % confirmed, each with a profile, 0.1 % fictional; three sites; 8 networks, 60 refs, 300 sub1 values), ${(size?.orders ?? 0).toLocaleString('en')} orders (every 20th member buys 1–3 times in six countries; about 1 % half refunded by support, 0.3 % charged back), ${(size?.messages ?? 0).toLocaleString('en')} paid-message ledger rows; database ${size?.db ?? '?'}, local PostgreSQL with default settings, after VACUUM ANALYZE (bench/figures/seed.ts).`,
    `Load average of the machine (1 minute) at the start of the measurements ${loadBefore.toFixed(1)}, at the end ${(os.loadavg()[0] ?? 0).toFixed(1)}: other work on the 2 cores slows every figure down.`,
    `\`GET /api/admin/figures\` over HTTP to the app listening on a local port (as an admin past the second factor), one request at a time: ${RUNS} measured after 3 warm-ups per case. The 2 shared cores also run the load generator and PostgreSQL.`,
    `The daily rollups (per site and network) were built from the whole history in ${rebuildSeconds.toFixed(1)} s, as the job does on a first start; an hourly run (the last days summed again) took ${hourlySeconds.toFixed(1)} s. Requests read them and sum today live; the split by ref reads the source tables. The 12 months by network read from the source tables took ${ms(directMs)} ms once, with the same answer (compared in full).`,
  ].join('\n\n');
  writeResult({
    name: 'figures',
    title: 'Business figures on 1,000,000 members',
    command: `npm run bench:figures${MEMBERS === 1_000_000 ? '' : ` -- --members ${MEMBERS}`}`,
    setup,
    figures,
    tables: [
      table.join('\n'),
      `Plans of “${slowest.name}” (EXPLAIN ANALYZE, scans, joins and timing only):\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``,
    ],
  });
  console.log(table.join('\n'));
  console.log(plans.join('\n\n'));
} finally {
  await app?.close();
  await database.close();
  if (!KEEP) await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
