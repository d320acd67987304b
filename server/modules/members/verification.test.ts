// Verified photos (docs/safety.md "Verified photos") through HTTP, on PGlite and PostgreSQL, with a
// scripted face model: an image's average colour is its face (same colour, same person; black, no face;
// green makes the model throw).
import { randomUUID } from 'node:crypto';
import { FACE_MATCH_THRESHOLD, VERIFICATION_POSES } from '@common/verification';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profiles, verificationRequests } from '../../db/schema/index.ts';
import { memberWith, multipart, type TestApp, testAppOfFile } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { createScriptedFaceMatcher } from '../media/faces.ts';
import { VERIFICATION_JOBS } from './verification.ts';

const faces = createScriptedFaceMatcher(({ r, g, b }) => {
  if (g > 200 && r < 60 && b < 60) throw new Error('face model failed');
  return r + g + b < 30 ? [] : [[r / 255, g / 255, b / 255]];
});
const t = testAppOfFile({ faceMatcher: faces });

const RED = { r: 220, g: 30, b: 40 };
const BLUE = { r: 20, g: 40, b: 230 };
const BLACK = { r: 0, g: 0, b: 0 };
const GREEN = { r: 20, g: 230, b: 30 };

/** A 300 px JPEG of one colour (the scripted model's "face"). */
const picture = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Upload a photo as the member and have a moderator approve it; answers its id. */
async function approvedPhoto(t: TestApp, cookie: string, colour: { r: number; g: number; b: number }) {
  const form = multipart(await picture(colour));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const id = uploaded.json().photo.id as number;
  const moderator = await buildStaff(t, 'moderator');
  const review = await t.app.inject({
    method: 'POST',
    url: '/api/admin/photos/review',
    headers: staffHeaders(t, moderator.cookie),
    payload: { ids: [id], approve: true },
  });
  expect(review.statusCode).toBe(200);
  return id;
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function sendSelfie(cookie: string, colour: { r: number; g: number; b: number }) {
  const form = multipart(await picture(colour), 'selfie', 'selfie.jpg');
  return t.app.inject({
    method: 'POST',
    url: '/api/verification/selfie',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

/** A member with an approved red main photo who asked, sent a selfie of `colour`, and whose comparison ran. */
async function waitingMember(colour = RED) {
  const member = await memberWith(t, 50);
  await approvedPhoto(t, member.cookie, RED);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/verification',
    headers: { cookie: member.cookie },
  });
  expect(asked.statusCode).toBe(200);
  const sent = await sendSelfie(member.cookie, colour);
  expect(sent.statusCode).toBe(200);
  expect(sent.json().request.status).toBe('matching');
  await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.match);
  const [row] = await t.database.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, member.id));
  if (!row) throw new Error('no request');
  return { ...member, requestId: row.id, selfieKey: row.selfieKey };
}

const decide = (cookie: string, id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/verifications/${id}/decision`,
    headers: staffHeaders(t, cookie),
    payload,
  });

const message = (cookie: string, to: number, body = 'Hoi!') =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });

describe('asking for verification', () => {
  it('draws a pose, takes the selfie, compares faces in a job and queues it with the distance for a moderator', async () => {
    const member = await memberWith(t, 50);
    const none = await get(member.cookie, '/api/verification');
    expect(none.json()).toEqual({
      verified: false,
      can_request: false,
      request: null,
      verified_contact_only: false,
    });
    // Without an approved main photo there is nothing to compare with.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: member.cookie },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.photo).toContain('foto');
    const photoId = await approvedPhoto(t, member.cookie, RED);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: member.cookie },
    });
    expect(asked.statusCode).toBe(200);
    const { request } = asked.json();
    expect(VERIFICATION_POSES).toContain(request.pose);
    expect(request.status).toBe('awaiting_selfie');
    // Asking again answers the same open request and pose.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: member.cookie },
    });
    expect(again.json().request).toMatchObject({ id: request.id, pose: request.pose });

    const calls = faces.calls;
    expect((await sendSelfie(member.cookie, RED)).json().request.status).toBe('matching');
    // The face model runs in the job, never in the request.
    expect(faces.calls).toBe(calls);
    expect(await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.match)).toBe(1);
    expect(faces.calls).toBe(calls + 2);
    expect((await get(member.cookie, '/api/verification')).json().request.status).toBe('pending');

    const moderator = await buildStaff(t, 'moderator');
    const queue = await get(moderator.cookie, '/api/admin/verifications');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().requests.find((r: { id: number }) => r.id === request.id);
    expect(item).toMatchObject({
      member: { id: member.id },
      pose: request.pose,
      threshold: FACE_MATCH_THRESHOLD,
      selfie_faces: 1,
      photos: [{ id: photoId, is_main: true }],
    });
    expect(item.distance).toBeLessThan(0.05);
    expect(item.main_distance).toBeLessThan(0.05);
    const selfie = await get(moderator.cookie, item.selfie_url);
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers['content-type']).toBe('image/webp');
    // Members never see the queue or a selfie.
    expect((await get(member.cookie, '/api/admin/verifications')).statusCode).toBe(403);
    expect((await get(member.cookie, item.selfie_url)).statusCode).toBe(403);
  });

  it('stores no distance when the selfie shows no face, and a large one for another face', async () => {
    const blank = await waitingMember(BLACK);
    const other = await waitingMember(BLUE);
    const rows = await t.database.db.select().from(verificationRequests);
    const find = (id: number) => rows.find((r) => r.id === id);
    expect(find(blank.requestId)).toMatchObject({ status: 'pending', distance: null, selfieFaces: 0 });
    expect(find(other.requestId)?.distance).toBeGreaterThan(FACE_MATCH_THRESHOLD);
  });

  it('moves a request whose comparison failed every try on to the moderators, marked so and without distances', async () => {
    const member = await memberWith(t, 50);
    await approvedPhoto(t, member.cookie, RED);
    await t.app.inject({ method: 'POST', url: '/api/verification', headers: { cookie: member.cookie } });
    expect((await sendSelfie(member.cookie, GREEN)).json().request.status).toBe('matching');
    const requestStatus = async () => (await get(member.cookie, '/api/verification')).json().request.status;
    // The first try and the 3 retries fail; each retry is made due now instead of after its backoff.
    for (let attempt = 0; attempt <= 3; attempt += 1) {
      expect(await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.match)).toBe(1);
      expect(await requestStatus()).toBe(attempt < 3 ? 'matching' : 'pending');
      await t.database.raw(
        `update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'retry'`,
        [VERIFICATION_JOBS.match],
      );
    }
    // Failed for good: nothing is left to run.
    expect(await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.match)).toBe(0);

    const moderator = await buildStaff(t, 'moderator');
    const queue = (await get(moderator.cookie, '/api/admin/verifications')).json();
    const item = queue.requests.find((r: { member: { id: number } }) => r.member.id === member.id);
    expect(item).toMatchObject({
      comparison_failed: true,
      distance: null,
      main_distance: null,
      selfie_faces: null,
    });
    expect((await get(moderator.cookie, item.selfie_url)).statusCode).toBe(200);
    // Requests compared as usual are not marked.
    const compared = await waitingMember(BLUE);
    const others = (await get(moderator.cookie, '/api/admin/verifications')).json().requests;
    expect(others.find((r: { id: number }) => r.id === compared.requestId).comparison_failed).toBe(false);
    // The moderator decides as usual.
    expect((await decide(moderator.cookie, item.id, { approve: true })).statusCode).toBe(200);
    expect((await get(member.cookie, '/api/verification')).json()).toMatchObject({
      verified: true,
      request: { status: 'approved' },
    });
  });

  it('never lets a fictional profile ask (403)', async () => {
    const member = await memberWith(t, 50);
    await approvedPhoto(t, member.cookie, RED);
    await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, member.id));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: member.cookie },
    });
    expect(asked.statusCode).toBe(403);
    expect((await get(member.cookie, '/api/verification')).json().can_request).toBe(false);
  });
});

describe("the moderator's decision", () => {
  it('approves: the badge shows on cards, the profile and the filter; the selfie is deleted, the distance kept', async () => {
    const member = await waitingMember();
    const other = await memberWith(t, 50);
    await approvedPhoto(t, other.cookie, BLUE);
    expect(member.selfieKey).toBeTruthy();
    expect(await t.app.deps.storage.get(member.selfieKey ?? '')).not.toBeNull();
    const moderator = await buildStaff(t, 'moderator');
    const decided = await decide(moderator.cookie, member.requestId, { approve: true });
    expect(decided.statusCode).toBe(200);
    // Decided once only.
    expect((await decide(moderator.cookie, member.requestId, { approve: true })).statusCode).toBe(404);

    const [row] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, member.requestId));
    expect(row).toMatchObject({ status: 'approved', selfieKey: null, decidedBy: moderator.id });
    expect(row?.distance).toBeLessThan(0.05);
    expect(await t.app.deps.storage.get(member.selfieKey ?? '')).toBeNull();
    expect(
      (await get(moderator.cookie, `/api/admin/verifications/${member.requestId}/selfie`)).statusCode,
    ).toBe(404);

    expect((await get(member.cookie, '/api/verification')).json()).toMatchObject({
      verified: true,
      request: { status: 'approved' },
    });
    const profile = await get(other.cookie, `/api/members/${member.id}`);
    expect(profile.json().profile.verified).toBe(true);
    const search = async (query: string) =>
      (await get(other.cookie, `/api/members?gender=female${query}`))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await search('&verified=1')).toContain(member.id);
    const all = await search('');
    const unverified = (await search('&verified=1')).length;
    expect(all.length).toBeGreaterThan(unverified);
    const cards = (await get(other.cookie, '/api/members?gender=female&verified=1')).json().results;
    expect(cards.every((c: { verified: boolean }) => c.verified)).toBe(true);
    // The chat list shows the badge beside the name (only for the verified partner).
    expect((await message(other.cookie, member.id)).statusCode).toBe(201);
    const chatProfile = async (cookie: string, partner: number) =>
      (await get(cookie, '/api/chats.php'))
        .json()
        .chats.find((c: { profile: { id: number } }) => c.profile.id === partner)?.profile;
    expect(await chatProfile(other.cookie, member.id)).toMatchObject({ id: member.id, verified: true });
    expect(await chatProfile(member.cookie, other.id)).toMatchObject({ id: other.id, verified: false });

    // The audit log names the decision, the member and the distance.
    const admin = await buildStaff(t, 'admin');
    const audit = await get(admin.cookie, '/api/admin/audit?limit=50');
    expect(JSON.stringify(audit.json())).toContain('verification.approve');
  });

  it('rejects with a reason the member reads, deletes the selfie, and the member may ask again', async () => {
    const member = await waitingMember();
    const moderator = await buildStaff(t, 'moderator');
    const missing = await decide(moderator.cookie, member.requestId, { approve: false, reason: '' });
    expect(missing.statusCode).toBe(400);
    const decided = await decide(moderator.cookie, member.requestId, {
      approve: false,
      reason: 'Op de selfie is de gevraagde houding niet te zien.',
    });
    expect(decided.statusCode).toBe(200);
    expect(await t.app.deps.storage.get(member.selfieKey ?? '')).toBeNull();
    const status = (await get(member.cookie, '/api/verification')).json();
    expect(status).toMatchObject({
      verified: false,
      can_request: true,
      request: { status: 'rejected', reason: 'Op de selfie is de gevraagde houding niet te zien.' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie: member.cookie },
    });
    expect(again.json().request.status).toBe('awaiting_selfie');
  });

  it('never verifies a fictional profile', async () => {
    const member = await waitingMember();
    await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, member.id));
    const moderator = await buildStaff(t, 'moderator');
    expect((await decide(moderator.cookie, member.requestId, { approve: true })).statusCode).toBe(403);
  });
});

/** A verified member (red face). */
async function verifiedMember() {
  const member = await waitingMember();
  const moderator = await buildStaff(t, 'moderator');
  expect((await decide(moderator.cookie, member.requestId, { approve: true })).statusCode).toBe(200);
  return member;
}

describe('a new main photo', () => {
  it('ends the badge at once, and brings it back only when a job found its face matches', async () => {
    const member = await verifiedMember();
    const verified = async () => (await get(member.cookie, '/api/verification')).json().verified;
    const blue = await approvedPhoto(t, member.cookie, BLUE);
    const setMain = (id: number) =>
      t.app.inject({ method: 'PUT', url: `/api/photos/${id}/main`, headers: { cookie: member.cookie } });
    expect((await setMain(blue)).statusCode).toBe(200);
    expect(await verified()).toBe(false);
    expect(await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.recheck)).toBe(1);
    expect(await verified()).toBe(false);
    const red = await approvedPhoto(t, member.cookie, { r: 215, g: 35, b: 45 });
    expect((await setMain(red)).statusCode).toBe(200);
    expect(await verified()).toBe(false);
    expect(await t.app.deps.jobs.runQueued(VERIFICATION_JOBS.recheck)).toBe(1);
    expect(await verified()).toBe(true);
  });
});

describe('"only verified members may start a conversation with me"', () => {
  it('refuses a first message of an unverified member (403, in their language), lets verified members and replies through', async () => {
    const guarded = await memberWith(t, 50);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/verification/contact-only',
      headers: { cookie: guarded.cookie },
      payload: { enabled: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().verified_contact_only).toBe(true);
    const stranger = await memberWith(t, 50, { gender: 'male', language: 'en' });
    expect(
      (await get(stranger.cookie, `/api/members/${guarded.id}`)).json().profile.verified_contact_only,
    ).toBe(true);
    const refused = await message(stranger.cookie, guarded.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('verified_only');
    expect(refused.json().message).toMatch(/verified/i);

    const verified = await verifiedMember();
    expect((await message(verified.cookie, guarded.id)).statusCode).toBe(201);
    // A conversation the guarded member started may be answered by anyone.
    const writer = await memberWith(t, 50);
    expect((await message(guarded.cookie, writer.id)).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/verification/contact-only',
      headers: { cookie: guarded.cookie },
      payload: { enabled: true },
    });
    expect((await message(writer.cookie, guarded.id)).statusCode).toBe(201);
  });
});
