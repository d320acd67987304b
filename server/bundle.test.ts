/**
 * The compiled server (scripts/build-server.mjs, what `npm start` runs): built into a temporary
 * folder, it starts in development on a fresh data folder (the migrations found beside the
 * bundle) with the 500 demo members and the demo login README promises, answers the API and stops
 * cleanly on SIGTERM; the bundled admin script loads; the image models' worker thread is emitted
 * beside the chunk that starts it and classifies an image.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_LOGIN } from './demo/demo.ts';
import { buildServerBundle, type ServerBundle, startServerProcess } from './test/server-process.ts';

let bundle: ServerBundle;
let folder: string;
let outDir: string;
let server: ChildProcess | undefined;

beforeAll(() => {
  bundle = buildServerBundle();
  ({ folder, outDir } = bundle);
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  bundle?.remove();
});

describe('the compiled server', { timeout: 120_000 }, () => {
  it('holds the entry points, their source maps and the migrations', () => {
    for (const file of [
      'main.js',
      'main.js.map',
      'serve.js',
      'seed.js',
      'admin.js',
      'model-worker.js',
      'migrations/meta/_journal.json',
    ]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });

  it('starts on a fresh data folder with the demo members of README, answers, and stops on SIGTERM', async () => {
    const dataDir = path.join(folder, 'data');
    // A development start on a fresh clone, as `npm start`: DEMO_MEMBERS unset (the helper sets 0).
    const started = await startServerProcess({
      args: [path.join(outDir, 'main.js')],
      cwd: folder,
      env: { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', DEMO_MEMBERS: undefined },
      readyWithinMs: 90_000,
    });
    server = started.child;
    const port = started.port;
    const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
    });
    expect(login.status).toBe(200);

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
    // The 500 demo members and the demo login.
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(501);
    } finally {
      await database.close();
    }
  });

  it('runs the bundled admin script', () => {
    const admin = spawnSync(process.execPath, [path.join(outDir, 'admin.js')], {
      cwd: folder,
      encoding: 'utf8',
    });
    expect(admin.status).toBe(2);
    expect(admin.stderr).toContain('usage: npm run admin');
  });

  it('runs the image models in the worker thread emitted beside the chunk that starts it', async () => {
    // The chunk of media/model-thread.ts finds the worker beside itself.
    const starters = readdirSync(outDir).filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(path.join(outDir, name), 'utf8').includes(
          'new URL("./model-worker.js", import.meta.url)',
        ),
    );
    expect(starters.length).toBe(1);
    const worker = new Worker(path.join(outDir, 'model-worker.js'));
    try {
      const image = new Uint8Array(
        readFileSync(path.join(import.meta.dirname, 'test/fixtures/harmless/meadow.jpg')),
      ).buffer;
      const answer = new Promise<{ id: number; ok: boolean; result: Record<string, number> }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        },
      );
      worker.postMessage({ id: 1, kind: 'classify', image }, [image]);
      const { id, ok, result } = await answer;
      expect({ id, ok }).toEqual({ id: 1, ok: true });
      expect(result.neutral).toBeGreaterThan(0.9);
    } finally {
      await worker.terminate();
    }
  });
});
