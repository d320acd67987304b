/**
 * Web push (issue 13): the web-push adapter against a local push service that checks the VAPID
 * signature and decrypts the aes128gcm payload with the subscription's keys
 * (`server/test/push-service.ts`); gone subscriptions (404, 410) are removed, other failures thrown
 * after every subscription was tried; `pushFor` words pushes in the member's language; settings.php
 * presents the server's VAPID public key.
 */
import { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/accounts.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { type LocalPushService, startPushService } from '../../test/push-service.ts';
import { subscriptionsOf } from '../auth/push-subscriptions.ts';
import { createWebPushSender, isPushServiceEndpoint, type PushSendError, pushFor } from './push.ts';
import { loadVapidKeys, type VapidDetails } from './vapid.ts';

let t: TestApp;
let service: LocalPushService;
let vapid: VapidDetails;

beforeAll(async () => {
  [t, service] = await Promise.all([buildTestApp(), startPushService()]);
  vapid = { ...(await loadVapidKeys({ dataDir: null })), subject: 'mailto:support@amora.test' };
});
afterAll(async () => {
  await Promise.all([t?.close(), service?.close()]);
});

/** The web-push sender as wired, trusting the local service's CA and allowing its address. */
const sender = () =>
  createWebPushSender({
    db: t.database.db,
    vapid,
    agent: new Agent({ ca: service.ca }),
    allowEndpoint: (endpoint) => endpoint.startsWith(service.origin),
  });

/** Subscribe member `email` through the API (SPEC §7 `POST /api/user.php?push=1`). */
async function subscribe(email: string, subscription: { endpoint: string; keys: object }) {
  const cookie = await login(t, email);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { cookie },
    payload: { subscription: { ...subscription, expirationTime: null } },
  });
  expect(answer.json()).toEqual({ ok: true });
}

const endpointsOf = async (userId: number) =>
  (await subscriptionsOf(t.database.db, userId)).map((s) => s.endpoint);

describe('web push', () => {
  it('signs with VAPID, encrypts for each browser, and removes the subscriptions answered 404 and 410', async () => {
    const member = await buildMember(t);
    const phone = service.subscription('/push/phone');
    const laptop = service.subscription('/push/laptop');
    const gone = service.subscription('/push/gone', 410);
    const missing = service.subscription('/push/missing', 404);
    for (const s of [phone, laptop, gone, missing]) await subscribe(member.email, s);

    const payload = pushFor('new_message', 'en', { name: 'Sanne' }, '/chats/12');
    expect(await sender().send(member.id, payload)).toEqual({ sent: 2, removed: 2 });

    expect(service.problems).toEqual([]);
    const received = service.received.filter((r) => r.path === '/push/phone' || r.path === '/push/laptop');
    expect(received.map((r) => r.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    for (const push of received) {
      // Decrypted with the browser's private key and auth secret: exactly what was sent.
      expect(push.payload).toEqual(payload);
      expect(push.vapid).toMatchObject({ k: vapid.publicKey, aud: service.origin, sub: vapid.subject });
      expect(push.headers).toMatchObject({
        ttl: '86400',
        urgency: 'normal',
        'content-encoding': 'aes128gcm',
      });
    }
    expect(service.hits.get('/push/gone')).toBe(1);
    expect(service.hits.get('/push/missing')).toBe(1);
    expect((await endpointsOf(member.id)).sort()).toEqual([laptop.endpoint, phone.endpoint].sort());
  });

  it('throws a failure (500) after trying every other subscription, and keeps that subscription', async () => {
    const member = await buildMember(t);
    const broken = service.subscription('/push/broken', 500);
    const tablet = service.subscription('/push/tablet');
    const gone = service.subscription('/push/gone-too', 410);
    for (const s of [broken, tablet, gone]) await subscribe(member.email, s);

    const error = (await sender()
      .send(member.id, pushFor('like', 'nl', { name: 'Daan' }))
      .catch((e: unknown) => e)) as PushSendError;
    expect(error.name).toBe('PushSendError');
    const [brokenId] = (await subscriptionsOf(t.database.db, member.id))
      .filter((s) => s.endpoint === broken.endpoint)
      .map((s) => s.id);
    expect(error.failures).toEqual([
      { subscriptionId: brokenId, statusCode: 500, message: '{"reason":"test"}' },
    ]);
    expect(JSON.stringify(error)).not.toContain(broken.endpoint);
    expect(error.result).toEqual({ sent: 1, removed: 1 });
    expect(service.received.filter((r) => r.path === '/push/tablet')).toHaveLength(1);
    expect((await endpointsOf(member.id)).sort()).toEqual([broken.endpoint, tablet.endpoint].sort());
  });

  it('sends nothing to a member without subscriptions', async () => {
    const member = await buildMember(t);
    expect(await sender().send(member.id, pushFor('match', 'de', { name: 'Lea' }))).toEqual({
      sent: 0,
      removed: 0,
    });
  });

  it('posts only to the browsers’ push services: another endpoint is removed without a request', async () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QGx')).toBe(true);
    expect(isPushServiceEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:8080/internal')).toBe(false);

    const member = await buildMember(t);
    const made_up = service.subscription('/push/made-up');
    await subscribe(member.email, made_up);
    const strict = createWebPushSender({ db: t.database.db, vapid, agent: new Agent({ ca: service.ca }) });
    expect(await strict.send(member.id, pushFor('like', 'en', { name: 'X' }))).toEqual({
      sent: 0,
      removed: 1,
    });
    expect(service.hits.get('/push/made-up')).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(rows).toEqual([]);
  });
});

describe('pushFor', () => {
  it('words each kind in the member’s language, with where a click leads', () => {
    expect(pushFor('new_message', 'nl', { name: 'Sanne' }, '/chats/12')).toEqual({
      title: 'Nieuw bericht van Sanne',
      body: 'Tik om het bericht te lezen.',
      url: '/chats/12',
      checkUrl: '/api/chats.php',
      tag: 'new_message:/chats/12',
    });
    expect(pushFor('new_conversation', 'de', { name: 'Lea', url: '/chats/3' }).title).toBe(
      'Lea hat dir geschrieben',
    );
    expect(pushFor('like', 'fr', { name: 'Marie' })).toMatchObject({
      title: 'Vous plaisez à Marie',
      url: '/likes/received',
      checkUrl: '/api/likes.php',
    });
    expect(pushFor('match', 'en', { name: 'Tom' })).toMatchObject({
      title: "It's a match with Tom!",
      url: '/likes/matches',
    });
    expect(pushFor('unread_message_reminder', 'en', { count: 1 }).title).toBe('You have 1 unread message');
    expect(pushFor('unread_message_reminder', 'pl', { count: 5 }).title).toBe(
      'Masz 5 nieprzeczytanych wiadomości',
    );
    // An unknown language falls back to Dutch; a tag of the caller's own is kept.
    expect(pushFor('like', 'xx', { name: 'Bo', tag: 'likes' })).toMatchObject({
      title: 'Bo vindt je leuk',
      tag: 'likes',
    });
  });
});

describe('VAPID public key in the settings', () => {
  it('is the server’s real key (65 bytes, URL-safe base64), the same on every answer and not stored', async () => {
    const first = (await t.app.inject('/api/settings.php')).json();
    const second = (await t.app.inject('/api/settings.php?domain=other.example')).json();
    expect(Buffer.from(first.push_public_key, 'base64url')).toHaveLength(65);
    expect(second.push_public_key).toBe(first.push_public_key);
    expect(typeof t.app.deps.push.send).toBe('function');
  });
});
