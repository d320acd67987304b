/**
 * `npm run admin -- grant|revoke` (issue "Back office"; docs/security.md "Operator console and
 * staff factors"): on the embedded database it refuses while a running server holds the data
 * folder (its change would be lost and the folder damaged), grants one after the other once the
 * server stopped, and catches up a sequence left behind its table; on a running site the change
 * reaches the server's cached sessions at once through the realtime bus.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { LOCK_FILE } from '../db/data-lock.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { ManualClock } from '../lib/clock.ts';
import { type Bus, createInProcessBus, createRedisBus, type Envelope } from '../modules/realtime/bus.ts';
import { buildMember, buildTestApp, login } from '../test/helpers.ts';
import { runAdminCommand } from './admin-command.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const clock = new ManualClock('2026-03-01T10:00:00Z');

/** A fresh data folder with one member `email` in its embedded database. */
async function dataFolder(email: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-admin-'));
  folders.push(dataDir);
  const database = await openDatabase({ dataDir });
  await database.db.insert(users).values({
    email,
    passwordHash: '!',
    status: 'confirmed',
    signupDate: clock.now(),
    lastActiveAt: clock.now(),
  });
  await database.close();
  return dataDir;
}

/** The embedded configuration of `dataDir` (no PostgreSQL, no Redis). */
const embedded = (dataDir: string) => ({
  dataDir,
  databaseUrl: undefined,
  redisUrl: undefined,
  redisPrefix: 'amora:',
});

/** The member's role and the audit entries of the CLI, read with the folder closed again. */
async function stateOf(dataDir: string, email: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [user] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    const audit = await database.db
      .select({ id: auditLog.id, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'cli'))
      .orderBy(asc(auditLog.id));
    return { role: user?.role, audit: audit.map((a) => a.after) };
  } finally {
    await database.close();
  }
}

// Each test opens a PGlite data folder several times (a few seconds each on a busy machine).
describe('npm run admin on the embedded database', { timeout: 180_000 }, () => {
  it('refuses while a running server holds the data folder, naming its pid, and changes nothing', async () => {
    const email = 'lock@example.com';
    const dataDir = await dataFolder(email);
    // The running server (this process holds the folder).
    const server = await openDatabase({ dataDir });
    const refused = await runAdminCommand(['grant', email, 'admin'], embedded(dataDir), { clock });
    expect(refused.code).toBe(1);
    expect(refused.message).toContain(
      `Nothing changed. The embedded database in ${dataDir} is in use by a running server (pid ${process.pid}). ` +
        'Stop the site first, or run against PostgreSQL (DATABASE_URL)',
    );
    const [user] = await server.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(user?.role).toBe('member');
    await server.close();
    // Another live process holding it: refused too.
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    const other = await runAdminCommand(['grant', email, 'admin'], embedded(dataDir), { clock });
    expect([other.code, other.message]).toEqual([1, expect.stringContaining(`(pid ${process.ppid})`)]);
    // A lock left by a process that ended is taken over.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, LOCK_FILE), `${ended}\n`);
    const granted = await runAdminCommand(['grant', email, 'admin'], embedded(dataDir), { clock });
    expect(granted).toEqual({ code: 0, message: `${email}: member → admin` });
    expect((await stateOf(dataDir, email)).role).toBe('admin');
  });

  it('grants twice in a row with the server stopped, also after a sequence was left behind its table', async () => {
    const email = 'twice@example.com';
    const dataDir = await dataFolder(email);
    expect((await runAdminCommand(['grant', email, 'operator'], embedded(dataDir), { clock })).code).toBe(0);
    // A folder written by two processes at once kept the audit log's sequence behind its rows:
    // that happened before the data lock, so such a folder does not carry the caught-up mark.
    const damaged = await openDatabase({ dataDir });
    await damaged.raw("select setval('audit_log_id_seq', 1, false)");
    await damaged.raw('comment on schema public is null');
    await damaged.close();
    const second = await runAdminCommand(['grant', email, 'support'], embedded(dataDir), { clock });
    expect(second).toEqual({ code: 0, message: `${email}: operator → support` });
    const third = await runAdminCommand(['revoke', email], embedded(dataDir), { clock });
    expect(third).toEqual({ code: 0, message: `${email}: support → member` });
    expect(await stateOf(dataDir, email)).toEqual({
      role: 'member',
      audit: [{ role: 'operator' }, { role: 'support' }, { role: 'member' }],
    });
  });
});

describe('npm run admin on a running site', () => {
  it('reaches the running server’s cached sessions at once through the realtime bus', async () => {
    const redisUrl = process.env.REDIS_URL || undefined;
    const redisPrefix = `test-admin-${randomBytes(4).toString('hex')}:`;
    // With Redis the command runs as another process would: its own connection to the site's
    // channel, named by the same REDIS_PREFIX.
    const siteBus: Bus = redisUrl ? createRedisBus(redisUrl, `${redisPrefix}realtime`) : createInProcessBus();
    const t = await buildTestApp({ bus: siteBus });
    try {
      const member = await buildMember(t);
      const cookie = await login(t, member.email);
      const me = () => t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });
      // The session is resolved and cached as a member's (the test clock stands still).
      expect((await me()).statusCode).toBe(403);
      // The site listens before the command publishes.
      await siteBus.publish({ userIds: [], event: { type: 'session_ended', data: {} } });
      const heard = new Promise<Envelope>((resolve) =>
        siteBus.subscribe((envelope) => {
          if (envelope.userIds.includes(member.id)) resolve(envelope);
        }),
      );
      const outcome = await runAdminCommand(
        ['grant', member.email, 'support'],
        { dataDir: null, databaseUrl: process.env.DATABASE_URL, redisUrl, redisPrefix },
        { clock: t.clock, database: t.database, ...(redisUrl ? {} : { bus: siteBus }) },
      );
      expect(outcome).toEqual({ code: 0, message: `${member.email}: member → support` });
      expect(await heard).toEqual({ userIds: [member.id], event: { type: 'session_ended', data: {} } });
      const after = await me();
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ role: 'support', email: member.email });
    } finally {
      await t.close();
      await siteBus.close();
    }
  });
});
