/**
 * Production defaults: the real server (`server/main.ts`, compiled) on a fresh data folder. In
 * production it refuses to start while the legal pages would show the example company details,
 * naming each variable, and a fresh production database gets no demo members and no demo login.
 * That a development start (`npm start` on a fresh clone) still seeds them is `bundle.test.ts`'s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_LOGIN } from './demo/demo.ts';
import {
  buildServerBundle,
  type ServerBundle,
  type ServerProcess,
  startServerProcess,
} from './test/server-process.ts';

const folders: string[] = [];
let running: ServerProcess | undefined;
// The compiled server, as `npm start` runs it: it starts without transpiling the sources each time.
let bundle: ServerBundle;

beforeAll(() => {
  bundle = buildServerBundle();
});

afterAll(() => bundle?.remove());

afterEach(async () => {
  await stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function stop(): Promise<void> {
  const child = running?.child;
  running = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Start the compiled `server/main.ts` on a fresh data folder (embedded database) with `env`. */
async function start(env: Record<string, string | undefined>): Promise<{ dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-production-'));
  folders.push(dataDir);
  running = await startServerProcess({
    args: [path.join(bundle.outDir, 'main.js')],
    cwd: bundle.folder,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    readyWithinMs: 90_000,
  });
  return { dataDir };
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(48),
  STAFF_TOTP_KEY: 't'.repeat(48),
  PAYMENTS_SANDBOX: 'true',
  // Unset as in a real environment (the test helper sets it to 0).
  DEMO_MEMBERS: undefined,
};

const COMPANY = {
  COMPANY_NAME: 'Liefde Online B.V.',
  COMPANY_ADDRESS: 'Stationsplein 1',
  COMPANY_CITY: '3511 ED Utrecht',
  COMPANY_KVK: '87654321',
  COMPANY_VAT: 'NL987654321B01',
  COMPANY_PHONE: '030-765 43 21',
  SUPPORT_EMAIL: 'help@liefde.example',
};

/** The demo login over HTTP: its status. */
async function demoLogin(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  return response.status;
}

/** The accounts in the stopped server's embedded database. */
async function accounts(dataDir: string): Promise<number> {
  await stop();
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(users);
    return row?.n ?? -1;
  } finally {
    await database.close();
  }
}

describe('a production start', { timeout: 180_000 }, () => {
  it('stops while the company details are the examples, naming each variable', async () => {
    const failed = start(PRODUCTION);
    await expect(failed).rejects.toThrow(/^server exited with 1:/);
    const output = await failed.catch((error: Error) => error.message);
    for (const name of Object.keys(COMPANY)) {
      expect(output).toContain(
        `${name}: required in production while the stored company detail is the seeded example`,
      );
    }
  });

  it('stops without STAFF_TOTP_KEY or PUBLIC_URL, naming each', async () => {
    const failed = await start({ ...PRODUCTION, ...COMPANY, PUBLIC_URL: '', STAFF_TOTP_KEY: '' }).catch(
      (error: Error) => error.message,
    );
    expect(failed).toContain(
      'Invalid configuration:\n' +
        'STAFF_TOTP_KEY: required in production (staff second-factor secrets are encrypted with it)\n' +
        'PUBLIC_URL: required in production',
    );
  });

  it('gets no demo members and no demo login in a fresh database', async () => {
    const { dataDir } = await start({ ...PRODUCTION, ...COMPANY });
    expect(await demoLogin(running?.port ?? 0)).toBe(401);
    expect(await accounts(dataDir)).toBe(0);
  });
});
