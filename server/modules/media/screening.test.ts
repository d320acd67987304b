import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, imageScreenings, messages } from '../../db/schema/index.ts';
import { memberWith, multipart, testAppOfFile } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { uploadChatImage } from '../chats/test-support.ts';
import type { Envelope } from '../realtime/bus.ts';
import { createScriptedClassifier } from './classifier.ts';
import { IMAGE_SCREEN_JOB } from './screening.ts';

// Issue 28 part 1 (docs/safety.md "Explicit images"): uploads are classified in the `image-screen`
// job, here by a scripted classifier; the real model runs in classifier.test.ts.

const classifier = createScriptedClassifier();
const t = testAppOfFile({ imageClassifier: classifier });

/** Run the queued screenings, as a worker would. */
const screen = () => t.app.deps.jobs.runQueued(IMAGE_SCREEN_JOB);

async function uploadPhoto(cookie: string, background: string): Promise<number> {
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const body = multipart(image, 'photo', 'photo.jpg', 'image/jpeg');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().photo.id;
}

/** Member `from` sends the uploaded image `imageKey` to member `to`; answers the message id. */
async function sendImage(from: { cookie: string }, to: { id: number }, imageKey: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    payload: { type: 'image', profile_id: to.id, image_key: imageKey, client_id: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message.id;
}

/** The message `id` as member `viewer` reads it on the messages page. */
async function asSeenBy(viewer: { cookie: string }, id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/chats/${row?.conversationId}/messages`,
    headers: { cookie: viewer.cookie },
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().messages.find((m: { id: number }) => m.id === id);
}

const file = (viewer: { cookie: string }, id: number, suffix: string) =>
  t.app.inject({ method: 'GET', url: `/media/messages/${id}.${suffix}`, headers: { cookie: viewer.cookie } });

describe('profile photos', () => {
  it('a flagged photo comes first in the review queue with its scores and the threshold; the review is audited', async () => {
    const member = await memberWith(t, 0);
    const moderator = await buildStaff(t, 'moderator');
    classifier.script(0);
    const calls = classifier.calls;
    const clear = await uploadPhoto(member.cookie, '#4a8');
    // Nothing is classified in the request: the photo waits for the job.
    expect(classifier.calls).toBe(calls);
    const queued = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos',
      headers: { cookie: moderator.cookie },
    });
    expect(queued.json().photos.find((p: { id: number }) => p.id === clear).screening).toMatchObject({
      status: 'pending',
      scores: null,
    });
    expect(await screen()).toBe(1);
    classifier.script(0.93);
    const flagged = await uploadPhoto(member.cookie, '#c36');
    expect(await screen()).toBe(1);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos',
      headers: { cookie: moderator.cookie },
    });
    expect(queue.statusCode).toBe(200);
    const photos: Array<{ id: number; screening: unknown }> = queue.json().photos;
    // Flagged first, although uploaded later.
    expect(photos.map((p) => p.id).indexOf(flagged)).toBe(0);
    expect(photos.map((p) => p.id)).toContain(clear);
    expect(photos[0]?.screening).toEqual({
      status: 'flagged',
      explicit: expect.closeTo(0.93, 5),
      threshold: 0.5,
      scores: {
        porn: expect.closeTo(0.93, 5),
        sexy: 0,
        hentai: 0,
        neutral: expect.closeTo(0.07, 5),
        drawing: 0,
      },
    });
    expect(photos.find((p) => p.id === clear)?.screening).toMatchObject({ status: 'clear', explicit: 0 });

    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos/review',
      headers: staffHeaders(t, moderator.cookie),
      payload: { ids: [flagged], approve: false, reason: 'Expliciete foto' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.id));
    const entry = entries.find((e) => e.action === 'photos.review');
    // The entry keeps what the moderator decided on: the screening's state, score and threshold.
    expect(entry?.before).toEqual({
      screening: [{ photo: flagged, status: 'flagged', explicit: expect.closeTo(0.93, 5), threshold: 0.5 }],
    });
    expect(entry?.after).toEqual({ status: 'rejected' });

    // A deleted photo takes its screening along.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${flagged}`,
      headers: { cookie: member.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(imageScreenings)
      .where(eq(imageScreenings.ownerId, member.id));
    expect(left.map((r) => r.status)).toEqual(['clear']);
  });
});

describe('chat images', () => {
  it('a flagged image reaches the recipient blurred; the full image only after "Tik om te bekijken"', async () => {
    const sender = await memberWith(t, 100, { gender: 'male' });
    const recipient = await memberWith(t, 0, { gender: 'female' });
    const events: Envelope[] = [];
    t.app.deps.bus.subscribe((envelope) => {
      if (envelope.userIds.includes(recipient.id)) events.push(envelope);
    });
    classifier.script(0.97);
    const key = await uploadChatImage(t.app, sender.cookie, '#c36');
    const id = await sendImage(sender, recipient, key);

    // Pending: blurred for the recipient, never for the sender.
    expect(await asSeenBy(recipient, id)).toMatchObject({ blurred: true, image_screen: 'pending' });
    expect(await asSeenBy(sender, id)).toMatchObject({ blurred: false, image_screen: null });
    expect((await file(recipient, id, 'thumb.webp')).statusCode).toBe(404);
    expect((await file(recipient, id, 'webp')).statusCode).toBe(404);
    const stand_in = await file(recipient, id, 'blur.webp');
    expect(stand_in.statusCode).toBe(200);
    const meta = await sharp(stand_in.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(32);
    expect((await file(sender, id, 'thumb.webp')).statusCode).toBe(200);

    // The job flags it and tells an open chat.
    const before = events.length;
    expect(await screen()).toBeGreaterThanOrEqual(1);
    const frame = events.slice(before).find((e) => e.event.type === 'message' && e.event.data.id === id);
    expect(frame?.event.data).toMatchObject({ blurred: true, image_screen: 'flagged' });
    expect(await asSeenBy(recipient, id)).toMatchObject({ blurred: true, image_screen: 'flagged' });
    expect((await file(recipient, id, 'webp')).statusCode).toBe(404);

    // Tapped: from now on the image is served.
    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${id}/reveal`,
      headers: { cookie: recipient.cookie },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(reveal.json().message).toMatchObject({ id, blurred: false, image_screen: 'flagged' });
    expect((await file(recipient, id, 'thumb.webp')).statusCode).toBe(200);
    expect((await file(recipient, id, 'webp')).statusCode).toBe(200);
  });

  it('an image screened before it is sent arrives with its state; a clear one is not blurred once screened', async () => {
    const sender = await memberWith(t, 100, { gender: 'male' });
    const recipient = await memberWith(t, 0, { gender: 'female' });
    classifier.script(0.8);
    const explicit = await uploadChatImage(t.app, sender.cookie, '#c36');
    await screen();
    const first = await sendImage(sender, recipient, explicit);
    expect(await asSeenBy(recipient, first)).toMatchObject({ blurred: true, image_screen: 'flagged' });

    classifier.script(0.1);
    const harmless = await uploadChatImage(t.app, sender.cookie, '#4a8');
    const second = await sendImage(sender, recipient, harmless);
    expect(await asSeenBy(recipient, second)).toMatchObject({ blurred: true, image_screen: 'pending' });
    await screen();
    expect(await asSeenBy(recipient, second)).toMatchObject({ blurred: false, image_screen: 'clear' });
    expect((await file(recipient, second, 'webp')).statusCode).toBe(200);
  });

  it('with "Expliciete foto\'s vervagen" off, received images show at once', async () => {
    const sender = await memberWith(t, 100, { gender: 'male' });
    const recipient = await memberWith(t, 0, { gender: 'female' });
    const setting = await t.app.inject({
      method: 'GET',
      url: '/api/chat-settings',
      headers: { cookie: recipient.cookie },
    });
    expect(setting.json()).toEqual({ blur_images: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/chat-settings',
      headers: { cookie: recipient.cookie },
      payload: { blur_images: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ blur_images: false });
    classifier.script(0.99);
    const id = await sendImage(sender, recipient, await uploadChatImage(t.app, sender.cookie, '#c36'));
    expect(await asSeenBy(recipient, id)).toMatchObject({ blurred: false, image_screen: 'pending' });
    await screen();
    expect(await asSeenBy(recipient, id)).toMatchObject({ blurred: false, image_screen: 'flagged' });
    expect((await file(recipient, id, 'webp')).statusCode).toBe(200);
    // Back on: blurred again until tapped.
    await t.app.inject({
      method: 'PUT',
      url: '/api/chat-settings',
      headers: { cookie: recipient.cookie },
      payload: { blur_images: true },
    });
    expect(await asSeenBy(recipient, id)).toMatchObject({ blurred: true });
    expect((await file(recipient, id, 'webp')).statusCode).toBe(404);
  });

  it('refuses a setting that is not a boolean, and a visitor', async () => {
    const member = await memberWith(t, 0);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/chat-settings',
      headers: { cookie: member.cookie },
      payload: { blur_images: 'nee' },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/chat-settings' });
    expect(visitor.statusCode).toBe(403);
  });
});
