/**
 * The servers of the API benchmark (bench/api/run.ts), each in its own process: the raw
 * `node:http` and bare Fastify hello baselines, a raw server replaying one of the app's answers,
 * and the app as in production; and one autocannon measurement.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One autocannon run's figures: requests/s (mean), latency p50/p99 in ms, failures, and (when the
 * server's process id is known) the server's CPU time per answered request in µs, which depends
 * far less on what else the machine runs than the rates do.
 */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Failed requests by kind: non-2xx answers, connection errors, timeouts. */
  failed?: { non2xx: number; errors: number; timeouts: number };
  cpuUs?: number;
}

/** User + system CPU time of process `pid` in µs (Linux `/proc`), or undefined elsewhere. */
function cpuOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

export async function load(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; duration: number; pid?: number | undefined },
): Promise<Load> {
  const { connections, duration } = options;
  // Warm-up (JIT, connection pools, caches), not measured.
  await autocannon({ url, headers, connections, duration: 2 });
  const before = cpuOf(options.pid);
  const r = await autocannon({ url, headers, connections, duration });
  const after = cpuOf(options.pid);
  const answered = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
    failed: { non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts },
    ...(before !== undefined && after !== undefined && answered > 0
      ? { cpuUs: Math.round((after - before) / answered) }
      : {}),
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

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

let nextPort = 41_000 + Math.floor(Math.random() * 1000);

/** The raw node:http and bare Fastify hello servers, each in its own process. */
export async function helloServer(kind: 'raw' | 'fastify'): Promise<{ url: string; child: ChildProcess }> {
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
export async function loadReplay(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; duration: number },
): Promise<Load> {
  const replay = await replayServer(url, headers);
  try {
    return await load(replay.url, {}, { ...options, pid: replay.child.pid });
  } finally {
    await stop(replay.child);
  }
}

/**
 * Company details for the benchmark's production server: production refuses to start while the
 * legal pages would show the seeded examples (README "Configuration").
 */
const BENCH_COMPANY = {
  COMPANY_NAME: 'Benchmark Dating B.V.',
  COMPANY_ADDRESS: 'Stationsplein 1',
  COMPANY_CITY: '3511 ED Utrecht',
  COMPANY_KVK: '87654321',
  COMPANY_VAT: 'NL987654321B01',
  COMPANY_PHONE: '030-765 43 21',
  SUPPORT_EMAIL: 'support@benchmark.example',
};

/** Start the app as in production against `env`'s database. */
export async function appServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
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
      // Production requires the key staff second-factor secrets are sealed under.
      STAFF_TOTP_KEY: 't'.repeat(48),
      PAYMENTS_SANDBOX: 'true',
      PORT: String(port),
      PUBLIC_URL: base,
      DEMO_MEMBERS: '0',
      REDIS_URL: '',
      ...BENCH_COMPANY,
      ...env,
    },
    stdio: 'ignore',
  });
  await waitForServer(`${base}/api/settings.php`, child);
  return { base, child };
}
