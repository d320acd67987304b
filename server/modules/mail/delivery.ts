/**
 * Mail delivery through the job queue (issue: notifications, "Jobs"; docs/notifications.md "Mail
 * delivery"). `Mailer.send` writes the outbox row and queues `mail-deliver` with its id; the job
 * claims the row atomically, sends it over SMTP and marks it sent, so each mail goes out once
 * however many jobs name it (a retry, the sweep, a second process). A failed send records the
 * error, gives the claim back and throws: pg-boss retries it with backoff. `mail-sweep` (every
 * 5 minutes) queues rows nobody tried (a crash between the insert and the queueing) and rows
 * whose claim went stale (a crash while sending).
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Metrics } from '../../lib/metrics.ts';

/** The mail module's queues. */
export const MAIL_JOBS = { deliver: 'mail-deliver', sweep: 'mail-sweep' } as const;

/** A claim older than this (seconds) is taken as a crashed attempt and may be claimed again: 10 minutes. */
export const CLAIM_STALE_S = 600;
/** The sweep queues unsent, untried rows older than this (seconds): 5 minutes. */
export const SWEEP_AFTER_S = 300;
/** ... and younger than this (seconds): a day; older undelivered mail is left for the record. */
export const SWEEP_WITHIN_S = 86_400;
/** Tries after the first failure of a delivery (pg-boss retry limit), 30 s apart and doubling. */
export const DELIVERY_RETRIES = 5;

/** The data of a `mail-deliver` job: the outbox row's id. */
export interface DeliverJob {
  id: number;
}

/** RFC 8058 one-click unsubscribe headers for `url` (an https `…/api/mail/unsubscribe?token=…` URL). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Define `mail-deliver` and `mail-sweep` on `jobs` (before it starts) and answer `queue(id)`,
 * which queues the delivery of outbox row `id` (singleton key `mail:<id>`) and never throws (a
 * failure is logged; the sweep queues the row later). Without `transport` (no SMTP_URL) both
 * jobs do nothing: mail stays in the outbox.
 */
export function defineMailJobs(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
  log: { error: (obj: object, msg: string) => void };
  /** Counts the mails SMTP took or refused. */
  metrics?: Pick<Metrics, 'mail'> | undefined;
}): { queue(id: number): Promise<void> } {
  const { db, clock, transport } = deps;
  const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000);

  const queue = async (id: number) => {
    try {
      await deps.jobs.send<DeliverJob>(MAIL_JOBS.deliver, { id }, { singletonKey: `mail:${id}` });
    } catch (error) {
      deps.log.error({ err: error, mailId: id }, 'queueing a mail failed; the sweep will queue it');
    }
  };

  /** Claim row `id` for one attempt: unsent, and not claimed or claimed longer than CLAIM_STALE_S ago. */
  const claim = async (id: number) => {
    const [row] = await db
      .update(mailOutbox)
      .set({ sendingAt: clock.now(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        and(
          eq(mailOutbox.id, id),
          isNull(mailOutbox.sentAt),
          or(isNull(mailOutbox.sendingAt), lt(mailOutbox.sendingAt, ago(CLAIM_STALE_S))),
        ),
      )
      .returning();
    return row;
  };

  deps.jobs.define<DeliverJob>(MAIL_JOBS.deliver, {
    retryLimit: DELIVERY_RETRIES,
    retryDelaySeconds: 30,
    // 20 a poll: a weekly update drains in minutes. A failure fails the batch; the retries find
    // the mails already sent claimed and skip them.
    batchSize: 20,
    handler: async ({ id }) => {
      if (!transport) return;
      const row = await claim(id);
      if (!row) return; // sent already, or another attempt holds it
      try {
        await transport.sendMail({
          from: deps.from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers ?? {},
        });
      } catch (error) {
        deps.metrics?.mail(false);
        await db
          .update(mailOutbox)
          .set({ sendingAt: null, error: String(error) })
          .where(eq(mailOutbox.id, id));
        throw error;
      }
      deps.metrics?.mail(true);
      await db.update(mailOutbox).set({ sentAt: clock.now(), sendingAt: null }).where(eq(mailOutbox.id, id));
    },
  });

  deps.jobs.define<Record<string, never>>(MAIL_JOBS.sweep, {
    cron: '*/5 * * * *',
    handler: async () => {
      if (!transport) return;
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lt(mailOutbox.createdAt, ago(SWEEP_AFTER_S)),
            gt(mailOutbox.createdAt, ago(SWEEP_WITHIN_S)),
            or(eq(mailOutbox.attempts, 0), lt(mailOutbox.sendingAt, ago(CLAIM_STALE_S))),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(500);
      for (const row of rows) await queue(row.id);
    },
  });

  return { queue };
}
