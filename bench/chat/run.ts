/**
 * Chat benchmark (docs/benchmarks.md): one server process, N connected WebSocket clients in
 * conversations, messages sent at a steady rate over HTTP; delivery latency from send to receipt
 * on the recipient's socket (p50, p99), messages per second sustained, the server's event-loop
 * delay, and server memory per connected socket beside a bare `ws` echo server measured in the
 * same run. The sockets are held by `--workers` client processes (bench/chat/clients.ts), apart
 * from the process that sends.
 * Usage: DATABASE_URL=postgres://…/postgres npm run bench:chat [-- --clients 1000 --rate 100 --seconds 15 --workers 2 --redis]
 * It creates (once) and reuses the database `amora_bench_chat` on that server.
 * With `--redis`: two server processes on one Redis (REDIS_URL, default redis://127.0.0.1:6379); the
 * sockets are held by the second, the messages are sent to the first, so every delivery crosses
 * processes through the Redis bus. Results: `bench/results/chat-<clients>[-redis].json`.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../../server/db/client.ts';
import { hashToken, newToken } from '../../server/lib/tokens.ts';
import { writeResult } from '../lib/results.ts';
import { openSocket } from './open-socket.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 1000);
const RATE = arg('rate', 100);
const SECONDS = arg('seconds', 15);
/** Seconds of sending first that are not measured (JIT, connection pools). */
const WARMUP = arg('warmup', 3);
const WORKERS = arg('workers', 2);
const CROSS = process.argv.includes('--redis');
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '..', '..');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must point at a PostgreSQL server');
  process.exit(2);
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** CPU time (user + system) a process has used, in ms (`/proc/<pid>/stat`, 100 ticks a second). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (v: number[], q: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 600; i++) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error('service did not start');
}

async function connectAll(target: string, cookies: string[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < cookies.length; i += 200) {
    const batch = cookies.slice(i, i + 200).map((cookie) => openSocket(target, cookie ? { cookie } : {}));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

// The database, with members and sessions made directly (a signup hashes a password for 20 ms).
const admin = new pg.Client({ connectionString: url });
await admin.connect();
if ((await admin.query("select 1 from pg_database where datname = 'amora_bench_chat'")).rowCount === 0) {
  await admin.query('create database amora_bench_chat');
}
await admin.end();
const benchUrl = new URL(url);
benchUrl.pathname = '/amora_bench_chat';
const database = await openDatabase({ url: benchUrl.toString(), dataDir: null });
await database.db.execute(sql`truncate users restart identity cascade`);
const tokens: string[] = [];
const ids: number[] = [];
for (let i = 0; i < CLIENTS; i += 1000) {
  const n = Math.min(1000, CLIENTS - i);
  const rows = (
    (await database.db.execute(sql`insert into users (email, password_hash, status, credits)
      select 'bench' || g || '@example.com', '!', 'confirmed', 1000000 from generate_series(${i + 1}::int, ${i + n}::int) g returning id`)) as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  for (const r of rows) {
    const token = newToken();
    tokens.push(token);
    ids.push(r.id);
    await database.db.execute(
      sql`insert into profiles (user_id, name, gender, looking_for, date_of_birth) values (${r.id}, ${`Lid${r.id}`}, 'female', 'male', '1990-01-01')`,
    );
    await database.db.execute(
      sql`insert into sessions (id, user_id, expires_at) values (${hashToken(token)}, ${r.id}, now() + interval '1 day')`,
    );
  }
}
await database.db.execute(
  sql`insert into credit_ledger (user_id, delta, reason) select id, 1000000, 'adjustment' from users`,
);
await database.close();

const serverPort = 3810;
const echoPort = 3811;
/** With --redis, the process that holds the sockets (the messages go to `serverPort`). */
const socketPort = CROSS ? 3812 : serverPort;
const startServer = (port: number) =>
  spawn(process.execPath, ['--import', 'tsx', '--import', './bench/chat/loop-delay.ts', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: benchUrl.toString(),
      DEMO_MEMBERS: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: CROSS ? REDIS : '',
    },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
const server: ChildProcess = startServer(serverPort);
const socketServer: ChildProcess = CROSS ? startServer(socketPort) : server;
const echo: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/chat/echo-server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(echoPort) },
  stdio: 'ignore',
});
const workers = Array.from({ length: WORKERS }, () =>
  fork(path.join(root, 'bench/chat/clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
);
/** Send a command to a child and wait for its first answer that has `key`. */
function ask<T>(child: ChildProcess, command: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', listener);
      resolve(message[key] as T);
    };
    child.on('message', listener);
    child.send(command as object);
  });
}
try {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${serverPort}/healthz`)).ok);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${socketPort}/healthz`)).ok);
  await sleep(500);
  const cookies = tokens.map((t) => `auth.session=${t}`);

  // Memory per socket: RSS after connecting minus RSS before, for the app and the bare server.
  const appBefore = rssKb(socketServer.pid ?? 0);
  const appCpuBefore = cpuMs(socketServer.pid ?? 0);
  const shares = workers.map((_, w) => cookies.filter((_c, i) => i % WORKERS === w));
  await Promise.all(
    workers.map((worker, w) =>
      ask(
        worker,
        { connect: { url: `ws://127.0.0.1:${socketPort}/api/realtime`, cookies: shares[w] } },
        'connected',
      ),
    ),
  );
  await sleep(2000);
  const appAfter = rssKb(socketServer.pid ?? 0);
  const appCpuConnect = cpuMs(socketServer.pid ?? 0) - appCpuBefore;
  const echoBefore = rssKb(echo.pid ?? 0);
  const echoCpuBefore = cpuMs(echo.pid ?? 0);
  const echoSockets = await connectAll(
    `ws://127.0.0.1:${echoPort}`,
    cookies.map(() => ''),
  );
  await sleep(2000);
  const echoAfter = rssKb(echo.pid ?? 0);
  const echoCpuConnect = cpuMs(echo.pid ?? 0) - echoCpuBefore;
  // Closed and gone before the load starts: this process's file descriptors are the sender's too,
  // and at 19,000 sockets the closing ones left none for its HTTP requests (every send failed).
  await Promise.all(
    echoSockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === WebSocket.CLOSED) return resolve();
          s.once('close', () => resolve());
          s.close();
        }),
    ),
  );

  // Delivery latency: member i writes to member i+1; the body carries the wall-clock send time.
  const warmup = RATE * WARMUP;
  const total = RATE * (SECONDS + WARMUP);
  let sent = 0;
  let failed = 0;
  /** Failed sends by HTTP status or error code (EMFILE, ECONNRESET, …). */
  const failures = new Map<string, number>();
  const fail = (reason: string) => {
    failed += 1;
    failures.set(reason, (failures.get(reason) ?? 0) + 1);
  };
  const began = performance.now();
  let measuredFrom = began;
  let loadCpuFrom = 0;
  const inflight: Array<Promise<void>> = [];
  for (let k = 0; k < total; k++) {
    const due = began + (k * 1000) / RATE;
    if (k === warmup) {
      measuredFrom = due;
      loadCpuFrom = cpuMs(socketServer.pid ?? 0);
      server.send('loop:reset');
    }
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const from = k % CLIENTS;
    const to = (from + 1) % CLIENTS;
    const stamp = k >= warmup ? (performance.timeOrigin + performance.now()).toFixed(3) : '0';
    const body = `m-${k}-${stamp}-${randomUUID()}`;
    inflight.push(
      fetch(`http://127.0.0.1:${serverPort}/api/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[from] ?? '',
          'x-request-type': 'client',
        },
        body: JSON.stringify({ type: 'text', profile_id: ids[to], body, client_id: randomUUID() }),
      }).then(
        (r) => {
          if (k >= warmup) {
            if (r.status === 201) sent += 1;
            else fail(String(r.status));
          }
          return r.arrayBuffer().then(() => undefined);
        },
        (error: { cause?: { code?: string } }) => {
          fail(error.cause?.code ?? 'network error');
        },
      ),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  const loadCpuPercent = +((cpuMs(socketServer.pid ?? 0) - loadCpuFrom) / 10 / elapsed).toFixed(1);
  const loop = await ask<{ p50: number; p99: number; max: number }>(server, 'loop:report', 'loop');
  await sleep(2000);
  const latencies = (
    await Promise.all(workers.map((w) => ask<number[]>(w, { report: true }, 'latencies')))
  ).flat();
  const result = {
    cross_process_redis: CROSS,
    clients: CLIENTS,
    client_processes: WORKERS,
    rate_per_s: RATE,
    seconds: SECONDS,
    warmup_seconds: WARMUP,
    messages_sent: sent,
    failed,
    failures: Object.fromEntries(failures),
    delivered: latencies.length,
    sustained_per_s: +(sent / elapsed).toFixed(1),
    latency_ms: {
      p50: +quantile(latencies, 0.5).toFixed(1),
      p99: +quantile(latencies, 0.99).toFixed(1),
      max: +Math.max(...latencies).toFixed(1),
    },
    server_event_loop_delay_ms: loop,
    cpu_ms_per_1000_sockets_connected: {
      app: +((appCpuConnect / CLIENTS) * 1000).toFixed(1),
      bare_ws: +((echoCpuConnect / CLIENTS) * 1000).toFixed(1),
    },
    socket_server_cpu_percent_under_load: loadCpuPercent,
    memory_per_socket_kb: {
      app: +((appAfter - appBefore) / CLIENTS).toFixed(2),
      bare_ws: +((echoAfter - echoBefore) / CLIENTS).toFixed(2),
    },
    node: process.version,
  };
  console.log(JSON.stringify(result, null, 2));
  const perSocket = result.memory_per_socket_kb;
  const label = CROSS ? 'through Redis, two processes' : 'one process';
  writeResult({
    name: `chat-${CLIENTS}${CROSS ? '-redis' : ''}`,
    title: `Chat delivery: ${CLIENTS.toLocaleString('en')} sockets, ${label}`,
    command: `npm run bench:chat -- --clients ${CLIENTS} --rate ${RATE} --seconds ${SECONDS}${CROSS ? ' --redis' : ''}`,
    setup:
      `${CLIENTS.toLocaleString('en')} WebSocket clients held by ${WORKERS} client processes, each member writing ` +
      `to the next at ${RATE} messages/s over HTTP (\`POST /api/messages\`: charged, stored, then published) for ` +
      `${SECONDS} s after ${WARMUP} s of unmeasured warm-up, on PostgreSQL` +
      (CROSS
        ? '; the sockets are held by a second server process and every message is sent to the first, so each ' +
          'delivery crosses processes through Redis pub/sub. '
        : ', one server process without Redis. ') +
      'Latency runs from the wall-clock stamp the sender puts in the body to the `message` frame on the ' +
      "recipient's socket. The server's event-loop delay is measured inside it (10 ms resolution). Memory is " +
      "the socket-holding server's RSS after connecting minus before, per socket, beside a bare `ws` echo " +
      'server measured in the same run.',
    figures: [
      {
        measure: 'delivery p99',
        value: result.latency_ms.p99,
        unit: 'ms',
        goal: '< 100 ms',
        met: latencies.length > 0 && result.latency_ms.p99 < 100,
        note: `p50 ${result.latency_ms.p50} ms, max ${result.latency_ms.max} ms`,
      },
      {
        measure: 'messages sent / delivered',
        value: `${sent} / ${latencies.length}`,
        unit: '',
        goal: 'all delivered, none failed',
        met: failed === 0 && latencies.length === sent,
        note: `${result.sustained_per_s}/s sustained, ${failed} failed${failed > 0 ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
      },
      {
        measure: 'server event-loop delay p99',
        value: loop.p99,
        unit: 'ms',
      },
      {
        measure: 'CPU to accept 1,000 sockets, app / bare ws',
        value: `${result.cpu_ms_per_1000_sockets_connected.app} / ${result.cpu_ms_per_1000_sockets_connected.bare_ws}`,
        unit: 'ms',
        note: 'CPU time of the socket-holding process while the sockets connect (the app checks the session of each)',
      },
      {
        measure: 'CPU of the socket-holding process under the message load',
        value: loadCpuPercent,
        unit: '% of a core',
        note: `${RATE} messages/s${CROSS ? ', received through Redis' : ', sent to the same process'}`,
      },
      {
        measure: 'memory per socket, app − bare ws',
        value: +(perSocket.app - perSocket.bare_ws).toFixed(2),
        unit: 'KB',
        goal: '< 10 KB',
        met: perSocket.app - perSocket.bare_ws < 10,
        note: `app ${perSocket.app} KB, bare ws ${perSocket.bare_ws} KB per socket`,
      },
    ],
  });
} finally {
  server.kill('SIGTERM');
  if (CROSS) socketServer.kill('SIGTERM');
  echo.kill('SIGTERM');
  for (const w of workers) w.kill('SIGTERM');
}
