import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../db/client.ts';
import { creditLedger, profiles, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { buildServerBundle, type ServerBundle, startServerProcess } from '../../test/server-process.ts';

// Two real server processes (the compiled server) on one PostgreSQL database and one Redis bus, as
// behind a load balancer (docs/operations.md "Restarts"). A member's socket is on the first; the
// first gets SIGTERM while messages to that member keep arriving at the second. The socket is
// closed with 1012, the client reconnects to the second process (what the load balancer does once
// the first answers /readyz 503) and fetches the conversation as the web client does on a reconnect:
// every acknowledged message reaches the member exactly once, on a socket or in that fetch, and
// is stored once. Needs Redis for the bus between processes and PostgreSQL for a database two
// processes share: skipped without REDIS_URL (the embedded-database pass). The servers use the
// default channel `amora:realtime`, which no other test uses (test apps have buses of their own).

const redisUrl = process.env.REDIS_URL;
const databaseServer = process.env.DATABASE_URL;
/** Messages sent in all: fewer than a page of the conversation (30), so one fetch shows them all. */
const MESSAGES = 25;

let bundle: ServerBundle | undefined;
const children: ChildProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await dropDatabase?.();
  bundle?.remove();
});

/** An empty PostgreSQL database (the processes migrate it under their advisory lock). */
async function createDatabase(url: string): Promise<string> {
  const name = `test_move_${Date.now()}_${randomBytes(4).toString('hex')}`;
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

/** A sender with credits and a recipient, each with a session cookie. */
async function prepareMembers(url: string) {
  const database = await openDatabase({ url, dataDir: null, migrate: false });
  try {
    const now = new Date();
    const members: Array<{ id: number; cookie: string }> = [];
    for (const name of ['Afzender', 'Ontvanger']) {
      const [user] = await database.db
        .insert(users)
        .values({
          email: `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`,
          passwordHash: '!',
          status: 'confirmed',
          credits: 1000,
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
      await database.db.insert(creditLedger).values({ userId: user.id, delta: 1000, reason: 'adjustment' });
      const token = newToken();
      await database.db
        .insert(sessions)
        .values({ id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
      members.push({ id: user.id, cookie: `auth.session=${token}` });
    }
    const [sender, recipient] = members as [(typeof members)[0], (typeof members)[0]];
    return { sender, recipient };
  } finally {
    await database.close();
  }
}

/** A member's socket: the message ids its `message` frames carried, and its close code. */
function openSocket(port: number, cookie: string, received: number[]) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as { type: string; data: { id: number; from_me: boolean } };
    if (frame.type === 'message' && !frame.data.from_me) received.push(frame.data.id);
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, opened, closed };
}

/** The ids of the messages of the member's (only) conversation, oldest first, as the web client fetches them. */
async function conversationIds(port: number, cookie: string): Promise<number[]> {
  const chats = (await (
    await fetch(`http://127.0.0.1:${port}/api/chats.php`, { headers: { cookie } })
  ).json()) as { chats: Array<{ conversation: { id: number } }> };
  const conversation = chats.chats[0]?.conversation.id;
  const page = (await (
    await fetch(`http://127.0.0.1:${port}/api/chats/${conversation}/messages`, { headers: { cookie } })
  ).json()) as { messages: Array<{ id: number }>; has_more: boolean };
  expect(page.has_more).toBe(false);
  return page.messages.map((m) => m.id).sort((a, b) => a - b);
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!redisUrl || !databaseServer)(
  'a socket moving across SIGTERM (two processes, PostgreSQL and Redis; skipped without REDIS_URL)',
  () => {
    it("moves the member's socket to the other process and delivers every message sent meanwhile exactly once", async () => {
      bundle = buildServerBundle();
      const url = await createDatabase(databaseServer ?? '');
      // One after the other: two processes starting at once on an empty database can deadlock in
      // the job queue's first creation of its queues (pg-boss `createQueue`, outside the migration lock).
      const start = (drainDelay = '0') =>
        startServerProcess({
          args: [`${bundle?.outDir}/main.js`],
          cwd: bundle?.folder ?? '',
          env: {
            DATABASE_URL: url,
            REDIS_URL: redisUrl,
            SHUTDOWN_TIMEOUT_S: '10',
            DRAIN_DELAY_S: drainDelay,
          },
          readyWithinMs: 60_000,
        });
      // The first keeps serving for 2 s after its SIGTERM, /readyz at 503 (the balancer's time).
      const first = await start('2');
      const second = await start();
      children.push(first.child, second.child);
      const { sender, recipient } = await prepareMembers(url);

      const received: number[] = [];
      const onFirst = openSocket(first.port, recipient.cookie, received);
      await onFirst.opened;
      const send = async (port: number) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
          method: 'POST',
          headers: { cookie: sender.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'text',
            profile_id: recipient.id,
            body: 'hallo',
            client_id: randomUUID(),
          }),
        });
        const answer = (await response.json()) as { message: { id: number } };
        expect(response.status).toBe(201);
        return answer.message.id;
      };
      // The bus carries the second's messages to the first's socket (Redis is subscribed once one arrives).
      const acknowledged = [await send(second.port)];
      await until(() => received.length === 1);

      // Messages keep arriving at the second while the first drains.
      const firstExit = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
      let moved: ReturnType<typeof openSocket> | undefined;
      let fetched: number[] = [];
      const reconnect = onFirst.closed.then(async (code) => {
        // The client reconnects on 1012 (here straight to the second; a load balancer picks it),
        // then fetches what it may have missed while it had no socket.
        moved = openSocket(second.port, recipient.cookie, received);
        await moved.opened;
        fetched = await conversationIds(second.port, recipient.cookie);
        return code;
      });
      for (let i = 1; i < MESSAGES; i++) {
        if (i === 6) first.child.kill('SIGTERM');
        if (i === 7) {
          // Draining: out of the balancer's rotation, yet what still reaches it is served.
          const ready = await fetch(`http://127.0.0.1:${first.port}/readyz`);
          expect(ready.status).toBe(503);
          expect(await ready.json()).toMatchObject({ draining: true });
          acknowledged.push(await send(first.port));
        }
        acknowledged.push(await send(second.port));
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(await reconnect).toBe(1012);
      expect(await firstExit).toBe(0);
      await until(() => acknowledged.every((id) => received.includes(id) || fetched.includes(id)));
      // Nothing arrived twice on the sockets, and whatever the sockets missed the fetch found.
      expect(new Set(received).size).toBe(received.length);
      expect(received.filter((id) => !acknowledged.includes(id))).toEqual([]);
      const shown = new Set([...received, ...fetched]);
      expect(acknowledged.filter((id) => !shown.has(id))).toEqual([]);
      // Stored once each: the conversation holds exactly the acknowledged messages.
      expect(await conversationIds(second.port, recipient.cookie)).toEqual(
        [...acknowledged].sort((a, b) => a - b),
      );
      moved?.socket.close();
    });
  },
);
