/**
 * API benchmark (docs/benchmarks.md "API"): autocannon against the app's server process, each
 * figure beside a raw `node:http` hello server and a bare Fastify hello measured in the same run
 * on the same machine, so the ratios hold whatever the machine's speed.
 *
 * Measured: `GET /api/settings.php` (a returning visitor), logged-in `GET /api/user.php`,
 * `GET /api/chats.php` for a member with 200 conversations, a search page (`GET /api/members`) and a
 * photo thumbnail, each beside a raw `node:http` server replaying settings.php's and user.php's own
 * headers and body (what node:http itself does with answers of that size), at `--connections`
 * (default 50) for `--duration` seconds (default 10), plus the unloaded latency of chats.php (one
 * connection). The server runs as in production (`NODE_ENV=production`, `LOG_LEVEL=info`), in its
 * own process, compiled (`dist/server/main.js`) when built, else through tsx.
 *
 * Usage: npm run bench:api [-- --db pglite|postgres|both --connections 50 --duration 10 --routes user,chats]
 * `postgres` uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and creates the
 * database `amora_bench_api` on that server afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE, LOCALE_COOKIE } from '@common/constants';
import pg from 'pg';
import { DEVICE_COOKIE } from '../../server/plugins/device-cookie.ts';
import { atLeast, atMost, type Figure, writeResult } from '../lib/results.ts';
import { prepareMember } from './fixture.ts';
import { appServer, helloServer, type Load, load, loadReplay, stop } from './servers.ts';

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
const LOAD = { connections: CONNECTIONS, duration: DURATION };
/** `LOAD` measuring the server process `child`'s CPU time per request too. */
const on = (child: { pid?: number | undefined }) => ({ ...LOAD, pid: child.pid });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  // The device cookie every browser gets with its first answer (server/plugins/device-cookie.ts).
  const device = `${DEVICE_COOKIE}=${'d'.repeat(22)}`;
  const cookie = { cookie: `${AUTH_COOKIE}=${token}; ${LOCALE_COOKIE}=nl; ${device}` };
  // A returning visitor: the locale and device cookies that the first settings.php answer set (SPEC §7).
  const returning = { cookie: `${LOCALE_COOKIE}=nl; ${device}` };
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
    const APP = on(child);
    const measure = (route: string, fn: () => Promise<Load>) => (ROUTES.includes(route) ? fn() : none);
    return {
      settings: await measure('settings', () => load(`${base}/api/settings.php`, returning, APP)),
      settingsReplay: await measure('settings', () =>
        loadReplay(`${base}/api/settings.php`, returning, LOAD),
      ),
      user: await measure('user', () => load(`${base}/api/user.php`, cookie, APP)),
      userReplay: await measure('user', () => loadReplay(`${base}/api/user.php`, cookie, LOAD)),
      chats: await measure('chats', () => load(`${base}/api/chats.php`, cookie, APP)),
      chatsSingle: await measure('chats', () =>
        load(`${base}/api/chats.php`, cookie, { ...APP, connections: 1 }),
      ),
      search: await measure('search', () =>
        load(`${base}/api/members?gender=female&min_age=18&max_age=99`, cookie, APP),
      ),
      // A partner's public main-photo thumbnail from the local folder (rendered on the first request).
      photo: await measure('photo', () => load(`${base}/media/${thumb}`, cookie, APP)),
    };
  } finally {
    await stop(child);
    rmSync(photos, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
/** The server's CPU time per request (Linux only), which the machine's other work changes least. */
const cpu = (l: Load) => (l.cpuUs === undefined ? '' : `${l.cpuUs} µs`);
const raw = await helloServer('raw');
const rawBefore = await load(raw.url, {}, on(raw.child));
const fastify = await helloServer('fastify');
const fastifyHello = await load(fastify.url, {}, on(fastify.child));
await stop(fastify.child);

const dbs: Array<'pglite' | 'postgres'> =
  DB_CHOICE === 'both' ? ['postgres', 'pglite'] : [DB_CHOICE as 'pglite'];
const results: Partial<Record<'pglite' | 'postgres', Awaited<ReturnType<typeof measureApp>>>> = {};
for (const kind of dbs) results[kind] = await measureApp(kind);
const rawAfter = await load(raw.url, {}, on(raw.child));
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
// Failed requests of any route fail the benchmark, after the table is shown.
const failed: string[] = [];
const userGoal: Record<'pglite' | 'postgres', number> = { postgres: 0.3, pglite: 0.15 };
for (const kind of dbs) {
  const r = results[kind];
  if (!r) continue;
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const ratio = (l: Load) => Number((l.rps / rawRps).toFixed(3));
  for (const [route, l] of Object.entries(r)) {
    if (l.failures > 0)
      failed.push(`${label} ${route}: ${l.failures} failed requests ${JSON.stringify(l.failed)}`);
  }
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
  '| route | database | req/s | p50 | p99 | ÷ raw | server CPU per request |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  `| raw node:http hello | – | ${fmt(rawRps)} | ${rawBefore.p50} ms | ${rawBefore.p99} ms | 1 | ${cpu(rawBefore)} |`,
  `| bare Fastify hello | – | ${fmt(fastifyHello.rps)} | ${fastifyHello.p50} ms | ${fastifyHello.p99} ms | ${(fastifyHello.rps / rawRps).toFixed(2)} | ${cpu(fastifyHello)} |`,
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
        `| ${name} | ${kind} | ${fmt(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${(l.rps / rawRps).toFixed(3)} | ${cpu(l)} |`,
    );
  }),
];
console.log(table.join('\n'));
if (failed.length > 0) throw new Error(failed.join('\n'));
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
