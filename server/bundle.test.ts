/**
 * The compiled server (scripts/build-server.mjs, what `npm start` runs): built into a temporary
 * folder, it starts in development on a fresh data folder (the migrations found beside the
 * bundle) with the 500 demo members and the demo login README promises, answers the API and stops
 * cleanly on SIGTERM; the bundled admin script loads.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
});
