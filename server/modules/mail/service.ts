import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { translator } from '../../lib/i18n.ts';

/** The mails the site sends; each has i18n keys `mail.<kind>.{subject,intro,button,outro}`. */
export type MailKind =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'email_change_notice'
  | 'reactivation'
  | 'complaint_received';

/** One mail to send: recipient, kind, language, the link behind its button and interpolations. */
export interface MailRequest {
  to: string;
  kind: MailKind;
  locale: string;
  link?: string;
  params?: Record<string, string | number>;
}

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Sends mail: always recorded in the outbox table; delivered over SMTP when configured. */
export interface Mailer {
  /** Render and send. Never throws for delivery problems (they are logged and kept in the outbox). */
  send(mail: MailRequest): Promise<void>;
  /** The newest outbox mails, newest first (development page /dev/mail and tests). */
  recent(limit?: number, to?: string): Promise<Array<typeof mailOutbox.$inferSelect>>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Render a mail in the member's language as HTML and plain text. Member-supplied values
 * (names) are escaped in the HTML.
 */
export function renderMail(mail: MailRequest, siteName: string): RenderedMail {
  const t = translator(mail.locale);
  const params = { site: siteName, ...mail.params };
  const subject = t(`mail.${mail.kind}.subject`, params);
  const intro = t(`mail.${mail.kind}.intro`, params);
  const outro = t(`mail.${mail.kind}.outro`, params);
  const greeting = t('mail.greeting', params);
  const signature = t('mail.signature', params);
  const button = mail.link ? t(`mail.${mail.kind}.button`, params) : '';
  const text = [greeting, '', intro, '', mail.link ? `${button}: ${mail.link}` : '', '', outro, '', signature]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(mail.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:24px;font-weight:bold;color:#d6246e;padding-bottom:16px">${escapeHtml(siteName)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
${mail.link ? `<p style="padding:16px 0"><a href="${escapeHtml(mail.link)}" style="background:#d6246e;color:#ffffff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p><p style="font-size:13px;color:#6c757d;word-break:break-all">${escapeHtml(mail.link)}</p>` : ''}
<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, html, text };
}

/** Build the mailer. `smtpUrl` unset keeps mail in the outbox only (development). */
export function createMailer(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  siteName: string;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}): Mailer {
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const rendered = renderMail(mail, deps.siteName);
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({ to: mail.to, kind: mail.kind, ...rendered })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        deps.log.info({ to: mail.to, kind: mail.kind, link: mail.link }, 'mail kept in the outbox');
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, to: mail.to, ...rendered });
        if (row)
          await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        deps.log.error({ err: error, to: mail.to, kind: mail.kind }, 'mail delivery failed');
        if (row) {
          await deps.db
            .update(mailOutbox)
            .set({ error: String(error) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    },
    recent(limit = 50, to) {
      const query = deps.db.select().from(mailOutbox);
      return (to ? query.where(eq(mailOutbox.to, to)) : query).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
