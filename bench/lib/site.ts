/**
 * The site as `npm start` runs it, for the page benchmarks (bench/pages, bench/landers): the
 * built web client (built first when `dist/web` is missing, or always with `--build`), the server
 * in its own process on a fresh data folder with demo members, the embedded database, no Redis.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Chromium flags of the Lighthouse runs (the README's headless flags). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** A numeric command-line option `--name N`, else `fallback`. */
export const numberArg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

/** Build dist/web with Vite when it is missing (or always with `--build`). Throws when the build fails. */
export function buildClient(): void {
  if (!process.argv.includes('--build') && existsSync(path.join(root, 'dist', 'web', 'index.html'))) return;
  console.error('building the web client…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** A running benchmark site: its base URL (`http://127.0.0.1:<port>`) and how to stop it. */
export interface BenchSite {
  base: string;
  close(): Promise<void>;
}

/** Start the server process with `demoMembers` demo members; resolves once it answers (≤ 180 s). */
export async function startBenchSite(demoMembers: number): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-site-'));
  let child: ChildProcess | undefined;
  try {
    const started = await startServerProcess({
      args: ['--import', 'tsx', 'server/main.ts'],
      cwd: root,
      env: {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DEMO_MEMBERS: String(demoMembers),
        DATABASE_URL: '',
      },
      readyWithinMs: 180_000,
    });
    child = started.child;
    return {
      base: `http://127.0.0.1:${started.port}`,
      async close() {
        if (child && child.exitCode === null) {
          child.kill('SIGTERM');
          await new Promise((resolve) => child?.once('exit', resolve));
        }
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The median of `values` (NaN for none). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Bytes as KiB with one decimal. */
export const kib = (bytes: number) => +(bytes / 1024).toFixed(1);
