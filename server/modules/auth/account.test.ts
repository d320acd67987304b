import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMember,
  buildTestApp,
  lastMail,
  login,
  loginOverHttp,
  PASSWORD,
  type TestApp,
  userRow,
} from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Tulpen-Molen-Kaas-77';
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });

describe('POST /api/password-reset', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const member = await buildMember(t);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: member.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'onbekend@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await lastMail(t, member.email);
    expect(mail.subject).toBe('Nieuw wachtwoord instellen bij Amora');
    expect(mail.text).toContain('30 minuten');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\/do\?token=[\w-]{43}$/);
    await expect(lastMail(t, 'onbekend@example.com')).rejects.toThrow();
  });

  it('sets the new password once, ends every session, and refuses the used link', async () => {
    const member = await buildMember(t);
    const sessionA = await login(t, member.email);
    const sessionB = await login(t, member.email);
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: member.email } });
    const token = tokenOf((await lastMail(t, member.email)).link);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token, password: 'welkom01' },
    });
    expect(weak.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(done.json()).toEqual({ ok: true });
    expect((await me(sessionA)).json()).toEqual({ user: null });
    expect((await me(sessionB)).json()).toEqual({ user: null });
    expect(typeof (await loginOverHttp(t, member.email, NEW_PASSWORD))).toBe('string');
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token, password: 'Nog-Een-Ander-Wachtwoord-9' },
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      error: 'link_expired',
      message: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    });
  });

  it('accepts the link for 30 minutes and no longer', async () => {
    const member = await buildMember(t);
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: member.email } });
    const early = tokenOf((await lastMail(t, member.email)).link);
    t.clock.advance(29 * 60);
    const inTime = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token: early, password: NEW_PASSWORD },
    });
    expect(inTime.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: member.email } });
    const late = tokenOf((await lastMail(t, member.email)).link);
    t.clock.advance(30 * 60 + 1);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token: late, password: 'Nog-Een-Ander-Wachtwoord-9' },
    });
    expect(expired.statusCode).toBe(410);
  });

  it('sends at most 3 reset mails per account per hour', async () => {
    const member = await buildMember(t);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: member.email } });
    }
    const mails = await t.app.deps.mailer.recent(10, member.email);
    expect(mails).toHaveLength(3);
  });
});

describe('PUT /api/account/password', () => {
  it('refuses different new passwords and a wrong old password with the SPEC texts', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const differ = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: { old_password: PASSWORD, password: NEW_PASSWORD, password_repeat: `${NEW_PASSWORD}x` },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().fields).toEqual({ password_repeat: 'De opgegeven wachtwoorden zijn niet gelijk.' });
    const wrongOld = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: { old_password: 'Niet-Het-Oude-1', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
    });
    expect(wrongOld.json().fields).toEqual({ old_password: 'Controleer je oude wachtwoord.' });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const member = await buildMember(t);
    const other = await login(t, member.email);
    const cookie = await login(t, member.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: { old_password: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
    });
    expect(response.json()).toEqual({ ok: true });
    expect((await me(cookie)).json().user.id).toBe(member.id);
    expect((await me(other)).json()).toEqual({ user: null });
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: member.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
  });
});

describe('POST /api/account/email and /api/mail-change/do', () => {
  it('refuses an invalid or taken address with the SPEC texts', async () => {
    const member = await buildMember(t);
    const taken = await buildMember(t);
    const cookie = await login(t, member.email);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { cookie },
      payload: { email: 'geen-adres' },
    });
    expect(invalid.json().fields).toEqual({ email: 'Nieuw e-mailadres invalide.' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { cookie },
      payload: { email: taken.email },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Dit e-mailadres heeft al een account op deze site.');
  });

  it('changes the address only after the link sent to the new address is followed', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const next = `nieuw.${member.email}`;
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { cookie },
      payload: { email: next.toUpperCase() },
    });
    expect(request.json()).toEqual({ ok: true });
    expect((await userRow(t, member.email))?.email).toBe(member.email);
    const notice = await lastMail(t, member.email);
    expect(notice.text).toContain(next);
    const confirm = await lastMail(t, next);
    expect(confirm.link).toMatch(/\/mail-change\/do\?token=/);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change/do',
      payload: { token: tokenOf(confirm.link) },
    });
    expect(done.json()).toEqual({ ok: true });
    expect(await userRow(t, member.email)).toBeUndefined();
    expect(typeof (await loginOverHttp(t, next))).toBe('string');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change/do',
      payload: { token: tokenOf(confirm.link) },
    });
    expect(again.statusCode).toBe(410);
  });
});
