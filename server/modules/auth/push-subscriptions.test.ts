/**
 * Push subscriptions per member are capped (SPEC §7 `POST /api/user.php?push=1`): every
 * notification fans out to each of them, so an account cannot pile them up; the oldest goes.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/accounts.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

const subscribe = (cookie: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { cookie },
    payload: {
      subscription: {
        endpoint: endpoint(name),
        expirationTime: null,
        keys: { p256dh: 'p-key', auth: 'a-key' },
      },
    },
  });

const stored = async (userId: number) =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id))
  ).map((r) => r.endpoint.replace(endpoint(''), ''));

describe('push subscriptions per member', () => {
  it('keeps the 10 newest: a new browser drops the oldest, a browser subscribing again counts as new', async () => {
    expect(PUSH_SUBSCRIPTIONS_PER_MEMBER).toBe(10);
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    for (let i = 1; i <= 12; i += 1) {
      expect((await subscribe(cookie, `browser-${i}`)).json()).toEqual({ ok: true });
      t.clock.advance(1);
    }
    const names = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `browser-${from + i}`);
    expect((await stored(m.id)).sort()).toEqual(names(3, 12).sort());
    // browser-3 renews its subscription: it is the newest now, so browser-4 goes next.
    await subscribe(cookie, 'browser-3');
    t.clock.advance(1);
    await subscribe(cookie, 'browser-13');
    expect((await stored(m.id)).sort()).toEqual([...names(5, 13), 'browser-3'].sort());
  });

  it('holds the cap when 40 subscriptions arrive at once', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => subscribe(cookie, `burst-${m.id}-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(await stored(m.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

  it('moves an endpoint to the member who subscribes with it, leaving the other member’s others alone', async () => {
    const first = await buildMember(t);
    const second = await buildMember(t);
    const [a, b] = [await login(t, first.email), await login(t, second.email)];
    await subscribe(a, `shared-${first.id}`);
    await subscribe(a, `own-${first.id}`);
    await subscribe(b, `shared-${first.id}`);
    expect(await stored(first.id)).toEqual([`own-${first.id}`]);
    expect(await stored(second.id)).toEqual([`shared-${first.id}`]);
  });
});
