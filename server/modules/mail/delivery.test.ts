/**
 * "Kill the server with mails queued: after the restart each is sent exactly once" (issue:
 * notifications): a first app on a database queues mails without running workers and stops; a
 * second app on the same database with workers and SMTP delivers each exactly once, also the mail
 * whose queueing was lost and the one whose sender crashed mid-send (both found by the sweep),
 * although the sweep queues the others a second time.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Clock } from '../../lib/clock.ts';
import { ManualClock } from '../../lib/clock.ts';
import { openTestDatabase, TEST_RATE_LIMITS, testConfig } from '../../test/helpers.ts';
import { createInProcessBus } from '../realtime/bus.ts';
import { CLAIM_STALE_S, MAIL_JOBS, SWEEP_AFTER_S } from './delivery.ts';
import { recipient, startTestSmtp, type TestSmtp } from './test-smtp.ts';

const PUBLIC_URL = 'https://amora.test';
const N = 3;
let database: Database;
let smtp: TestSmtp;
const clock = new ManualClock('2026-03-01T10:00:00Z');

/** An app on the shared database: without workers (as `npm test` builds it) or with them (as `serve.ts`). */
async function appOn(runJobs: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }),
    database,
    clock: clock as Clock,
    rateLimits: TEST_RATE_LIMITS,
    rateLimitNamespace: `rl-test-${randomBytes(6).toString('hex')}:`,
    bus: createInProcessBus(),
    webRoot: null,
    logger: false,
    runJobs,
  });
  await app.ready();
  return app;
}

/** The mail-deliver jobs not finished yet (created, retry or active). */
async function pendingDeliveries(): Promise<number> {
  const result = await database.raw(
    `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
    [MAIL_JOBS.deliver],
  );
  return Array.isArray(result) ? -1 : Number(result.rows[0]?.n);
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

describe('mail queued before a restart', () => {
  it('is sent exactly once by the next process, also with the sweep running', {
    timeout: 90_000,
  }, async () => {
    const first = await appOn(false);
    const addresses = Array.from({ length: N }, (_, i) => `queued${i}@example.com`);
    for (const to of addresses) {
      await first.deps.mailer.send({
        to,
        kind: 'activation',
        locale: 'nl',
        link: `${PUBLIC_URL}/api/activate?token=${to}`,
      });
    }
    // A crash between the insert and the queueing: a row no job names.
    const [lost] = await database.db
      .insert(mailOutbox)
      .values({
        to: 'lost@example.com',
        kind: 'activation',
        subject: 'Lost',
        html: '<p>x</p>',
        text: 'x',
        createdAt: clock.now(),
      })
      .returning({ id: mailOutbox.id });
    // A crash while sending: claimed long ago, never marked sent.
    const [stale] = await database.db
      .insert(mailOutbox)
      .values({
        to: 'stale@example.com',
        kind: 'activation',
        subject: 'Stale',
        html: '<p>x</p>',
        text: 'x',
        createdAt: clock.now(),
        sendingAt: clock.now(),
        attempts: 1,
      })
      .returning({ id: mailOutbox.id });
    expect(lost && stale).toBeTruthy();
    expect(await pendingDeliveries()).toBe(N);
    // The sweep (every 5 minutes by cron; here at once) queues the lost and the stale row, and
    // again every row not sent yet: 2N + 2 deliveries for N + 2 mails.
    clock.advance(Math.max(SWEEP_AFTER_S, CLAIM_STALE_S) + 60);
    await first.deps.jobs.send(MAIL_JOBS.sweep, {});
    await expect
      .poll(async () => (await first.deps.jobs.runQueued(MAIL_JOBS.sweep)) > 0, { timeout: 10_000 })
      .toBe(true);
    expect(await pendingDeliveries()).toBe(2 * N + 2);
    await first.close(); // the "killed" process: nothing was delivered
    expect(smtp.connections).toBe(0);

    const second = await appOn(true);
    try {
      // The workers run the 2N + 2 deliveries (up to 20 a poll of 2 s): one of each mail gets through.
      const all = [...addresses, 'lost@example.com', 'stale@example.com'];
      await expect.poll(() => pendingDeliveries(), { timeout: 45_000, interval: 250 }).toBe(0);
      expect(smtp.received.map((mail) => recipient(mail)).sort()).toEqual(all.sort());
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.filter((row) => !row.sentAt)).toEqual([]);
      const [staleRow] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, stale?.id ?? 0));
      expect(staleRow?.attempts).toBe(2);
      // A sweep now finds nothing to queue, and nothing more arrives.
      const sweep = await second.deps.jobs.send(MAIL_JOBS.sweep, {});
      const sweepState = async () => {
        const result = await database.raw(
          `select state from pgboss.job where id = $1 union all select state from pgboss.archive where id = $1`,
          [sweep],
        );
        return Array.isArray(result) ? undefined : result.rows[0]?.state;
      };
      await expect.poll(sweepState, { timeout: 15_000, interval: 100 }).toBe('completed');
      expect(await pendingDeliveries()).toBe(0);
      expect(smtp.received).toHaveLength(all.length);
      // The second process's metrics (docs/operations.md "Metrics"): each mail sent once, every
      // delivery job completed (the duplicates find their mail sent), none failed.
      const text = await second.deps.metrics.text();
      expect(text).toContain(`amora_mails_total{outcome="sent"} ${all.length}\n`);
      expect(text).toContain(`amora_job_runs_total{queue="mail-deliver",outcome="completed"} ${2 * N + 2}\n`);
      expect(text).not.toContain('outcome="failed"');
    } finally {
      await second.close();
    }
  });
});
