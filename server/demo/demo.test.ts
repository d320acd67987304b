import { asc, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { photos, profiles } from '../db/schema/members.ts';
import { PHOTO_SIZES } from '../modules/media/images.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { createDemoLogin, DEMO_LOGIN, seedDemoMembers } from './demo.ts';
import { parsePhotoSeed } from './portrait-traits.ts';
import { renderPortrait } from './portraits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMembers(t.database.db, { count: 120, clock: t.clock, batchSize: 45, seed: 5 });
});
afterAll(() => t.close());

/** The demo members of seed `seed` in creation order, with their photos (oldest first). */
async function demoMembers(db: TestApp['database']['db'], seed: number) {
  const members = await db
    .select({ id: users.id, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(like(users.email, `demo${seed}.%`))
    .orderBy(asc(users.id));
  const rows = await db
    .select()
    .from(photos)
    .where(
      inArray(
        photos.userId,
        members.map((m) => m.id),
      ),
    )
    .orderBy(asc(photos.createdAt), asc(photos.id));
  return members.map((m) => ({ ...m, photos: rows.filter((p) => p.userId === m.id) }));
}

describe('seedDemoMembers photos', () => {
  it('gives every demo member 1 to 6 approved photos, the first their main photo', async () => {
    const members = await demoMembers(t.database.db, 5);
    expect(members).toHaveLength(120);
    for (const m of members) {
      expect(m.photos.length).toBeGreaterThanOrEqual(1);
      expect(m.photos.length).toBeLessThanOrEqual(6);
      expect(m.photos.every((p) => p.status === 'active' && p.generatedSeed !== null)).toBe(true);
      expect(m.profile.mainPhotoId).toBe(m.photos[0]?.id);
      expect(m.photos.map((p) => parsePhotoSeed(p.generatedSeed ?? '').index)).toEqual(
        m.photos.map((_, i) => i),
      );
    }
    const counts = new Set(members.map((m) => m.photos.length));
    expect(counts).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    // Enough members with several photos for free members to meet locked ones.
    expect(members.filter((m) => m.photos.length >= 3).length).toBeGreaterThan(60);
  });

  it('draws every photo of a member as the same person, matching the profile', async () => {
    const members = await demoMembers(t.database.db, 5);
    for (const m of members) {
      const seeds = m.photos.map((p) => parsePhotoSeed(p.generatedSeed ?? ''));
      const person = new Set(
        seeds.map((s) => `${s.female}|${s.person}|${s.hair}|${s.eye}|${s.age}|${s.sexy}`),
      );
      expect(person.size).toBe(1);
      expect(seeds[0]).toMatchObject({
        female: m.profile.gender === 'female',
        hair: m.profile.hairColour,
        eye: m.profile.eyeColour,
        sexy: m.profile.appearance === 'sexy',
      });
    }
  });

  it('sets a look on every demo member, about a third sexy', async () => {
    const members = await demoMembers(t.database.db, 5);
    expect(members.every((m) => m.profile.appearance === 'normal' || m.profile.appearance === 'sexy')).toBe(
      true,
    );
    const sexy = members.filter((m) => m.profile.appearance === 'sexy').length / members.length;
    expect(sexy).toBeGreaterThan(0.2);
    expect(sexy).toBeLessThan(0.47);
  });

  it('is deterministic for a seed: the same members, photo counts and photo seeds', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoMembers(other.database.db, { count: 120, clock: t.clock, batchSize: 50, seed: 5 });
      const shape = (members: Awaited<ReturnType<typeof demoMembers>>) =>
        members.map((m) => ({
          name: m.profile.name,
          city: m.profile.city,
          appearance: m.profile.appearance,
          seeds: m.photos.map((p) => p.generatedSeed),
        }));
      const first = shape(await demoMembers(t.database.db, 5));
      expect(shape(await demoMembers(other.database.db, 5))).toEqual(first);
      await seedDemoMembers(other.database.db, { count: 120, clock: t.clock, seed: 6 });
      expect(shape(await demoMembers(other.database.db, 6))).not.toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe('createDemoLogin', () => {
  it('gives Sanne three approved photos of one person, the first her main photo', async () => {
    const local = await buildTestApp();
    try {
      const id = await createDemoLogin(local.database.db, local.clock, '!');
      const [profile] = await local.database.db.select().from(profiles).where(eq(profiles.userId, id));
      const rows = await local.database.db
        .select()
        .from(photos)
        .where(eq(photos.userId, id))
        .orderBy(asc(photos.createdAt));
      expect(rows).toHaveLength(3);
      expect(rows.every((p) => p.status === 'active')).toBe(true);
      expect(profile?.mainPhotoId).toBe(rows[0]?.id);
      expect(new Set(rows.map((p) => parsePhotoSeed(p.generatedSeed ?? '').person))).toEqual(
        new Set(['sanne']),
      );
      expect(DEMO_LOGIN.email).toBe('demo@amora.test');
    } finally {
      await local.close();
    }
  });
});

describe('demo photo rendering', () => {
  it('answers a WebP of 600 px (full) and 200 px (thumbnail), the same bytes for the same seed', async () => {
    const seed = 'female:5.1:2:blond:blue:31:sexy';
    const full = await renderPortrait(seed, PHOTO_SIZES.full);
    const thumb = await renderPortrait(seed, PHOTO_SIZES.thumb);
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect((await renderPortrait(seed, PHOTO_SIZES.thumb)).equals(thumb)).toBe(true);
    expect((await renderPortrait('female:5.1:3:blond:blue:31:sexy', PHOTO_SIZES.thumb)).equals(thumb)).toBe(
      false,
    );
  });

  it('still renders seeds written before several photos per member (`<gender>:<id>`)', async () => {
    const old = await renderPortrait('male:17', PHOTO_SIZES.thumb);
    expect(await sharp(old).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
  });

  it('serves a demo member’s main photo over HTTP in both sizes, rendered and cached', async () => {
    const [member] = await demoMembers(t.database.db, 5);
    const main = member?.profile.mainPhotoId;
    for (const [file, size] of [
      [`${main}.webp`, 600],
      [`${main}.thumb.webp`, 200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/media/photos/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: size, height: size });
      const again = await t.app.inject({ method: 'GET', url: `/media/photos/${file}` });
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    }
  });
});
