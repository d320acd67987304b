/**
 * Photo files follow their owner's profile (GDPR Art. 5(1)(e), 17): `/media/photos/…` and the chat
 * images under `/media/messages/…` are served only while the owner's profile is visible to the
 * requester by the rule of the profile page itself (`GET /api/members/:id`): not for deleted (in the
 * grace period), banned or deactivated members, nor for invisible ones to strangers. The owner keeps
 * seeing their own photos while signed in; staff who review photos or read member pages still see
 * them in the back office.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  buildMember,
  buildTestApp,
  grantCredits,
  login,
  multipart,
  type TestApp,
} from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { IMAGE_SCREEN_JOB } from '../media/screening.ts';

let t: TestApp;
let staff: Record<'moderator' | 'support' | 'operator' | 'admin', string>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = {
    moderator: (await buildStaff(t, 'moderator')).cookie,
    support: (await buildStaff(t, 'support')).cookie,
    operator: (await buildStaff(t, 'operator')).cookie,
    admin: (await buildStaff(t, 'admin')).cookie,
  };
});
afterAll(() => t.close());

const jpeg = (colour: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, field: 'photo' | 'image', url: string, colour: string) {
  const body = multipart(await jpeg(colour), field, 'p.jpg');
  const answer = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

/**
 * A member with two approved photos (the first is the main one) who sent a chat image to
 * `partner`; viewers: a free stranger, a premium stranger and the partner.
 */
async function scene(name: string) {
  const owner = await buildMember(t, { name, gender: 'female', confirmedAt: t.clock.now() });
  const ownerCookie = await login(t, owner.email);
  const ids: number[] = [];
  for (const colour of ['#a33', '#3a3']) {
    ids.push((await upload(ownerCookie, 'photo', '/api/photos', colour)).photo.id);
  }
  await t.app.deps.photos.review(ids, { approve: true });
  const partner = await buildMember(t, { gender: 'male', lookingFor: 'female' });
  const stranger = await buildMember(t, { gender: 'male', lookingFor: 'female' });
  const premium = await buildMember(t, { gender: 'male', lookingFor: 'female', paidUser: true });
  await grantCredits(t, owner.id, 50);
  const { image_key } = await upload(ownerCookie, 'image', '/api/chat-images', '#33a');
  // Screened (the test classifier finds it harmless): the partner gets the image itself, not the
  // blurred stand-in an unscreened image has (docs/safety.md "Explicit images").
  await t.app.deps.jobs.runQueued(IMAGE_SCREEN_JOB);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: ownerCookie },
    payload: { type: 'image', profile_id: partner.id, image_key, client_id: randomUUID() },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const messageId: number = sent.json().message.id;
  return {
    owner: { ...owner, cookie: ownerCookie },
    cookies: {
      stranger: await login(t, stranger.email),
      premium: await login(t, premium.email),
      partner: await login(t, partner.email),
    },
    main: `/media/photos/${ids[0]}.webp`,
    mainThumb: `/media/photos/${ids[0]}.thumb.webp`,
    second: `/media/photos/${ids[1]}.webp`,
    image: `/media/messages/${messageId}.webp`,
    imageThumb: `/media/messages/${messageId}.thumb.webp`,
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;

const status = async (url: string, cookie: string | null) =>
  (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;

/** The statuses of the profile photos for visitor, stranger, premium, owner and each staff role. */
async function photoStatuses(s: Scene) {
  const answer: Record<string, number[]> = {};
  const viewers: Record<string, string | null> = {
    visitor: null,
    stranger: s.cookies.stranger,
    premium: s.cookies.premium,
    owner: s.owner.cookie,
    ...staff,
  };
  for (const [who, cookie] of Object.entries(viewers)) {
    answer[who] = [
      await status(s.main, cookie),
      await status(s.mainThumb, cookie),
      await status(s.second, cookie),
    ];
  }
  return answer;
}

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders(t, cookie), payload });

describe('photo files follow the profile', () => {
  it('serves them by the photo rules while the profile shows', async () => {
    const s = await scene('Zichtbaar');
    expect(await photoStatuses(s)).toEqual({
      visitor: [200, 200, 403],
      stranger: [200, 200, 403],
      premium: [200, 200, 200],
      owner: [200, 200, 200],
      moderator: [200, 200, 200],
      support: [200, 200, 200],
      operator: [200, 200, 403],
      admin: [200, 200, 200],
    });
    expect(await status(s.image, s.cookies.partner)).toBe(200);
    expect(await status(s.imageThumb, s.cookies.partner)).toBe(200);
    expect(await status(s.image, s.cookies.stranger)).toBe(404);
  });

  it('serves nothing of a deleted member in the grace period but to staff, and again after reactivation', async () => {
    const s = await scene('Vertrokken');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: s.owner.cookie },
      payload: { reason: 'price' },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/members/${s.owner.id}`,
          headers: { cookie: s.cookies.stranger },
        })
      ).statusCode,
    ).toBe(404);
    const hidden = [404, 404, 404];
    expect(await photoStatuses(s)).toEqual({
      visitor: hidden,
      stranger: hidden,
      premium: hidden,
      // The session ended with the deletion.
      owner: hidden,
      moderator: [200, 200, 200],
      support: [200, 200, 200],
      operator: hidden,
      admin: [200, 200, 200],
    });
    expect(await status(s.image, s.cookies.partner)).toBe(404);
    expect(await status(s.imageThumb, s.cookies.partner)).toBe(404);
    const [mail] = await t.app.deps.mailer.recent(1, s.owner.email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const back = await t.app.inject({ method: 'POST', url: '/api/account/reactivate', payload: { token } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await status(s.main, s.cookies.stranger)).toBe(200);
    expect(await status(s.image, s.cookies.partner)).toBe(200);
  });

  it('serves nothing of a banned member but to staff, and again after the ban is lifted', async () => {
    const s = await scene('Verbannen');
    const reason = { reason: 'Herhaaldelijk beledigend tegen andere leden' };
    const ban = await post(`/api/admin/members/${s.owner.id}/ban`, staff.moderator, reason);
    expect(ban.statusCode, ban.body).toBe(200);
    const hidden = [404, 404, 404];
    expect(await photoStatuses(s)).toEqual({
      visitor: hidden,
      stranger: hidden,
      premium: hidden,
      owner: hidden,
      moderator: [200, 200, 200],
      support: [200, 200, 200],
      operator: hidden,
      admin: [200, 200, 200],
    });
    expect(await status(s.image, s.cookies.partner)).toBe(404);
    const unban = await post(`/api/admin/members/${s.owner.id}/unban`, staff.moderator, reason);
    expect(unban.statusCode, unban.body).toBe(200);
    expect(await status(s.main, null)).toBe(200);
    expect(await status(s.image, s.cookies.partner)).toBe(200);
  });

  it('serves a deactivated profile’s photos to its owner and staff only', async () => {
    const s = await scene('Gedeactiveerd');
    const reason = { reason: 'Profiel gedeactiveerd op verzoek van het lid' };
    const off = await post(`/api/admin/members/${s.owner.id}/deactivate`, staff.support, reason);
    expect(off.statusCode, off.body).toBe(200);
    const hidden = [404, 404, 404];
    expect(await photoStatuses(s)).toEqual({
      visitor: hidden,
      stranger: hidden,
      premium: hidden,
      owner: [200, 200, 200],
      moderator: [200, 200, 200],
      support: [200, 200, 200],
      operator: hidden,
      admin: [200, 200, 200],
    });
    expect(await status(s.image, s.cookies.partner)).toBe(404);
    // The sender still sees the image they sent.
    expect(await status(s.image, s.owner.cookie)).toBe(200);
    const on = await post(`/api/admin/members/${s.owner.id}/reactivate`, staff.support, reason);
    expect(on.statusCode, on.body).toBe(200);
    expect(await status(s.second, s.cookies.premium)).toBe(200);
  });

  it('hides an invisible member’s photos from strangers but not from whom they wrote to', async () => {
    const s = await scene('Onzichtbaar');
    // Invisible mode is a premium feature; the flag is what the rule reads.
    await t.database.db
      .update(users)
      .set({ invisible: true, paidUser: true })
      .where(eq(users.id, s.owner.id));
    expect(await status(s.main, s.cookies.stranger)).toBe(404);
    expect(await status(s.main, null)).toBe(404);
    expect(await status(s.main, s.cookies.partner)).toBe(200);
    expect(await status(s.image, s.cookies.partner)).toBe(200);
    expect(await status(s.main, staff.moderator)).toBe(200);
  });
});
