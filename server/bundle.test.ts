/**
 * The compiled server (scripts/build-server.mjs, what `npm start` runs): built into a temporary
 * folder, it starts on a fresh data folder (the migrations found beside the bundle), answers the
 * API and stops cleanly on SIGTERM; the bundled admin script loads.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
let folder: string;
let outDir: string;
let server: ChildProcess | undefined;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'amora-bundle-'));
  outDir = path.join(folder, 'server');
  // Packages stay external: the bundle finds them through a node_modules above it.
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('holds the entry points, their source maps and the migrations', () => {
    for (const file of [
      'main.js',
      'main.js.map',
      'serve.js',
      'seed.js',
      'admin.js',
      'migrations/meta/_journal.json',
    ]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });

  it('starts on a fresh data folder, answers, and stops on SIGTERM', async () => {
    const started = await startServerProcess({
      args: [path.join(outDir, 'main.js')],
      cwd: folder,
      env: { DATA_DIR: path.join(folder, 'data'), DATABASE_URL: '' },
    });
    server = started.child;
    const port = started.port;

    const settings = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ name: expect.any(String), countries: expect.any(Array) });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ ok: true });

    const exited = new Promise<number | null>((resolve) =>
      started.child.once('exit', (code) => resolve(code)),
    );
    started.child.kill('SIGTERM');
    expect(await exited, started.output()).toBe(0);
  });

  it('runs the bundled admin script', () => {
    const admin = spawnSync(process.execPath, [path.join(outDir, 'admin.js')], {
      cwd: folder,
      encoding: 'utf8',
    });
    expect(admin.status).toBe(2);
    expect(admin.stderr).toContain('usage: npm run admin');
  });
});
