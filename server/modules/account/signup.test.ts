import en from '@common/locales/en.json' with { type: 'json' };
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema/index.ts';
import { buildTestApp, lastMail, PASSWORD, type TestApp, userRow } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  email: `nieuw${++n}@example.com`,
  name: `Eva${n}`,
  password: PASSWORD,
  date_of_birth: '1995-04-20',
  gender: 'female',
  looking_for: 'male',
  ...overrides,
});
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const signup = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/signup', payload, headers });

describe('POST /api/signup', () => {
  it('creates a not_confirmed account with a 30-day HttpOnly session and mails the activation link', async () => {
    const payload = body({ tracking: { network: 'adnet', ref: 'r1', sub1: 's1' } });
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: payload.email,
      status: 'not_confirmed',
      credits: 30,
      paid_user: false,
      language: 'nl',
      notifications_disabled: [],
      profile: { name: payload.name, country: 'NL', status: 'active', main_image: null },
    });
    const cookie = response.cookies.find((c) => c.name === 'auth.session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 86_400, path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const mail = await lastMail(t, payload.email);
    expect(mail.subject).toBe('Bevestig je e-mailadres bij Amora');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/activate\?token=[\w-]{43}$/);
    expect(mail.html).toContain('E-mailadres bevestigen');
    const row = await userRow(t, payload.email);
    expect(row?.tracking).toEqual({ network: 'adnet', ref: 'r1', sub1: 's1' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // signup_credits (30) once, booked in the credit ledger.
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[30, 'signup_bonus']]);
  });

  it('refuses an invalid e-mail with "Ongeldige e-mail" and creates nothing', async () => {
    const before = await userCount();
    const response = await signup(body({ email: 'geen-adres' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { email: 'Ongeldige e-mail' } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a name equal to the e-mail address or starting with @', async () => {
    const same = await signup(body({ email: 'kees@example.com', name: 'kees@example.com' }));
    expect(same.json().fields.name).toBe('Je profielnaam moet anders zijn dan je e-mailadres.');
    const local = await signup(body({ email: 'kees@example.com', name: 'Kees' }));
    expect(local.json().fields.name).toBe('Je profielnaam moet anders zijn dan je e-mailadres.');
    const at = await signup(body({ name: '@kees' }));
    expect(at.json().fields.name).toBe('Je profielnaam mag niet met @ beginnen.');
  });

  it('asks for a birth date of at least the minimum age from the settings', async () => {
    // The clock stands at 2026-03-01: born 2008-03-02 is one day short of 18.
    const young = await signup(body({ date_of_birth: '2008-03-02' }));
    expect(young.statusCode).toBe(400);
    expect(young.json().fields.date_of_birth).toBe('Vul uw geboortedatum in (18+ jaar)');
    const exactly = await signup(body({ date_of_birth: '2008-03-01' }));
    expect(exactly.statusCode).toBe(201);
    await t.app.deps.settings.update('default', { min_age: 21 });
    const under21 = await signup(body({ date_of_birth: '2006-01-01' }));
    expect(under21.json().fields.date_of_birth).toBe('Vul uw geboortedatum in (21+ jaar)');
    await t.app.deps.settings.update('default', { min_age: 18 });
  });

  it("asks for the birth date when none is given, in the SPEC §5 words and in the member's language", async () => {
    for (const date of ['', '   ', undefined]) {
      const response = await signup(body({ date_of_birth: date as string }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.date_of_birth).toBe('Vul uw geboortedatum in (18+ jaar)');
    }
    const english = await signup(body({ date_of_birth: '' }), { cookie: 'locale=en' });
    expect(english.json().fields.date_of_birth).toBe('Enter your date of birth (18+ years)');
  });

  it('refuses a date that does not exist or lies in the future with "Ongeldige geboortedatum."', async () => {
    for (const date of ['2001-02-30', '20-01-2001', '2030-01-01']) {
      const response = await signup(body({ date_of_birth: date }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.date_of_birth).toBe('Ongeldige geboortedatum.');
    }
  });

  it('refuses short and common passwords with a clear text', async () => {
    const short = await signup(body({ password: 'Ab1!x' }));
    expect(short.json().fields.password).toBe('Je wachtwoord moet minstens 8 tekens hebben.');
    for (const password of ['password1', 'wachtwoord2024', 'qwertyuiop']) {
      const weak = await signup(body({ password }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields.password).toMatch(/^Dit wachtwoord is te makkelijk te raden/);
    }
  });

  it('answers a known e-mail (in any case) with 409 email_taken', async () => {
    const first = body();
    expect((await signup(first)).statusCode).toBe(201);
    const again = await signup(body({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'email_taken',
      message: 'Dit e-mailadres heeft al een account op deze site.',
    });
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const payload = body();
    const answers = await Promise.all([signup(payload), signup(payload), signup(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('enforces the signups setting: with_trafficsource needs a traffic source, other closes signup', async () => {
    await t.app.deps.settings.update('default', { signups: 'with_trafficsource' });
    const without = await signup(body());
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({
      error: 'signups_closed',
      message:
        'Aanmelden is op dit moment niet mogelijk. Probeer het later opnieuw of neem contact op met de klantenservice.',
    });
    const withCookie = await signup(body(), { cookie: 'tracking=%7B%22network%22%3A%22x%22%7D' });
    expect(withCookie.statusCode).toBe(201);
    const withParams = await signup(body({ tracking: { network: 'partner' } }));
    expect(withParams.statusCode).toBe(201);
    await t.app.deps.settings.update('default', { signups: 'other' });
    expect((await signup(body(), { cookie: 'tracking=x' })).statusCode).toBe(403);
    await t.app.deps.settings.update('default', { signups: 'all' });
  });

  it('answers in English and mails in English for a visitor who chose English', async () => {
    const payload = body();
    const bad = await signup({ ...payload, email: 'nope' }, { cookie: 'locale=en' });
    expect(bad.json().fields.email).toBe(en.validation.email_invalid);
    expect(bad.json().fields.email).not.toBe('Ongeldige e-mail');
    const ok = await signup(payload, { cookie: 'locale=en' });
    expect(ok.json().user.language).toBe('en');
    const mail = await lastMail(t, payload.email);
    expect(mail.subject).toBe(en.mail.activation.subject.replace('{{site}}', 'Amora'));
  });
});

describe('activation', () => {
  it('confirms the account through the mailed link; an unknown link goes to /activate/error', async () => {
    const payload = body();
    await signup(payload);
    const { link } = await lastMail(t, payload.email);
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/activate/done');
    expect((await userRow(t, payload.email))?.status).toBe('confirmed');
    // Opened again (say a mail scanner opened it first): still done, nothing changes.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe('/activate/done');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/activate?token=nope' });
    expect(bogus.headers.location).toBe('/activate/error');
  });

  it('sends a new activation mail on request; the old and new links both confirm only once', async () => {
    const payload = body();
    const response = await signup(payload);
    const cookie = `auth.session=${response.cookies.find((c) => c.name === 'auth.session')?.value}`;
    const first = await lastMail(t, payload.email);
    const resend = await t.app.inject({ method: 'POST', url: '/api/activation/resend', headers: { cookie } });
    expect(resend.json()).toEqual({ ok: true });
    const second = await lastMail(t, payload.email);
    expect(second.link).not.toBe(first.link);
    const url = new URL(second.link ?? '');
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).headers.location).toBe(
      '/activate/done',
    );
  });

  it('expires the activation link after 7 days', async () => {
    const payload = body();
    await signup(payload);
    const url = new URL((await lastMail(t, payload.email)).link ?? '');
    t.clock.advance(7 * 86_400 + 1);
    const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(response.headers.location).toBe('/activate/error');
    expect((await userRow(t, payload.email))?.status).toBe('not_confirmed');
  });
});
