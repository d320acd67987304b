import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { creditLedger, messages, users } from '../../db/schema/index.ts';
import { buildTestApp, memberWith, TEST_RATE_LIMITS, type TestApp, testConfig } from '../../test/helpers.ts';
import { createInProcessBus, type Envelope } from '../realtime/bus.ts';
import { uploadChatImage } from './test-support.ts';

// Issue 9 (security review): a send racing a block must not be delivered once the block is
// committed. A test-only trigger is the witness: it records every message inserted while a block
// between its two members was already committed (visible to the inserting statement), which is
// exactly a message "created after the block". Half the sends are image messages: their file check
// waits for the disk, which lets the block in between the steps of a send on the embedded
// database too (its queries run one at a time and do not otherwise yield to other requests).

let t: TestApp;
const delivered: Array<{ to: number; id: number }> = [];
/**
 * Where the block is requested. On PostgreSQL: a second server process on the same database with
 * its own connection pool, as a member's block would come from another process in production: in
 * this process all 20 pooled connections are taken by the 80 sends, so a block queued for a
 * connection behind them could land after the last send and the round would prove nothing. The
 * property under test is the database's lock order, which both processes share. On the embedded
 * database (one connection anyway) the same app.
 */
let blockApp: FastifyInstance;
let blockDatabase: Database | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  blockApp = t.app;
  if (t.database.kind === 'postgres') {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    blockDatabase = await openDatabase({
      url: pool.options.connectionString,
      dataDir: null,
      poolSize: 4,
      migrate: false,
    });
    blockApp = await buildApp({
      config: testConfig(),
      database: blockDatabase,
      clock: t.clock,
      rateLimits: TEST_RATE_LIMITS,
      webRoot: null,
      logger: false,
      // A block publishes nothing; the `message` events are heard on the sending process's bus.
      bus: createInProcessBus(),
    });
    await blockApp.ready();
  }
  await t.database.db.execute(sql.raw('create table block_race_witness (message_id integer not null)'));
  await t.database.db.execute(
    sql.raw(`create function block_race_witness() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from blocks b
                    where (b.blocker_id = new.sender_id and b.blocked_id = new.recipient_id)
                       or (b.blocker_id = new.recipient_id and b.blocked_id = new.sender_id)) then
          insert into block_race_witness values (new.id);
        end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger block_race_witness after insert on messages
      for each row execute function block_race_witness()`),
  );
  // Every `message` event the recipient would hear on their sockets.
  t.app.deps.bus.subscribe((envelope: Envelope) => {
    if (envelope.event.type !== 'message') return;
    const data = envelope.event.data as { id: number; from_me: boolean };
    if (!data.from_me) for (const to of envelope.userIds) delivered.push({ to, id: data.id });
  });
});
afterAll(async () => {
  if (blockApp !== t.app) await blockApp.close();
  await blockDatabase?.close();
  await t.close();
});

const STARTING_CREDITS = 2000;
const SENDS = 80;

async function messagesOf(senderId: number) {
  return t.database.db.select().from(messages).where(eq(messages.senderId, senderId));
}

/**
 * `SENDS` sends from a to b at once; when the 10th is answered, `blocker` blocks the other one.
 * Answers the send answers, and how many of a's messages existed when the block was answered.
 */
async function race(blockedBySender: boolean) {
  const a = await memberWith(t, STARTING_CREDITS);
  const b = await memberWith(t, 0);
  const [blocker, target] = blockedBySender ? [a, b] : [b, a];
  let answered = 0;
  let startBlock: () => void = () => {};
  const blockStarted = new Promise<void>((resolve) => {
    startBlock = resolve;
  });
  const block = blockStarted.then(async () => {
    const response = await blockApp.inject({
      method: 'POST',
      url: `/api/blocks/${target.id}`,
      headers: { cookie: blocker.cookie },
    });
    expect(response.statusCode).toBe(200);
    return (await messagesOf(a.id)).length;
  });
  const imageKey = await uploadChatImage(t.app, a.cookie);
  expect(imageKey).toMatch(/^[0-9a-f]{24}$/);
  // On the embedded database operations take turns first come, first served (db/pglite-queue.ts):
  // with all 80 sends queued at once, a block asked for after the 10th answer would wait behind
  // every other send's transaction. There the sends go at most 8 at a time, so sends are still
  // queued ahead of and behind the block when it comes.
  let inFlight = 0;
  const limit = t.database.kind === 'pglite' ? 8 : SENDS;
  const turns: Array<() => void> = [];
  const turn = () => {
    if (inFlight >= limit) return new Promise<void>((resolve) => turns.push(resolve));
    inFlight += 1;
    return Promise.resolve();
  };
  const done = () => {
    const next = turns.shift();
    if (next) next();
    else inFlight -= 1;
  };
  const sends = Array.from({ length: SENDS }, async (_, i) => {
    await turn();
    const clientId = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload:
        i % 2
          ? { type: 'image', profile_id: b.id, image_key: imageKey, client_id: clientId }
          : { type: 'text', profile_id: b.id, body: `bericht ${i}`, client_id: clientId },
    });
    done();
    answered += 1;
    if (answered === 10) startBlock();
    return { clientId, status: response.statusCode, body: response.json() };
  });
  const answers = await Promise.all(sends);
  startBlock();
  const countAtBlock = await block;
  return { a, b, answers, countAtBlock };
}

describe('a send racing a block', () => {
  for (const blockedBySender of [false, false, false, true]) {
    it(`delivers nothing once ${blockedBySender ? 'the sender' : 'the recipient'} blocked, and books every answered message once`, async () => {
      // A round proves something only when the block lands among the sends; on a fast database
      // it may come after the last one: then the race runs again with new members (at most 5 times).
      let round = await race(blockedBySender);
      for (let retry = 0; retry < 4 && !round.answers.some((r) => r.status === 403); retry++) {
        round = await race(blockedBySender);
      }
      const { a, b, answers, countAtBlock } = round;
      const refusal = blockedBySender ? 'forbidden' : 'blocked';
      // Every answer is a new message or the block's refusal; nothing failed in between.
      for (const answer of answers) {
        expect(
          answer.status === 201 || (answer.status === 403 && answer.body.error === refusal),
          JSON.stringify(answer),
        ).toBe(true);
      }
      const created = answers.filter((r) => r.status === 201);
      const refused = answers.filter((r) => r.status === 403);
      expect(created.length).toBeGreaterThanOrEqual(10);

      const rows = await messagesOf(a.id);
      // No message was created after the block was committed, nor after it was answered.
      const witnessed = await t.database.db.execute(
        sql`select message_id from block_race_witness w join messages m on m.id = w.message_id
             where m.sender_id = ${a.id}`,
      );
      expect((witnessed as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect(rows).toHaveLength(countAtBlock);
      // The block landed among the sends (else this round proved nothing).
      expect(refused.length).toBeGreaterThan(0);
      // The 201s are exactly the stored messages; the 403s stored nothing.
      expect(rows.map((m) => m.clientId).sort()).toEqual(created.map((r) => r.clientId).sort());
      expect(created.map((r) => r.body.message.id).sort()).toEqual(rows.map((m) => m.id).sort());
      // b heard of exactly the stored messages, each once.
      const heard = delivered.filter((d) => d.to === b.id).map((d) => d.id);
      expect(heard.sort()).toEqual(rows.map((m) => m.id).sort());

      // One debit per stored message, none for a refusal; the balance is the ledger's sum.
      const debits = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, a.id), like(creditLedger.reference, 'message:%')));
      expect(debits.map((d) => d.reference).sort()).toEqual(rows.map((m) => `message:${m.id}`).sort());
      const cost = new Map(rows.map((m) => [`message:${m.id}`, m.type === 'image' ? 10 : 5]));
      expect(debits.every((d) => d.delta === -(cost.get(d.reference ?? '') ?? 0))).toBe(true);
      const [balance] = await t.database.db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, a.id));
      expect(balance?.credits).toBe(STARTING_CREDITS - rows.reduce((n, m) => n + m.cost, 0));
      const [sum] = await t.database.db
        .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
        .from(creditLedger)
        .where(eq(creditLedger.userId, a.id));
      expect(sum?.sum).toBe(balance?.credits);
      // The refused client ids never became messages.
      const refusedIds = refused.map((r) => r.clientId);
      expect(
        await t.database.db.select().from(messages).where(inArray(messages.clientId, refusedIds)),
      ).toEqual([]);
    });
  }
});
