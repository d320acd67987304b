import { LOCALES } from '@common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, type TestApp } from '../../test/helpers.ts';
import { MAIL_JOBS } from './delivery.ts';
import { renderMail } from './service.ts';
import { previewOf } from './templates/activity.tsx';
import { unsubscribePage } from './templates/index.tsx';
import { MAIL_KINDS, type SampleTarget, sampleMail } from './test-samples.ts';
import { NOTIFICATION_MAIL_KINDS } from './types.ts';

const site = {
  name: 'Amora',
  company: { name: 'Amora B.V.', address: 'Herengracht 100', city: '1015 BS Amsterdam', kvk: '12345678' },
  timeZone: 'Europe/Amsterdam',
};
const target = (locale: string): SampleTarget => ({
  to: 'a@example.com',
  locale,
  publicUrl: 'https://amora.test',
  unsubscribeUrl: 'https://amora.test/api/mail/unsubscribe?token=12.abc',
});
const isNotification = (kind: string) => (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(kind);

describe('renderMail', () => {
  it('renders HTML and plain text in the member language, escaping what members typed', async () => {
    const nl = await renderMail(
      {
        to: 'a@example.com',
        kind: 'email_change_notice',
        locale: 'nl',
        params: { email: '<b>x</b>@example.com' },
      },
      site,
    );
    expect(nl.subject).toBe('Je e-mailadres bij Amora wordt gewijzigd');
    expect(nl.text).toContain('<b>x</b>@example.com');
    expect(nl.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(nl.html).not.toContain('<b>x</b>');
    expect(nl.html).toContain('<html dir="ltr" lang="nl">');
    const de = await renderMail(
      { to: 'a@example.com', kind: 'activation', locale: 'de', link: 'http://x/y' },
      site,
    );
    const dutch = await renderMail({ to: 'a', kind: 'activation', locale: 'nl', link: 'http://x/y' }, site);
    expect(de.subject).toBe('Bestätige deine E-Mail-Adresse bei Amora');
    expect(dutch.subject).toBe('Bevestig je e-mailadres bij Amora');
    expect(de.html).toContain('href="http://x/y"');
    // The first link of the text is the button's (tests and members copy it from there).
    expect(de.text.match(/https?:\/\/\S+/)?.[0]).toBe('http://x/y');
    const unknown = await renderMail({ to: 'a', kind: 'activation', locale: 'xx', link: 'http://x/y' }, site);
    expect(unknown.subject).toBe(dutch.subject);
  });

  it.each(MAIL_KINDS)('renders %s in all seven languages with every text translated', async (kind) => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = sampleMail(kind, target(locale));
      const { subject, html, text } = await renderMail(mail, site);
      subjects.add(subject);
      for (const part of [subject, text]) {
        expect(part).not.toMatch(/\{\{|mail\.\w+\.|undefined|NaN|\[object/);
      }
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain('#d6246e');
      expect(text.startsWith('Amora')).toBe(true);
      expect(text).toContain('Amora B.V. · Herengracht 100, 1015 BS Amsterdam');
      if (mail.link) expect(text).toContain(mail.link);
      // The first link of the text is the button's, but in the weekly update (the members come first).
      if (mail.link && kind !== 'weekly_update') expect(text.match(/https?:\/\/\S+/)?.[0]).toBe(mail.link);
      const footerLink = 'https://amora.test/unsubscribe?token=12.abc';
      if (isNotification(kind)) {
        expect(html).toContain(`href="${footerLink}"`);
        expect(text).toContain(footerLink);
        expect(html).toContain('href="https://amora.test/notifications"');
      } else {
        expect(html).not.toContain('/unsubscribe?token=');
      }
    }
    expect(subjects.size).toBe(LOCALES.length);
  });

  it.each(MAIL_KINDS)('greets the recipient of %s by name in all seven languages', async (kind) => {
    const greetings = new Set<string>();
    for (const locale of LOCALES) {
      const { html, text } = await renderMail(
        { ...sampleMail(kind, target(locale)), name: 'Eva & <Co>' },
        site,
      );
      const line = text.split('\n').find((l) => l.includes('Eva & <Co>'));
      expect(line, `${kind} ${locale}`).toBeDefined();
      greetings.add(line ?? '');
      expect(html).toContain('Eva &amp; &lt;Co&gt;');
    }
    expect(greetings.size).toBeGreaterThan(3);
    const nl = await renderMail({ ...sampleMail(kind, target('nl')), name: 'Eva' }, site);
    expect(nl.text).toContain('Hallo Eva,');
    const nameless = await renderMail(sampleMail(kind, target('nl')), site);
    expect(nameless.text).toContain('Hallo,');
  });

  it('formats money and dates for the language, and shows at most 6 suggested members', async () => {
    const receipt = (locale: string) => renderMail(sampleMail('payment_receipt', target(locale)), site);
    expect((await receipt('nl')).text).toMatch(/Bedrag\s+€\s19,95/);
    expect((await receipt('nl')).text).toMatch(/Datum\s+1 maart 2026/);
    expect((await receipt('en')).text).toMatch(/Amount\s+€19\.95/);
    expect((await receipt('de')).text).toMatch(/Betrag\s+19,95\s€/);
    expect((await receipt('nl')).text).toContain('1.250 credits');
    const weekly = await renderMail(sampleMail('weekly_update', target('nl')), site);
    expect(weekly.text).toContain('Lid 6');
    expect(weekly.text).not.toContain('Lid 7');
    expect(weekly.text).toContain('31 jaar · Utrecht');
    const promotion = await renderMail(sampleMail('promotion', target('fr')), site);
    expect(promotion.text).toContain('VOORJAAR25');
    expect(promotion.text).toContain('31 mars 2026');
    const reminder = await renderMail(
      { ...sampleMail('unread_message_reminder', target('pl')), params: { count: 5 } } as never,
      site,
    );
    expect(reminder.subject).toBe('Masz 5 nieprzeczytanych wiadomości w Amora');
  });

  it('quotes the start of a message, cut at a word', () => {
    expect(previewOf('  Hoi\n\nhoe  gaat het? ')).toBe('Hoi hoe gaat het?');
    const long = previewOf(`${'woord '.repeat(40)}einde`);
    expect(long.length).toBeLessThanOrEqual(141);
    expect(long.endsWith('woord…')).toBe(true);
    expect(previewOf(undefined)).toBe('');
  });

  it('links the footer to the unsubscribe page on the same host with the same token', () => {
    expect(unsubscribePage('https://amora.test/api/mail/unsubscribe?token=12.a-b_c')).toEqual({
      unsubscribe: 'https://amora.test/unsubscribe?token=12.a-b_c',
      preferences: 'https://amora.test/notifications',
    });
  });
});

describe('the mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps each mail in the outbox with its unsubscribe headers, and queues nothing', async () => {
    await t.app.deps.mailer.send(sampleMail('like', { ...target('en'), to: 'liked@example.com' }));
    await t.app.deps.mailer.send(sampleMail('activation', { ...target('nl'), to: 'new@example.com' }));
    const [like] = await t.app.deps.mailer.recent(1, 'liked@example.com');
    expect(like).toMatchObject({ kind: 'like', subject: 'Bram likes you!', sentAt: null, attempts: 0 });
    expect(like?.headers).toEqual({
      'List-Unsubscribe': '<https://amora.test/api/mail/unsubscribe?token=12.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(like?.createdAt).toEqual(t.clock.now());
    const [activation] = await t.app.deps.mailer.recent(1, 'new@example.com');
    expect(activation?.headers).toBeNull();
    // No account has that address: greeted without a name.
    expect(activation?.text).toContain('Hallo,');
    const jobs = await t.database.raw(`select count(*)::int as n from pgboss.job where name = $1`, [
      MAIL_JOBS.deliver,
    ]);
    expect(Array.isArray(jobs) ? null : jobs.rows[0]).toEqual({ n: 0 });
  });
});

describe('the mailer greets members by their profile name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds the name by the address when the caller gives none, in the mail language', async () => {
    const member = await buildMember(t, { name: 'Sanne' });
    await t.app.deps.mailer.send(sampleMail('password_changed', { ...target('nl'), to: member.email }));
    await t.app.deps.mailer.send(sampleMail('like', { ...target('de'), to: member.email }));
    const [like, changed] = await t.app.deps.mailer.recent(2, member.email);
    expect(changed?.text).toContain('Hallo Sanne,');
    expect(like?.text).toContain('Hallo Sanne,');
    expect(changed?.text).not.toMatch(/Hallo,/);
  });
});

describe('GET /dev/mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the outbox with local links outside production', async () => {
    await t.app.deps.mailer.send({
      to: 'x@example.com',
      kind: 'activation',
      locale: 'nl',
      link: 'http://localhost:3000/api/activate?token=abc',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="/api/activate?token=abc">');
    t.app.deps.config.env = 'production';
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    t.app.deps.config.env = 'test';
  });
});
