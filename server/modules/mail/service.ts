/**
 * The mailer (the mail module's owner API): renders every mail from its template in the member's
 * language, records it in `mail_outbox` and, with SMTP configured, queues its delivery
 * (`delivery.ts`). Sending never waits for SMTP: a slow or failing mail server cannot fail or slow
 * the request that caused the mail. docs/notifications.md "Mail delivery".
 */
import { desc, eq } from 'drizzle-orm';
import type Nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { lazyPackage } from '../../lib/lazy.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { defineMailJobs, unsubscribeHeaders } from './delivery.ts';
import { renderMail } from './render.ts';
import type { MailRequest, MailSite } from './types.ts';

const nodemailer = lazyPackage<typeof Nodemailer>('nodemailer');

export { renderMail } from './render.ts';
export type {
  MailContent,
  MailKind,
  MailOf,
  MailParams,
  MailRequest,
  MailSite,
  NotificationMailKind,
  RenderedMail,
  SuggestedMember,
} from './types.ts';

/** An outbox row: the rendered mail, its headers and its delivery state. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Sends mail: always recorded in the outbox table; delivered over SMTP by a job when configured. */
export interface Mailer {
  /**
   * Render `mail` (greeting the recipient by `mail.name`, else by the profile name of the account
   * with address `to`), write its outbox row and queue its delivery; answers once the row exists
   * (before delivery). Delivery problems are never thrown: they are logged, kept on the row
   * (`error`) and retried. Throws only when rendering or the insert fails.
   */
  send(mail: MailRequest): Promise<void>;
  /** The newest outbox mails, newest first, optionally only to `to` (development page /dev/mail and tests). */
  recent(limit?: number, to?: string): Promise<OutboxMail[]>;
}

/** SMTP timeouts (ms): a mail server that hangs fails the attempt, which is retried. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Build the mailer and define its jobs (`mail-deliver`, `mail-sweep`) on `jobs`, before the queue
 * starts. `smtpUrl` unset keeps mail in the outbox only (development; shown at /dev/mail).
 * `site` answers the name, company and time zone the mails show; `recipientName` the profile name of
 * the account with an e-mail address (auth and members, wired in notifications/wiring.ts).
 */
export function createMailer(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  smtpUrl: string | undefined;
  from: string;
  site: () => Promise<MailSite>;
  /** The profile name of the account with e-mail address `to` (as given), or undefined when there is none. */
  recipientName: (to: string) => Promise<string | undefined>;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Counts the mails SMTP took or refused. */
  metrics?: Pick<Metrics, 'mail'> | undefined;
}): Mailer {
  const { db, clock } = deps;
  // nodemailer is loaded only when SMTP is configured (else mails stay in the outbox).
  const transport = deps.smtpUrl
    ? nodemailer().createTransport({ url: deps.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  const delivery = defineMailJobs({
    db,
    clock,
    jobs: deps.jobs,
    transport,
    from: deps.from,
    log: deps.log,
    metrics: deps.metrics,
  });
  return {
    async send(mail) {
      const name = mail.name ?? (await deps.recipientName(mail.to));
      const rendered = await renderMail(
        { ...mail, ...(name ? { name } : {}) },
        await deps.site(),
        clock.now(),
      );
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          kind: mail.kind,
          ...rendered,
          headers: mail.unsubscribeUrl ? unsubscribeHeaders(mail.unsubscribeUrl) : null,
          aboutUserIds: [...new Set(mail.about ?? [])],
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      if (!row) return;
      if (!transport) {
        deps.log.info({ to: mail.to, kind: mail.kind, link: mail.link }, 'mail kept in the outbox');
        return;
      }
      await delivery.queue(row.id);
    },
    recent(limit = 50, to) {
      const query = db.select().from(mailOutbox);
      return (to ? query.where(eq(mailOutbox.to, to)) : query).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
