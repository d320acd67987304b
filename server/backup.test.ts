/**
 * Backups of a site on the embedded database (docs/operations.md "Backups"): `npm run backup`
 * copies a RUNNING site (the compiled server as a real process on its own data folder, holding
 * members, a chat, an order, credit bookings and a photo file) through the server's backup
 * endpoint; `npm run restore` puts it into a fresh folder, where the site starts and everything is
 * there. The backup also works on a stopped site, and a restore refuses a folder that is not empty.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type RawResult } from './db/client.ts';
import { DEMO_LOGIN } from './demo/demo.ts';
import { BACKUP_ENDPOINT_FILE, BackupError, createBackup, restoreBackup } from './lib/backup.ts';
import { systemClock } from './lib/clock.ts';
import { seedIfEmpty } from './seed.ts';
import { buildServerBundle, type ServerBundle, startServerProcess } from './test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
let bundle: ServerBundle;
const running: ChildProcess[] = [];

beforeAll(() => {
  bundle = buildServerBundle();
});

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
  bundle?.remove();
});

/** The rows of a single statement's result. */
function rowsOf(answer: RawResult): Array<Record<string, unknown>> {
  return Array.isArray(answer) ? (answer[0]?.rows ?? []) : answer.rows;
}

/** Rows of the tables a backup must keep, counted with plain SQL. */
async function counts(database: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['users', 'profiles', 'photos', 'messages', 'orders', 'credit_ledger', 'sessions']) {
    const [row] = rowsOf(await database.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number(row?.n);
  }
  return result;
}

/** Run `server/scripts/<script>.ts` as `npm run <script>` does, with the site's DATA_DIR. */
function runScript(script: 'backup' | 'restore', dataDir: string, file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', `server/scripts/${script}.ts`, file], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
  });
}

/** Stop a server process with SIGTERM; answers its exit code. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** Log in with the demo login over HTTP; answers the status. */
async function demoLogin(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  return response.status;
}

describe('backup and restore of the embedded database', { timeout: 240_000 }, () => {
  it('backs up a running site and restores it into a fresh folder where the site starts with everything', async () => {
    const dataDir = path.join(bundle.folder, 'site');
    // The site's data: demo members with photo rows, a chat, a paid order and its credit bookings.
    const seeding = await openDatabase({ dataDir });
    await seedIfEmpty(seeding.db, systemClock, 4);
    const members = await seeding.raw('select id from users order by id limit 2');
    const [a, b] = rowsOf(members).map((row) => Number(row.id));
    const conversation = await seeding.raw(
      'insert into conversations (member_low, member_high, started_by) values ($1, $2, $1) returning id',
      [a, b],
    );
    const conversationId = Number(rowsOf(conversation)[0]?.id);
    for (const [i, [sender, recipient]] of [
      [a, b],
      [b, a],
      [a, b],
    ].entries()) {
      await seeding.raw(
        `insert into messages (conversation_id, sender_id, recipient_id, client_id, type, body, cost)
         values ($1, $2, $3, $4, 'text', 'Hoi!', 5)`,
        [conversationId, sender, recipient, `backup-${i}`],
      );
    }
    await seeding.raw(
      `insert into orders (user_id, package_id, credits, list_amount_cents, amount_cents, currency, country,
         method, status, provider, provider_payment_id, paid_at)
       select $1, id, credits, amount_cents, amount_cents, currency, country, 'ideal', 'paid', 'sandbox',
         'tr_backup', now() from credit_packages order by id limit 1`,
      [a],
    );
    await seeding.raw(
      `insert into credit_ledger (user_id, delta, reason, reference)
       values ($1, 100, 'purchase', 'order:tr_backup'), ($1, -10, 'message', null)`,
      [a],
    );
    await seeding.close();
    const photo = randomBytes(2048);
    mkdirSync(path.join(dataDir, 'photos', 'members', String(a)), { recursive: true });
    writeFileSync(path.join(dataDir, 'photos', 'members', String(a), 'photo.webp'), photo);

    const site = await startServerProcess({
      args: [path.join(bundle.outDir, 'main.js')],
      cwd: bundle.folder,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      readyWithinMs: 90_000,
    });
    running.push(site.child);
    // A login while the site runs: its session row is written by the server, after the seeding.
    expect(await demoLogin(site.port)).toBe(200);
    const endpoint = JSON.parse(readFileSync(path.join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as {
      port: number;
    };
    expect(statSync(path.join(dataDir, BACKUP_ENDPOINT_FILE)).mode & 0o777).toBe(0o600);
    // The endpoint answers only with the server's token.
    const wrongToken = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
      headers: { authorization: `Bearer ${'0'.repeat(64)}` },
    });
    expect(wrongToken.status).toBe(401);

    const file = path.join(bundle.folder, 'site.tar.gz');
    const backup = runScript('backup', dataDir, file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('running server');
    // The server still runs and answers after the backup.
    expect(await demoLogin(site.port)).toBe(200);

    expect(await stop(site.child), site.output()).toBe(0);
    expect(existsSync(path.join(dataDir, BACKUP_ENDPOINT_FILE))).toBe(false);
    const original = await openDatabase({ dataDir, migrate: false });
    const before = await counts(original);
    await original.close();
    expect(before).toMatchObject({ users: 5, messages: 3, orders: 1, credit_ledger: 2 });
    expect(before.photos).toBeGreaterThan(0);
    // The copy was taken before the second login: it holds the first session.
    const sessionsAtBackup = (before.sessions ?? 0) - 1;
    expect(sessionsAtBackup).toBeGreaterThan(0);

    const restoredDir = path.join(bundle.folder, 'restored');
    const restore = runScript('restore', restoredDir, file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(restoredDir);
    expect(readFileSync(path.join(restoredDir, 'photos', 'members', String(a), 'photo.webp'))).toEqual(photo);
    expect(readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'session-secret'), 'utf8'),
    );
    expect(statSync(path.join(restoredDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(restoredDir, BACKUP_ENDPOINT_FILE))).toBe(false);

    // The restored site starts and the demo member logs in.
    const restoredSite = await startServerProcess({
      args: [path.join(bundle.outDir, 'main.js')],
      cwd: bundle.folder,
      env: { DATA_DIR: restoredDir, DATABASE_URL: '' },
      readyWithinMs: 90_000,
    });
    running.push(restoredSite.child);
    expect(await demoLogin(restoredSite.port)).toBe(200);
    expect(await stop(restoredSite.child), restoredSite.output()).toBe(0);

    const restored = await openDatabase({ dataDir: restoredDir, migrate: false });
    try {
      // Everything of the backup, plus the session of the login on the restored site.
      expect(await counts(restored)).toEqual({ ...before, sessions: sessionsAtBackup + 1 });
      const ledger = await restored.raw('select sum(delta)::int as total from credit_ledger');
      expect(rowsOf(ledger)[0]).toEqual({ total: 90 });
    } finally {
      await restored.close();
    }

    // With the site stopped, the backup opens the folder itself.
    const stopped = await createBackup({
      dataDir,
      file: path.join(bundle.folder, 'stopped.tar.gz'),
      s3Photos: false,
    });
    expect(stopped).toMatchObject({ source: 'folder', photos: 'local', migrations: expect.any(Number) });
    expect(stopped.migrations).toBeGreaterThan(0);
    expect(stopped.files).toBeGreaterThanOrEqual(2);
  });

  it('refuses to restore into a folder that is not empty, naming it, and changes nothing there', async () => {
    const dataDir = path.join(bundle.folder, 'in-use');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'session-secret'), 'x'.repeat(64));
    const attempt = restoreBackup({ dataDir, file: path.join(bundle.folder, 'any.tar.gz') });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(`DATA_DIR ${dataDir} is not empty`);
    expect(readdirSync(dataDir)).toEqual(['session-secret']);
  });
});
