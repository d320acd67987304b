/**
 * Mail over a real SMTP server (issue: notifications, "Tests that must exist"): every kind in Dutch
 * and English arrives with its HTML and text parts, notification kinds with RFC 8058 one-click
 * unsubscribe that works; a refusing server fails the delivery job, which pg-boss retries, while
 * the request that caused the mail answers at once.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, type TestApp } from '../../test/helpers.ts';
import { unsubscribeUrl } from '../notifications/unsubscribe-token.ts';
import { MAIL_JOBS } from './delivery.ts';
import { MAIL_KINDS, sampleMail } from './test-samples.ts';
import { rawHeader, recipient, startTestSmtp, type TestSmtp } from './test-smtp.ts';
import { type MailKind, NOTIFICATION_MAIL_KINDS } from './types.ts';

const PUBLIC_URL = 'https://amora.test';
const LANGUAGES = ['nl', 'en'] as const;
const isNotification = (kind: MailKind) => (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(kind);
const addressOf = (kind: MailKind, locale: string) => `${kind.replaceAll('_', '-')}.${locale}@example.com`;

let smtp: TestSmtp;
let t: TestApp;

/** The rows of `pgboss.job` of the mail-deliver queue: state and retry count. */
async function deliverJobs(): Promise<Array<{ state: string; retry_count: number }>> {
  const result = await t.database.raw(
    `select state, retry_count from pgboss.job where name = $1 order by created_on`,
    [MAIL_JOBS.deliver],
  );
  return Array.isArray(result) ? [] : (result.rows as Array<{ state: string; retry_count: number }>);
}

/** Run the due deliveries as a worker would; answers how many mails the SMTP server holds then. */
async function deliverQueued(): Promise<number> {
  await t.app.deps.jobs.runQueued(MAIL_JOBS.deliver);
  return smtp.received.length;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('every mail kind over SMTP, in Dutch and English', () => {
  const arrived = new Map<string, ParsedMail>();
  const unsubscribeUrls = new Set<string>();

  it('arrives once each, with subject, HTML and text in the language and the site name', async () => {
    const members = {
      nl: await buildMember(t, { language: 'nl' }),
      en: await buildMember(t, { language: 'en' }),
    };
    const ids: number[] = [];
    for (const kind of MAIL_KINDS) {
      for (const locale of LANGUAGES) {
        const url = unsubscribeUrl(PUBLIC_URL, t.app.deps.config.sessionSecret, members[locale].id);
        const to = addressOf(kind, locale);
        await t.app.deps.mailer.send(
          sampleMail(kind, { to, locale, publicUrl: PUBLIC_URL, unsubscribeUrl: url }),
        );
        const [row] = await t.app.deps.mailer.recent(1, to);
        if (row) ids.push(row.id);
      }
    }
    expect(ids).toHaveLength(MAIL_KINDS.length * 2);
    expect(smtp.connections).toBe(0); // sending only queued them
    await expect.poll(() => deliverQueued(), { timeout: 10_000 }).toBe(ids.length);

    for (const mail of smtp.received) arrived.set(recipient(mail) ?? '', mail);
    expect(arrived.size).toBe(ids.length);
    for (const kind of MAIL_KINDS) {
      const subjects = new Set<string>();
      for (const locale of LANGUAGES) {
        const to = addressOf(kind, locale);
        const mail = arrived.get(to);
        const [row] = await t.app.deps.mailer.recent(1, to);
        expect(row?.sentAt, to).toEqual(t.clock.now());
        expect(mail?.subject, to).toBe(row?.subject);
        subjects.add(mail?.subject ?? '');
        expect(mail?.from?.value[0]).toMatchObject({ name: 'Amora', address: 'noreply@amora.test' });
        expect(mail?.html || '', to).toContain(`lang="${locale}"`);
        expect(mail?.html || '', to).toContain('Amora');
        expect(mail?.text, to).toMatch(/^Amora\n/);
        expect(mail?.text, to).toContain(
          locale === 'nl' ? 'Groeten van het team van Amora' : 'Best wishes from the Amora team',
        );
        const listUnsubscribe = mail ? rawHeader(mail, 'List-Unsubscribe') : undefined;
        if (isNotification(kind)) {
          expect(listUnsubscribe, to).toMatch(
            /^<https:\/\/amora\.test\/api\/mail\/unsubscribe\?token=[^>\s]+>$/,
          );
          expect(mail && rawHeader(mail, 'List-Unsubscribe-Post'), to).toBe('List-Unsubscribe=One-Click');
          expect(mail?.text, to).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
          unsubscribeUrls.add(listUnsubscribe?.slice(1, -1) ?? '');
        } else {
          expect(listUnsubscribe, to).toBeUndefined();
        }
      }
      expect(subjects.size, kind).toBe(2);
    }
    expect(arrived.get(addressOf('like', 'nl'))?.subject).toBe('Bram vindt je leuk!');
    expect(arrived.get(addressOf('like', 'en'))?.subject).toBe('Bram likes you!');
    expect(arrived.get(addressOf('password_changed', 'nl'))?.subject).toBe(
      'Je wachtwoord bij Amora is gewijzigd',
    );
    expect(arrived.get(addressOf('new_message', 'en'))?.html).toContain('Anna &lt;3');
    expect(unsubscribeUrls.size).toBe(2); // one member per language
  });

  // Last: the route is the notifications module's (POST /api/mail/unsubscribe, API.md).
  it('carries a one-click unsubscribe URL that answers 200 to the RFC 8058 POST', async () => {
    expect(unsubscribeUrls.size).toBe(2);
    for (const url of unsubscribeUrls) {
      const { pathname, search } = new URL(url);
      const answer = await t.app.inject({
        method: 'POST',
        url: `${pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });
});

describe('a mail server that refuses', () => {
  it('fails the delivery job, which is retried, while the request answers at once', async () => {
    const member = await buildMember(t);
    smtp.refuse = true;
    const before = smtp.received.length;
    const connectionsBefore = smtp.connections;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(200);
    // The request answered without talking to the mail server: no connection was made for it.
    expect(smtp.connections).toBe(connectionsBefore);
    const [row] = await t.app.deps.mailer.recent(1, member.email);
    expect(row).toMatchObject({ kind: 'password_reset', sentAt: null, attempts: 0 });
    if (!row) throw new Error('no outbox row');

    // The queued delivery runs and fails: the error is kept, the claim given back, pg-boss retries.
    await expect
      .poll(async () => (await t.app.deps.jobs.runQueued(MAIL_JOBS.deliver)) > 0, { timeout: 10_000 })
      .toBe(true);
    const [failed] = await t.app.deps.mailer.recent(1, member.email);
    expect(failed).toMatchObject({ sentAt: null, sendingAt: null, attempts: 1 });
    expect(failed?.error).toMatch(/550/);
    expect((await deliverJobs()).filter((job) => job.state === 'retry')).toHaveLength(1);

    // The server accepts again; the retry, made due now instead of in 30 s, delivers it once.
    smtp.refuse = false;
    await t.database.raw(
      `update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'retry'`,
      [MAIL_JOBS.deliver],
    );
    await expect.poll(() => deliverQueued(), { timeout: 10_000 }).toBe(before + 1);
    expect(recipient(smtp.received[before] as ParsedMail)).toBe(member.email);
    const [sent] = await t.app.deps.mailer.recent(1, member.email);
    expect(sent).toMatchObject({ attempts: 2, sendingAt: null });
    expect(sent?.sentAt).toEqual(t.clock.now());
    const jobs = await deliverJobs();
    expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    expect(jobs.some((job) => job.retry_count === 1)).toBe(true);
  });
});
