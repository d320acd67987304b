import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { renderMail } from './service.ts';

describe('renderMail', () => {
  it('renders HTML and plain text in the member language, escaping what members typed', () => {
    const nl = renderMail(
      {
        to: 'a@example.com',
        kind: 'email_change_notice',
        locale: 'nl',
        params: { email: '<b>x</b>@example.com' },
      },
      'Amora',
    );
    expect(nl.subject).toBe('Je e-mailadres bij Amora wordt gewijzigd');
    expect(nl.text).toContain('<b>x</b>@example.com');
    expect(nl.html).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
    expect(nl.html).not.toContain('<b>x</b>');
    const de = renderMail(
      { to: 'a@example.com', kind: 'activation', locale: 'de', link: 'http://x/y' },
      'Amora',
    );
    expect(de.subject).not.toBe(renderMail({ to: 'a', kind: 'activation', locale: 'nl' }, 'Amora').subject);
    expect(de.html).toContain('href="http://x/y"');
    expect(de.text).toContain('http://x/y');
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
