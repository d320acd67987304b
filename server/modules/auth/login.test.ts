import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/accounts.ts';
import {
  buildMember,
  buildTestApp,
  loginOverHttp,
  PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '10.0.0.1', cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/user.php (login)', () => {
  it('logs in with the right password and answers the SPEC §3 user', async () => {
    const member = await buildMember(t, { name: 'Anouk' });
    const response = await attempt(member.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'credits',
        'email',
        'fictional_icon',
        'id',
        'language',
        'notifications_disabled',
        'paid_user',
        'profile',
        'role',
        'signup_date',
        'status',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: member.id,
      status: 'confirmed',
      profile: { name: 'Anouk', country: 'NL' },
    });
    expect(user.signup_date).toBe('2026-03-01T10:00:00.000Z');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json().user.id).toBe(member.id);
  });

  it('answers "Login mislukt, probeer opnieuw" for a wrong password and for an unknown address alike', async () => {
    const member = await buildMember(t);
    const wrong = await attempt(member.email, 'Verkeerd-Wachtwoord-1');
    const unknown = await attempt('niemand@example.com', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    }
  });

  it('blocks the account for this address for 15 minutes after 5 failures, with the minutes', async () => {
    const member = await buildMember(t);
    for (let i = 0; i < 4; i++) {
      expect((await attempt(member.email, `fout-${i}-Wachtwoord`)).statusCode).toBe(401);
    }
    const fifth = await attempt(member.email, 'fout-5-Wachtwoord');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'login_blocked',
      message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.',
      minutes: 15,
    });
    // Even the right password is refused while blocked.
    const right = await attempt(member.email, PASSWORD);
    expect(right.statusCode).toBe(429);
    t.clock.advance(10 * 60);
    expect((await attempt(member.email, PASSWORD)).json()).toMatchObject({
      minutes: 5,
      message: 'Te veel foute pogingen, account voor 5 min geblokkeerd.',
    });
    // Nobody elsewhere is locked out by these failures.
    expect((await attempt(member.email, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    t.clock.advance(5 * 60);
    expect((await attempt(member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('follows the block minutes and attempts from the settings', async () => {
    await t.app.deps.settings.update('default', { login_max_attempts: 3, login_block_minutes: 30 });
    const member = await buildMember(t);
    await attempt(member.email, 'fout-a-Wachtwoord');
    await attempt(member.email, 'fout-b-Wachtwoord');
    const third = await attempt(member.email, 'fout-c-Wachtwoord');
    expect(third.json()).toMatchObject({ error: 'login_blocked', minutes: 30 });
    await t.app.deps.settings.update('default', { login_max_attempts: 5, login_block_minutes: 15 });
  });

  it('rotates the session at login: the previous session of the browser ends', async () => {
    const member = await buildMember(t);
    const first = await loginOverHttp(t, member.email);
    const second = sessionCookie(await attempt(member.email, PASSWORD, '10.0.0.1', first));
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: first } });
    expect(old.json()).toEqual({ user: null });
  });

  it('refuses banned accounts and tells deleted accounts how to reactivate', async () => {
    const banned = await buildMember(t, { status: 'banned' });
    expect((await attempt(banned.email, PASSWORD)).json().error).toBe('account_banned');
    const deleted = await buildMember(t, { status: 'deleted' });
    const response = await attempt(deleted.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('account_deleted');
  });
});

describe('GET /api/logout.php and sessions', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const member = await buildMember(t);
    const cookie = await loginOverHttp(t, member.email);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie, 'x-request-type': 'client' },
    });
    expect(out.json()).toEqual({ ok: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
  });

  it('answers 403 authentication_required on a member route without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/activation/resend' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'authentication_required',
      message: 'Log in om verder te gaan.',
    });
  });

  it('expires sessions after 30 days', async () => {
    const member = await buildMember(t);
    const cookie = await loginOverHttp(t, member.email);
    t.clock.advance(30 * 86_400 + 1);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
  });
});

describe('PUT /api/user.php (language)', () => {
  it('saves the language; later answers and mails use it', async () => {
    const member = await buildMember(t);
    const cookie = await loginOverHttp(t, member.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(response.json().user.language).toBe('de');
    expect(response.cookies.find((c) => c.name === 'locale')).toMatchObject({
      value: 'de',
      maxAge: 365 * 86_400,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: { old_password: 'x', password: 'a', password_repeat: 'b' },
    });
    expect(bad.json().message).not.toBe('Controleer de gemarkeerde velden.');
    const unsupported = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'xx' },
    });
    expect(unsupported.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits logins per address to 20 a minute', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        login: { max: 20, timeWindow: '1 minute' },
        signup: { max: 10, timeWindow: '1 hour' },
        reset: { max: 5, timeWindow: '1 minute' },
      },
    });
    // A fresh address: with REDIS_URL the counters outlive a test run.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/user.php',
          payload: { email: `x${i}@example.com`, password: 'whatever-123' },
          remoteAddress: ip,
        });
        codes.push(r.statusCode);
        if (i === 20) {
          expect(r.json()).toEqual({
            error: 'rate_limited',
            message: 'Te veel pogingen in korte tijd. Wacht even en probeer het opnieuw.',
          });
        }
      }
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes[20]).toBe(429);
      const last = await limited.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: 'x@example.com' },
        remoteAddress: ip,
      });
      expect(last.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/user.php?push=1', () => {
  const subscription = {
    endpoint: 'https://push.example.com/send/abc123',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };

  it('keeps the subscription once per endpoint for the signed-in member', async () => {
    const member = await buildMember(t);
    const cookie = await loginOverHttp(t, member.email);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { cookie },
        payload: { subscription },
      });
      expect(response.json()).toEqual({ ok: true });
    }
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keys).toEqual(subscription.keys);
  });

  it('needs a session and a well-formed subscription', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription },
    });
    expect(anonymous.statusCode).toBe(403);
    const member = await buildMember(t);
    const cookie = await loginOverHttp(t, member.email);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: { subscription: { endpoint: 'not a url', keys: {} } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
