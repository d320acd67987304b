import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  login,
  memberWith,
  testAppOfFile,
  testConfig,
} from '../../test/helpers.ts';
import { bearerMatches } from './mail-routes.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * SPEC §3 notifications_disabled, §4; API.md `POST /api/mail/unsubscribe` (RFC 8058 one-click,
 * no session, exempt from the Origin check) and `POST /api/mail/events` (the mail provider,
 * MAIL_EVENTS_SECRET); docs/notifications.md.
 */
const SECRET = 'mail-provider-shared-secret-1234';
const t = testAppOfFile({ config: { mailEventsSecret: SECRET } });

const EVIL = 'https://evil.example';

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'PUT' | 'POST', url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function disabledOf(userId: number): Promise<string[]> {
  const [row] = await t.database.db
    .select({ disabled: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.disabled ?? [];
}

describe('POST /api/mail/unsubscribe (RFC 8058 one-click)', () => {
  const url = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

  it('adds listunsubscribe with the token alone: no session, no Origin, once', async () => {
    const m = await buildMember(t);
    const token = unsubscribeToken(testConfig().sessionSecret, m.id);
    const answer = await t.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(await disabledOf(m.id)).toEqual(['listunsubscribe']);
    // Again, from a mail client posting multipart, or a cross-site page: still 200, listed once.
    const again = await t.app.inject({
      method: 'POST',
      url: url(token),
      headers: {
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
    const odd = await t.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([1, 2, 3]),
    });
    expect(odd.statusCode).toBe(200);
    expect(await disabledOf(m.id)).toEqual(['listunsubscribe']);
    // The member sees it on their account.
    const user = (await get('/api/user.php', await login(t, m.email))).json().user;
    expect(user.notifications_disabled).toEqual(['listunsubscribe']);
  });

  it('keeps other reasons and adds its own next to them', async () => {
    const m = await buildMember(t, { notificationsDisabled: ['bounce'] });
    const token = unsubscribeToken(testConfig().sessionSecret, m.id);
    expect((await t.app.inject({ method: 'POST', url: url(token) })).statusCode).toBe(200);
    expect(await disabledOf(m.id)).toEqual(['bounce', 'listunsubscribe']);
  });

  it('refuses a forged or malformed token with 400 unsubscribe_invalid and changes nothing', async () => {
    const m = await buildMember(t);
    const forged = unsubscribeToken('y'.repeat(32), m.id);
    const otherMember = unsubscribeToken(testConfig().sessionSecret, m.id + 1).replace(/^\d+/, String(m.id));
    for (const token of [forged, otherMember, `${m.id}`, 'nonsense', `${m.id}.${'A'.repeat(43)}`]) {
      const answer = await t.app.inject({ method: 'POST', url: url(token) });
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().error).toBe('unsubscribe_invalid');
      expect(answer.json().message).toMatch(/afmeldlink is ongeldig/);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await disabledOf(m.id)).toEqual([]);
  });

  it('is not unsubscribed by a GET (mail scanners follow links)', async () => {
    const m = await buildMember(t);
    const answer = await get(url(unsubscribeToken(testConfig().sessionSecret, m.id)));
    expect(answer.statusCode).toBe(404);
    expect(await disabledOf(m.id)).toEqual([]);
  });
});

describe('POST /api/mail/events (the mail provider)', () => {
  const events = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/mail/events', headers, payload: payload as object });
  const auth = { authorization: `Bearer ${SECRET}` };

  it('adds bounce and fbl by address, one event or a list; unknown addresses are ignored', async () => {
    const bounced = await memberWith(t, 0, { notificationsDisabled: [] });
    const complainer = await memberWith(t, 0);
    // A dismissed alert shows again when mail goes off for a new reason.
    await send('POST', '/api/notifications/dismiss', { what: 'mail_alert' }, bounced.cookie);
    const one = await events({ type: 'bounce', email: bounced.email.toUpperCase() }, auth);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ok: true });
    expect(await disabledOf(bounced.id)).toEqual(['bounce']);
    expect((await get('/api/notifications/state', bounced.cookie)).json().mail_alert_dismissed_at).toBeNull();

    const list = await events(
      [
        { type: 'complaint', email: complainer.email },
        { type: 'bounce', email: 'nobody-here@example.com' },
        { type: 'bounce', email: bounced.email },
      ],
      { ...auth, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    );
    expect(list.statusCode).toBe(200);
    expect(await disabledOf(complainer.id)).toEqual(['fbl']);
    expect(await disabledOf(bounced.id)).toEqual(['bounce']);
  });

  it('refuses a missing or wrong secret (403) and a bad body (400), changing nothing', async () => {
    const m = await buildMember(t);
    const body = { type: 'complaint', email: m.email };
    const refusals: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: SECRET },
    ];
    for (const headers of refusals) {
      const answer = await events(body, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('forbidden');
    }
    for (const bad of [{ type: 'delivered', email: m.email }, { email: m.email }, []]) {
      expect((await events(bad, auth)).statusCode).toBe(400);
    }
    expect(await disabledOf(m.id)).toEqual([]);
  });

  it('answers 404 when MAIL_EVENTS_SECRET is not set', async () => {
    const bare = await buildTestApp();
    try {
      const m = await buildMember(bare);
      const answer = await bare.app.inject({
        method: 'POST',
        url: '/api/mail/events',
        headers: { authorization: 'Bearer ' },
        payload: { type: 'bounce', email: m.email },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('not_found');
    } finally {
      await bare.close();
    }
  });
});

describe('bearerMatches', () => {
  it('takes exactly `Bearer <secret>`', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`bearer ${SECRET} `, SECRET)).toBe(true);
    for (const header of [undefined, '', SECRET, `Bearer ${SECRET}x`, `Basic ${SECRET}`, 'Bearer '])
      expect(bearerMatches(header, SECRET), String(header)).toBe(false);
  });
});
