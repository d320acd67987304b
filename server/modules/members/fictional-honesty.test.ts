/**
 * Fictional profiles stay honest to members (issue "Back office" §4): they show only on their
 * sites (search, profile page, likes, swipe game, like pop-up), and are never online unless an
 * operator is on duty for them (an unexpired lease on a conversation with the profile).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema/index.ts';
import { fictionalAdminOf, fictionalForm, jpeg } from '../../test/fictional.ts';
import { buildTestApp, memberWith, type TestApp } from '../../test/helpers.ts';
import { writeTo } from '../../test/operators.ts';
import { buildStaff } from '../../test/staff.ts';
import { profilesOnDuty } from '../operators/duty.ts';
import { takeLease } from '../operators/leases.ts';

const OTHER = 'ander-site.example';
let t: TestApp;
let admin: ReturnType<typeof fictionalAdminOf>;
let operatorId: number;
let viewer: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.deps.settings.update(OTHER, {});
  const staff = await buildStaff(t, 'admin');
  admin = fictionalAdminOf(t, staff.cookie);
  operatorId = (await buildStaff(t, 'operator')).id;
  viewer = await memberWith(t, 50, { gender: 'male', name: 'Kijker' });
});
afterAll(() => t.close());

/** A fictional woman in Belgium with a photo, on `sites`, the most recently active profile. */
async function fictional(name: string, sites: string[]): Promise<number> {
  t.clock.advance(60);
  const response = await admin.create(fictionalForm({ name, sites }));
  expect(response.statusCode, response.body).toBe(201);
  const id: number = response.json().profile.id;
  expect((await admin.upload(id, await jpeg())).statusCode).toBe(201);
  return id;
}

/** `GET url` as the viewer on `host` (`localhost`: the default site). */
async function ask(url: string, host = 'localhost') {
  return t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie, host } });
}

async function searchIds(host?: string): Promise<number[]> {
  const answer = (await ask('/api/members?country=BE', host)).json();
  return answer.results.map((c: { id: number }) => c.id);
}

describe('a fictional profile limited to one site', () => {
  let id: number;
  beforeAll(async () => {
    id = await fictional('Sitegebonden', [OTHER]);
  });

  it('is found in search and opens on its own site only', async () => {
    expect(await searchIds(OTHER)).toContain(id);
    expect(await searchIds()).not.toContain(id);
    expect((await ask(`/api/members/${id}`, OTHER)).statusCode).toBe(200);
    expect((await ask(`/api/members/${id}`)).statusCode).toBe(404);
  });

  it('is dealt in the swipe game on its own site only', async () => {
    expect((await ask('/api/swipe-game', OTHER)).json().profile?.id).toBe(id);
    expect((await ask('/api/swipe-game')).json().profile?.id).not.toBe(id);
  });

  it('shows in the likes list and the like pop-up on its own site only', async () => {
    await t.database.db
      .insert(likes)
      .values({ likerId: id, likedId: viewer.id, source: 'profile', createdAt: t.clock.now() });
    const listed = async (host?: string) =>
      (await ask('/api/likes.php', host)).json().profiles.map((p: { id: number }) => p.id);
    expect(await listed(OTHER)).toContain(id);
    expect(await listed()).not.toContain(id);
    const popup = await ask('/api/auto-like.php');
    expect(popup.statusCode === 404 || popup.json().id !== id).toBe(true);
    expect((await ask('/api/auto-like.php', OTHER)).json().id).toBe(id);
    await t.database.db.delete(likes).where(eq(likes.likerId, id));
  });

  it('stays open in a conversation the member already has with it', async () => {
    await writeTo(t, viewer.cookie, id, 'Hoi!');
    expect((await ask(`/api/members/${id}`)).statusCode).toBe(200);
  });

  it('a profile for every site shows on both', async () => {
    const everywhere = await fictional('Overal', []);
    expect(await searchIds(OTHER)).toContain(everywhere);
    expect(await searchIds()).toContain(everywhere);
  });
});

describe('online only while an operator is on duty', () => {
  it('is offline however recently active, online with an unexpired lease, offline once it expires', async () => {
    const id = await fictional('Dienst', []);
    const card = async () =>
      (await ask('/api/members?country=BE')).json().results.find((c: { id: number }) => c.id === id);
    const page = async () => (await ask(`/api/members/${id}`)).json().profile;
    // Just created and active: a real member would be online now.
    expect((await card()).online).toBe(false);
    expect((await page()).online).toBe(false);
    expect(await profilesOnDuty(t.database.db, [id], t.clock.now())).toEqual(new Set());

    const conversationId = await writeTo(t, viewer.cookie, id, 'Ben je er?');
    const lease = await takeLease(t.database.db, {
      conversationId,
      profileId: id,
      operatorId,
      now: t.clock.now(),
    });
    expect(lease).not.toBeNull();
    expect(await profilesOnDuty(t.database.db, [id, viewer.id], t.clock.now())).toEqual(new Set([id]));
    expect((await card()).online).toBe(true);
    expect((await page()).online).toBe(true);

    t.clock.advance(6 * 60);
    expect((await card()).online).toBe(false);
    expect((await page()).online).toBe(false);
  });
});
