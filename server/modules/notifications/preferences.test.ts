import { DEFAULT_NOTIFICATION_PREFERENCES } from '@common/schemas/notifications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences, notificationSends, users } from '../../db/schema/index.ts';
import { memberWith, testAppOfFile } from '../../test/helpers.ts';
import { allows, forgetNotifications, preferencesOf } from './preferences.ts';

/**
 * SPEC §2 /notifications, §3 kinds, §4 dismissals; API.md `GET/PUT /api/notifications` and the
 * state, dismiss and mail/enable routes; the owner-API and the purge helper (docs/notifications.md).
 * The mail callbacks (unsubscribe, provider events) are in mail-routes.test.ts.
 */
const t = testAppOfFile();

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

describe('GET/PUT /api/notifications', () => {
  it('answers the documented defaults: marketing kinds off until the member opts in', async () => {
    const m = await memberWith(t, 0);
    const answer = await get('/api/notifications', m.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    for (const kind of ['promotions', 'weekly_updates', 'news'] as const)
      expect(answer.json()[kind]).toEqual({ mail: false, push: false });
  });

  it('saves a subset: `{kind: false}` turns both channels off, `{kind: {mail}}` one, the rest stays', async () => {
    const m = await memberWith(t, 0);
    const first = await send('PUT', '/api/notifications', { like: false, news: { mail: true } }, m.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      like: { mail: false, push: false },
      news: { mail: true, push: false },
    });
    const second = await send(
      'PUT',
      '/api/notifications',
      { new_messages: { push: false }, promotions: true },
      m.cookie,
    );
    const expected = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      like: { mail: false, push: false },
      news: { mail: true, push: false },
      new_messages: { mail: true, push: false },
      promotions: { mail: true, push: true },
    };
    expect(second.json()).toEqual(expected);
    expect((await get('/api/notifications', m.cookie)).json()).toEqual(expected);
    // The owner-API reads the same.
    expect(await preferencesOf(t.database.db, m.id)).toEqual(expected);
    expect(await allows(t.database.db, m.id, 'like', 'mail')).toBe(false);
    expect(await allows(t.database.db, m.id, 'new_messages', 'mail')).toBe(true);
    expect(await allows(t.database.db, m.id, 'new_messages', 'push')).toBe(false);
    // Another member is untouched.
    const other = await memberWith(t, 0);
    expect((await get('/api/notifications', other.cookie)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses unknown kinds and values with 400 validation and saves nothing', async () => {
    const m = await memberWith(t, 0);
    await send('PUT', '/api/notifications', { like: false }, m.cookie);
    for (const body of [
      { like: true, sms: true },
      { like: 'yes' },
      { like: { mail: true, fax: true } },
      { like: { mail: 1 } },
      [],
    ]) {
      const answer = await send('PUT', '/api/notifications', body, m.cookie);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toBe('validation');
    }
    expect((await get('/api/notifications', m.cookie)).json().like).toEqual({ mail: false, push: false });
  });

  it('needs a session: 403 authentication_required', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/notifications', undefined],
      ['PUT', '/api/notifications', { like: false }],
      ['GET', '/api/notifications/state', undefined],
      ['POST', '/api/notifications/dismiss', { what: 'mail_alert' }],
      ['POST', '/api/notifications/mail/enable', undefined],
    ] as const) {
      const answer = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().error).toBe('authentication_required');
    }
  });
});

describe('dismissals and turning e-mail back on', () => {
  it("stores the dismissal with the clock's time and answers it in the state", async () => {
    const m = await memberWith(t, 0, { notificationsDisabled: ['bounce'] });
    expect((await get('/api/notifications/state', m.cookie)).json()).toEqual({
      mail_alert_dismissed_at: null,
      push_prompt_dismissed_at: null,
      notifications_disabled: ['bounce'],
    });
    const dismissed = await send('POST', '/api/notifications/dismiss', { what: 'mail_alert' }, m.cookie);
    expect(dismissed.json()).toEqual({ ok: true });
    t.clock.advance(60);
    await send('POST', '/api/notifications/dismiss', { what: 'push_prompt' }, m.cookie);
    const state = (await get('/api/notifications/state', m.cookie)).json();
    expect(state.mail_alert_dismissed_at).toBe(new Date(t.clock.now().getTime() - 60_000).toISOString());
    expect(state.push_prompt_dismissed_at).toBe(t.clock.now().toISOString());
    // Preferences are untouched by a dismissal, and the answer of GET stays the kinds only.
    expect((await get('/api/notifications', m.cookie)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const bad = await send('POST', '/api/notifications/dismiss', { what: 'everything' }, m.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('mail/enable clears notifications_disabled and the alert dismissal', async () => {
    const m = await memberWith(t, 0, { notificationsDisabled: ['fbl', 'listunsubscribe'] });
    await send('POST', '/api/notifications/dismiss', { what: 'mail_alert' }, m.cookie);
    const answer = await send('POST', '/api/notifications/mail/enable', undefined, m.cookie);
    expect(answer.json()).toEqual({ ok: true });
    expect(await disabledOf(m.id)).toEqual([]);
    const state = (await get('/api/notifications/state', m.cookie)).json();
    expect(state).toMatchObject({ mail_alert_dismissed_at: null, notifications_disabled: [] });
    const user = (await get('/api/user.php', m.cookie)).json().user;
    expect(user.notifications_disabled).toEqual([]);
  });
});

describe('forgetNotifications (the account purge)', () => {
  it("deletes the member's preferences and sends, and nobody else's", async () => {
    const m = await memberWith(t, 0);
    const other = await memberWith(t, 0);
    for (const who of [m, other]) {
      await send('PUT', '/api/notifications', { like: false }, who.cookie);
      await t.database.db
        .insert(notificationSends)
        .values({ userId: who.id, kind: 'like', channel: 'mail', sentAt: t.clock.now() });
    }
    await t.database.db.transaction((tx) => forgetNotifications(tx, m.id));
    const rows = async (id: number) => [
      ...(await t.database.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, id))),
      ...(await t.database.db.select().from(notificationSends).where(eq(notificationSends.userId, id))),
    ];
    expect(await rows(m.id)).toEqual([]);
    expect(await rows(other.id)).toHaveLength(2);
    expect(await preferencesOf(t.database.db, m.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
