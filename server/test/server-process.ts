/**
 * A server in its own process for tests that need one (a kill -9, the compiled bundle): started
 * on a free port with the test's data, its output kept for error messages.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether something can listen on 127.0.0.1:`port` now (tried, then released). */
async function canListen(port: number): Promise<boolean> {
  const probe = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => probe.close(resolve));
  return listening;
}

/** The lowest port the system hands out by itself (Linux's `ip_local_port_range`, else 32768). */
function lowestEphemeralPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free TCP port on 127.0.0.1 for a server that listens on it a few seconds later: drawn at
 * random below the ports the system hands out itself (to `listen(0)` and to every outgoing
 * connection, which other test processes open all the time and which could take a released
 * ephemeral port before the server binds it), and tried. Falls back to one the system gives.
 */
export async function freePort(): Promise<number> {
  const [floor, top] = [10_000, lowestEphemeralPort()];
  for (let attempt = 0; top - floor > 1000 && attempt < 50; attempt++) {
    const port = floor + Math.floor(Math.random() * (top - floor));
    if (await canListen(port)) return port;
  }
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A started server process: the child, its port and the last 8,000 characters it wrote. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
}

/**
 * Start `node <args>` in `cwd` as a server on `port` or a free one (NODE_ENV=test, no Redis, no SMTP, no
 * demo members, LOG_LEVEL=warn, PUBLIC_URL on 127.0.0.1; `env` adds to or overrides that, an
 * undefined value unsets the variable) and wait
 * until `/healthz` answers. Throws with the server's output when it exits first or is not ready
 * within `readyWithinMs` (default 30,000 ms).
 */
export async function startServerProcess(options: {
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** The port to listen on (a restart on the same address); default a free one. */
  port?: number;
  readyWithinMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_MEMBERS: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const within = options.readyWithinMs ?? 30_000;
  const deadline = Date.now() + within;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, port, output: () => output };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${within / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A compiled server (`scripts/build-server.mjs`) in a temporary folder; `remove` deletes it. */
export interface ServerBundle {
  /** The temporary folder, with `node_modules` linked in: the `cwd` to start the bundle from. */
  folder: string;
  /** The bundle itself (`main.js`, `serve.js`, `admin.js`, `migrations/`). */
  outDir: string;
  remove(): void;
}

/**
 * Build the server as `npm start` runs it (esbuild, about a quarter of a second) into a temporary
 * folder: tests that start real server processes start `node <outDir>/main.js`, which loads in a
 * fraction of the time `tsx` needs to transpile the sources on every start. Throws with the
 * build's output when it fails.
 */
export function buildServerBundle(): ServerBundle {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const folder = mkdtempSync(path.join(tmpdir(), 'amora-bundle-'));
  const outDir = path.join(folder, 'server');
  // Packages stay external: the bundle finds them through a node_modules above it.
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  return { folder, outDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
