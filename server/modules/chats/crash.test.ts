// Over 300 lines on purpose: one end-to-end scenario (start, 300 sends, SIGKILL, restart, resend,
// audit) with its process and database set-up; splitting it would hide the sequence it checks.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { creditLedger, messages, profiles, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { freePort, startServerProcess } from '../../test/server-process.ts';

// Issue 9 (security review), kept as a test: the real server (`server/main.ts`) is killed with
// SIGKILL while 300 messages are being sent, and restarted on the same data. Every message it
// acknowledged must survive exactly once with exactly one debit, the balance must be the ledger's
// sum, and resending the unacknowledged ones with the same client_id must add no doubles. Runs on
// the embedded database on disk (DATA_DIR), or on a fresh PostgreSQL database when DATABASE_URL is
// set. Redis is not used: the property is the database's.

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const SENDS = 300;
const KILL_AFTER = 100;
const CONCURRENCY = 8;
const STARTING_CREDITS = 2000;
const MESSAGE_CREDITS = 5;

const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-crash-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh PostgreSQL database for the server (as `openTestDatabase` makes), or none for PGlite. */
async function createDatabase(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = `test_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

/** The server's database, opened from this process (only while no server holds PGlite's folder). */
const open = () => openDatabase({ url: databaseUrl, dataDir: databaseUrl ? null : dataDir });

/** Start `server/main.ts` on the test's data and wait until /healthz answers. */
async function startServer(port: number): Promise<void> {
  const started = await startServerProcess({
    args: ['--import', 'tsx', 'server/main.ts'],
    cwd: root,
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    readyWithinMs: 60_000,
  });
  child = started.child;
}

async function stopServer(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill(signal);
  await exited;
}

/** Two confirmed members; the sender with credits booked through the ledger and a session. */
async function prepareMembers(): Promise<{ sender: number; recipient: number; cookie: string }> {
  const database = await open();
  try {
    const now = new Date();
    const ids: number[] = [];
    for (const name of ['Afzender', 'Ontvanger']) {
      const [user] = await database.db
        .insert(users)
        .values({
          email: `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`,
          passwordHash: '!',
          status: 'confirmed',
          signupDate: now,
          lastActiveAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('member not created');
      await database.db.insert(profiles).values({
        userId: user.id,
        name,
        gender: 'female',
        lookingFor: 'male',
        dateOfBirth: '1990-05-05',
        country: 'NL',
        region: 'NL-NH',
        city: 'Amsterdam',
      });
      ids.push(user.id);
    }
    const [sender, recipient] = ids as [number, number];
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ credits: STARTING_CREDITS }).where(eq(users.id, sender));
      await tx
        .insert(creditLedger)
        .values({ userId: sender, delta: STARTING_CREDITS, reason: 'adjustment', createdAt: now });
    });
    const token = newToken();
    await database.db
      .insert(sessions)
      .values({ id: hashToken(token), userId: sender, expiresAt: new Date(Date.now() + 86_400_000) });
    return { sender, recipient, cookie: `auth.session=${token}` };
  } finally {
    await database.close();
  }
}

type Outcome = { status: number; id?: number } | { error: string };

/** POST /api/messages over HTTP (no Origin header, as a non-browser client). */
async function send(port: number, cookie: string, recipient: number, clientId: string): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'text',
        profile_id: recipient,
        body: `bericht ${clientId}`,
        client_id: clientId,
      }),
    });
    const answer = (await response.json()) as { message?: { id: number } };
    return { status: response.status, id: answer.message?.id };
  } catch (error) {
    return { error: String(error) };
  }
}

/** The sender's messages as the API shows them (every page), and the balance. */
async function sentThroughApi(port: number, cookie: string) {
  const user = (await (
    await fetch(`http://127.0.0.1:${port}/api/user.php`, { headers: { cookie } })
  ).json()) as {
    user: { credits: number };
  };
  const chats = (await (
    await fetch(`http://127.0.0.1:${port}/api/chats.php`, { headers: { cookie } })
  ).json()) as {
    chats: Array<{ conversation: { id: number } }>;
  };
  const shown: Array<{ id: number; client_id: string | null }> = [];
  const conversation = chats.chats[0]?.conversation.id;
  let before: number | undefined;
  while (conversation) {
    const page = (await (
      await fetch(
        `http://127.0.0.1:${port}/api/chats/${conversation}/messages${before ? `?before=${before}` : ''}`,
        { headers: { cookie } },
      )
    ).json()) as { messages: Array<{ id: number; client_id: string | null }>; has_more: boolean };
    shown.unshift(...page.messages);
    if (!page.has_more || page.messages.length === 0) break;
    before = page.messages[0]?.id;
  }
  return { credits: user.user.credits, shown };
}

describe('kill -9 while messages are being sent', () => {
  it('keeps every acknowledged message once with one debit, and resends add no doubles', async () => {
    databaseUrl = await createDatabase();
    const { sender, recipient, cookie } = await prepareMembers();
    const port = await freePort();
    await startServer(port);

    // 300 sends, 8 at a time; SIGKILL as soon as 100 are acknowledged, while others are in flight.
    const clientIds = Array.from({ length: SENDS }, () => randomUUID());
    const outcomes = new Map<string, Outcome>();
    let next = 0;
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < SENDS) {
          const clientId = clientIds[next++] as string;
          const outcome = await send(port, cookie, recipient, clientId);
          outcomes.set(clientId, outcome);
          if ('status' in outcome && outcome.status === 201 && ++acknowledged === KILL_AFTER)
            killed = stopServer('SIGKILL');
        }
      }),
    );
    await killed;
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
    const acked = clientIds.filter((id) => {
      const o = outcomes.get(id);
      return o && 'status' in o && o.status === 201;
    });
    // Before the kill nothing but 201 was answered; after it, requests fail without an answer.
    for (const [id, o] of outcomes)
      expect('error' in o || o.status === 201, `${id} ${JSON.stringify(o)}`).toBe(true);
    expect(acked.length).toBeLessThan(SENDS);

    // Restart on the same data: every acknowledged message is there once, and the balance is the
    // start minus one message's price for each message there is.
    await startServer(port);
    const afterCrash = await sentThroughApi(port, cookie);
    const shownIds = afterCrash.shown.map((m) => m.client_id);
    expect(new Set(shownIds).size).toBe(shownIds.length);
    for (const id of acked) expect(shownIds.filter((c) => c === id)).toHaveLength(1);
    expect(afterCrash.credits).toBe(STARTING_CREDITS - MESSAGE_CREDITS * afterCrash.shown.length);
    // What was stored but not acknowledged (committed, then killed before the answer) is at most
    // what was in flight.
    expect(afterCrash.shown.length - acked.length).toBeLessThanOrEqual(CONCURRENCY);

    // Resend every unacknowledged one with its client_id: the ones stored before the kill answer
    // 200 with the first message and are not charged again; the others are stored now.
    const unacked = clientIds.filter((id) => !acked.includes(id));
    const stored = new Set(shownIds);
    let index = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (index < unacked.length) {
          const clientId = unacked[index++] as string;
          const outcome = await send(port, cookie, recipient, clientId);
          expect(outcome).toMatchObject({ status: stored.has(clientId) ? 200 : 201 });
        }
      }),
    );
    const final = await sentThroughApi(port, cookie);
    expect(final.shown.map((m) => m.client_id).sort()).toEqual([...clientIds].sort());
    expect(final.credits).toBe(STARTING_CREDITS - MESSAGE_CREDITS * SENDS);
    await stopServer('SIGTERM');

    // The database itself: one message per client_id, one debit per message and none without,
    // and the balance is the ledger's sum.
    const database = await open();
    try {
      const rows = await database.db.select().from(messages).where(eq(messages.senderId, sender));
      expect(rows).toHaveLength(SENDS);
      expect(rows.map((m) => m.clientId).sort()).toEqual([...clientIds].sort());
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, sender));
      const debits = ledger.filter((l) => l.reason === 'message');
      expect(debits.map((d) => d.reference).sort()).toEqual(rows.map((m) => `message:${m.id}`).sort());
      expect(debits.every((d) => d.delta === -MESSAGE_CREDITS)).toBe(true);
      expect(ledger.filter((l) => l.reason !== 'message')).toHaveLength(1);
      const [balance] = await database.db
        .select({
          credits: users.credits,
          sum: sql<number>`(select sum(delta)::int from credit_ledger where user_id = ${sender})`,
        })
        .from(users)
        .where(eq(users.id, sender));
      expect(balance).toEqual({
        credits: STARTING_CREDITS - MESSAGE_CREDITS * SENDS,
        sum: STARTING_CREDITS - MESSAGE_CREDITS * SENDS,
      });
      expect(
        (await database.db.select().from(messages).where(eq(messages.recipientId, recipient))).length,
      ).toBe(SENDS);
    } finally {
      await database.close();
    }
  }, 180_000);
});
