/**
 * API benchmark (docs/benchmarks.md "API"): autocannon against the app's server process, each
 * figure beside a raw `node:http` hello server and a bare Fastify hello measured in the same run
 * on the same machine, so the ratios hold whatever the machine's speed.
 *
 * Measured: `GET /api/settings.php` (visitor), logged-in `GET /api/user.php`, `GET /api/chats.php`
 * for a member with 200 conversations, and a search page (`GET /api/members`), at `--connections`
 * (default 50) for `--duration` seconds (default 10), plus the unloaded latency of chats.php (one
 * connection). The server runs as in production (`NODE_ENV=production`, `LOG_LEVEL=info`), in its
 * own process, compiled (`dist/server/main.js`) when built, else through tsx.
 *
 * Usage: npm run bench:api [-- --db pglite|postgres|both --connections 50 --duration 10 --routes user,chats]
 * `postgres` uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and creates the
 * database `amora_bench_api` on that server afresh.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@common/constants';
import autocannon from 'autocannon';
import pg from 'pg';
import { atLeast, atMost, type Figure, writeResult } from '../lib/results.ts';
import { prepareMember } from './fixture.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const CONNECTIONS = Number(arg('connections', '50'));
const DURATION = Number(arg('duration', '10'));
const DB_CHOICE = arg('db', 'both');
/** The routes to measure (all by default; a subset for profiling with BENCH_SERVER_ARGS). */
const ROUTES = arg('routes', 'settings,user,chats,search,photo').split(',');
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CONVERSATIONS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One autocannon run's figures: requests/s (mean), latency p50/p99 in ms, and failures. */
interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Load> {
  // Warm-up (JIT, connection pools, caches), not measured.
  await autocannon({ url, headers, connections, duration: 2 });
  const r = await autocannon({ url, headers, connections, duration: DURATION });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

let nextPort = 41_000 + Math.floor(Math.random() * 1000);

/** The raw node:http and bare Fastify hello servers, each in its own process. */
async function helloServer(kind: 'raw' | 'fastify'): Promise<{ url: string; child: ChildProcess }> {
  const port = nextPort++;
  const code =
    kind === 'raw'
      ? `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"hello":"world"}'); }).listen(${port}, '127.0.0.1');`
      : `const f = require('fastify')(); f.get('/', async () => ({ hello: 'world' })); f.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForServer(url, child);
  return { url, child };
}

/**
 * A raw node:http server, in its own process, that answers every request with exactly the status,
 * headers and body the app answered `url` with: the baseline for what node:http itself does with
 * an answer of that size.
 */
async function replayServer(
  url: string,
  headers: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer()).toString('base64');
  const kept = [...answer.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
  );
  const port = nextPort++;
  const code =
    `const body = Buffer.from(process.env.REPLAY_BODY, 'base64'); const headers = JSON.parse(process.env.REPLAY_HEADERS);` +
    `require('node:http').createServer((q, s) => { for (const [k, v] of headers) s.setHeader(k, v); s.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, REPLAY_BODY: body, REPLAY_HEADERS: JSON.stringify(kept) },
  });
  const replayUrl = `http://127.0.0.1:${port}/`;
  await waitForServer(replayUrl, child);
  return { url: replayUrl, child };
}

/** `load` on a raw node:http server replaying the app's answer to `url` (see `replayServer`). */
async function loadReplay(url: string, headers: Record<string, string>): Promise<Load> {
  const replay = await replayServer(url, headers);
  try {
    return await load(replay.url, {});
  } finally {
    await stop(replay.child);
  }
}

/** Start the app as in production against `env`'s database. */
async function appServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = nextPort++;
  const compiled = path.join(root, 'dist', 'server', 'main.js');
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...extra, ...(existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'server/main.ts'])];
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'b'.repeat(48),
      PAYMENTS_SANDBOX: 'true',
      PORT: String(port),
      PUBLIC_URL: base,
      DEMO_MEMBERS: '0',
      REDIS_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForServer(`${base}/api/settings.php`, child);
  return { base, child };
}

/** The app's routes under load, for one database. */
async function measureApp(kind: 'pglite' | 'postgres') {
  let dataDir: string | null = null;
  let url: string | undefined;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query('drop database if exists amora_bench_api with (force)');
    await admin.query('create database amora_bench_api');
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = '/amora_bench_api';
    url = u.toString();
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-api-'));
  }
  const token = await prepareMember({ url, dataDir, conversations: CONVERSATIONS });
  const photos = dataDir ?? mkdtempSync(path.join(tmpdir(), 'amora-bench-api-'));
  const { base, child } = await appServer({ DATABASE_URL: url ?? '', DATA_DIR: photos });
  // A persisted PGlite refreshes its statistics 10 s after opening (server/db/client.ts): measure after it.
  if (kind === 'pglite') await sleep(11_000);
  const cookie = { cookie: `${AUTH_COOKIE}=${token}; ${LOCALE_COOKIE}=nl` };
  // A returning visitor: the locale cookie that the first settings.php answer set (SPEC §7).
  const returning = { cookie: `${LOCALE_COOKIE}=nl` };
  try {
    const me = await fetch(`${base}/api/user.php`, { headers: cookie }).then((r) => r.json());
    if (!me.user) throw new Error('the bench session is not logged in');
    const chats = await fetch(`${base}/api/chats.php`, { headers: cookie }).then((r) => r.json());
    if (chats.chats?.length !== CONVERSATIONS) throw new Error(`expected ${CONVERSATIONS} conversations`);
    const thumb = (chats.chats as Array<{ profile: { main_image: { thumb_filename: string } | null } }>).find(
      (c) => c.profile.main_image,
    )?.profile.main_image?.thumb_filename;
    if (!thumb) throw new Error('no partner with a photo');
    await fetch(`${base}/media/${thumb}`, { headers: cookie });
    const none: Load = { rps: 0, p50: 0, p99: 0, failures: 0 };
    const measure = (route: string, fn: () => Promise<Load>) => (ROUTES.includes(route) ? fn() : none);
    return {
      settings: await measure('settings', () => load(`${base}/api/settings.php`, returning)),
      settingsReplay: await measure('settings', () => loadReplay(`${base}/api/settings.php`, returning)),
      user: await measure('user', () => load(`${base}/api/user.php`, cookie)),
      userReplay: await measure('user', () => loadReplay(`${base}/api/user.php`, cookie)),
      chats: await measure('chats', () => load(`${base}/api/chats.php`, cookie)),
      chatsSingle: await measure('chats', () => load(`${base}/api/chats.php`, cookie, 1)),
      search: await measure('search', () =>
        load(`${base}/api/members?gender=female&min_age=18&max_age=99`, cookie),
      ),
      // A partner's public main-photo thumbnail from the local folder (rendered on the first request).
      photo: await measure('photo', () => load(`${base}/media/${thumb}`, cookie)),
    };
  } finally {
    await stop(child);
    rmSync(photos, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const raw = await helloServer('raw');
const rawBefore = await load(raw.url, {});
const fastify = await helloServer('fastify');
const fastifyHello = await load(fastify.url, {});
await stop(fastify.child);

const dbs: Array<'pglite' | 'postgres'> =
  DB_CHOICE === 'both' ? ['postgres', 'pglite'] : [DB_CHOICE as 'pglite'];
const results: Partial<Record<'pglite' | 'postgres', Awaited<ReturnType<typeof measureApp>>>> = {};
for (const kind of dbs) results[kind] = await measureApp(kind);
const rawAfter = await load(raw.url, {});
await stop(raw.child);
const rawRps = (rawBefore.rps + rawAfter.rps) / 2;

const figures: Figure[] = [
  {
    measure: 'raw node:http hello',
    value: Math.round(rawRps),
    unit: 'req/s',
    note: `p99 ${rawBefore.p99} ms`,
  },
  {
    measure: 'bare Fastify hello ÷ raw',
    value: Number((fastifyHello.rps / rawRps).toFixed(2)),
    unit: 'ratio',
    note: `${fmt(fastifyHello.rps)} req/s`,
  },
];
const userGoal: Record<'pglite' | 'postgres', number> = { postgres: 0.3, pglite: 0.15 };
for (const kind of dbs) {
  const r = results[kind];
  if (!r) continue;
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const ratio = (l: Load) => Number((l.rps / rawRps).toFixed(3));
  const failures = Object.values(r).reduce((n, l) => n + l.failures, 0);
  if (failures > 0) throw new Error(`${label}: ${failures} failed requests`);
  figures.push(
    {
      measure: `${label}: settings.php ÷ raw`,
      value: ratio(r.settings),
      unit: 'ratio',
      goal: '≥ 0.5',
      met: atLeast(ratio(r.settings), 0.5),
      note:
        `${fmt(r.settings.rps)} req/s, p99 ${r.settings.p99} ms; raw node:http answering settings.php's own ` +
        `headers and body: ${fmt(r.settingsReplay.rps)} req/s (${ratio(r.settingsReplay)} of raw hello), so the ` +
        `app reaches ${(r.settings.rps / r.settingsReplay.rps).toFixed(2)} of node:http with the same answer`,
    },
    {
      measure: `${label}: settings.php p99 at ${CONNECTIONS} connections`,
      value: r.settings.p99,
      unit: 'ms',
      goal: '< 50 ms',
      met: r.settings.p99 < 50,
    },
    {
      measure: `${label}: logged-in user.php ÷ raw`,
      value: ratio(r.user),
      unit: 'ratio',
      goal: `≥ ${userGoal[kind].toFixed(2)}`,
      met: atLeast(ratio(r.user), userGoal[kind]),
      note:
        `${fmt(r.user.rps)} req/s; raw node:http answering user.php's own headers and body: ` +
        `${fmt(r.userReplay.rps)} req/s, so the app reaches ${(r.user.rps / r.userReplay.rps).toFixed(2)} of it ` +
        '(one database query per request)',
    },
    {
      measure: `${label}: user.php p99 at ${CONNECTIONS} connections`,
      value: r.user.p99,
      unit: 'ms',
      goal: '< 50 ms',
      met: r.user.p99 < 50,
    },
    {
      measure: `${label}: chats.php (200 conversations) p50, one connection`,
      value: r.chatsSingle.p50,
      unit: 'ms',
      goal: '≤ 10 ms',
      met: atMost(r.chatsSingle.p50, 10),
      note: `p99 ${r.chatsSingle.p99} ms; ${fmt(r.chats.rps)} req/s at ${CONNECTIONS} connections (p50 ${r.chats.p50} ms)`,
    },
    {
      measure: `${label}: search page (GET /api/members)`,
      value: Math.round(r.search.rps),
      unit: 'req/s',
      note: `p50 ${r.search.p50} ms, p99 ${r.search.p99} ms`,
    },
    {
      measure: `${label}: photo thumbnail from the local folder`,
      value: Math.round(r.photo.rps),
      unit: 'req/s',
      note: `p50 ${r.photo.p50} ms, p99 ${r.photo.p99} ms (access check in the database, then the file)`,
    },
  );
}
const lite = results.pglite;
const post = results.postgres;
if (lite && post) {
  // The app's query mix: the geometric mean of PGlite's rate ÷ PostgreSQL's over the routes that query the database.
  const routes = ['user', 'chats', 'search', 'photo'] as const;
  const mix = Math.exp(routes.reduce((s, k) => s + Math.log(lite[k].rps / post[k].rps), 0) / routes.length);
  figures.push({
    measure: 'PGlite ÷ PostgreSQL on the app’s query mix (user, chats, search, photo)',
    value: Number(mix.toFixed(2)),
    unit: 'ratio',
    note: routes.map((k) => `${k} ${(lite[k].rps / post[k].rps).toFixed(2)}`).join(', '),
  });
}

const table = [
  '| route | database | req/s | p50 | p99 | ÷ raw |',
  '| --- | --- | --- | --- | --- | --- |',
  `| raw node:http hello | – | ${fmt(rawRps)} | ${rawBefore.p50} ms | ${rawBefore.p99} ms | 1 |`,
  `| bare Fastify hello | – | ${fmt(fastifyHello.rps)} | ${fastifyHello.p50} ms | ${fastifyHello.p99} ms | ${(fastifyHello.rps / rawRps).toFixed(2)} |`,
  ...dbs.flatMap((kind) => {
    const r = results[kind];
    if (!r) return [];
    return (
      [
        ['settings.php', r.settings],
        ['raw node:http replaying settings.php', r.settingsReplay],
        ['user.php (logged in)', r.user],
        ['raw node:http replaying user.php', r.userReplay],
        ['chats.php (200 conversations)', r.chats],
        ['chats.php, 1 connection', r.chatsSingle],
        ['members search', r.search],
        ['photo thumbnail (local folder)', r.photo],
      ] as const
    ).map(
      ([name, l]) =>
        `| ${name} | ${kind} | ${fmt(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${(l.rps / rawRps).toFixed(3)} |`,
    );
  }),
];
console.log(table.join('\n'));
writeResult({
  name: 'api',
  title: 'API throughput beside raw node:http',
  command: 'npm run bench:api',
  setup:
    `autocannon with ${CONNECTIONS} connections for ${DURATION} s after a 2 s warm-up, from the benchmark ` +
    'process; the server in its own process as in production (`NODE_ENV=production`, `LOG_LEVEL=info`, ' +
    'compiled when built), the raw `node:http` hello server measured before and after the app in the same ' +
    'run (the mean is the baseline). The logged-in member has 200 conversations with two messages each ' +
    'among 201 demo members. Client, server and database share the 2 cores.',
  figures,
  tables: [table.join('\n')],
});
