import { asc, count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema/members.ts';
import { seedDemoMembers } from '../../demo/demo.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';

/**
 * SPEC §1 with demo data over the HTTP layer: free members and visitors see a demo member's main
 * photo and get the others locked (no file names, and the files themselves refused); premium
 * members see and load every approved photo.
 */

let t: TestApp;
let demoId: number;
let photoIds: number[];
let mainId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMembers(t.database.db, { count: 40, clock: t.clock, seed: 21 });
  // The demo member with the most photos (at least 3 among 40 members).
  const [most] = await t.database.db
    .select({ userId: photos.userId, n: count() })
    .from(photos)
    .groupBy(photos.userId)
    .orderBy(desc(count()), asc(photos.userId))
    .limit(1);
  if (!most || most.n < 3) throw new Error('no demo member with several photos');
  demoId = most.userId;
  const rows = await t.database.db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, demoId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  photoIds = rows.map((r) => r.id);
  const [profile] = await t.database.db
    .select({ main: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, demoId));
  mainId = profile?.main ?? 0;
});
afterAll(() => t.close());

interface ProfilePhotoJson {
  id: number;
  locked: boolean;
  filename: string | null;
  thumb_filename: string | null;
  is_main: boolean;
}

async function profilePhotos(cookie?: string): Promise<ProfilePhotoJson[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/members/${demoId}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().profile.photos;
}

function media(file: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/media/photos/${file}`, headers: cookie ? { cookie } : {} });
}

describe('locked demo photos', () => {
  it('shows a free member the main photo and locks every other one, without file names', async () => {
    const free = await buildMember(t, { gender: 'male' });
    const list = await profilePhotos(await login(t, free.email));
    expect(list.map((p) => p.id).sort()).toEqual([...photoIds].sort());
    expect(list[0]).toMatchObject({
      id: mainId,
      is_main: true,
      locked: false,
      filename: `photos/${mainId}.webp`,
      thumb_filename: `photos/${mainId}.thumb.webp`,
    });
    const others = list.slice(1);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const p of others) expect(p).toMatchObject({ locked: true, filename: null, thumb_filename: null });
  });

  it('refuses a locked photo’s files to a free member and to a visitor, never sending the image', async () => {
    const free = await buildMember(t, { gender: 'male' });
    const cookie = await login(t, free.email);
    const locked = photoIds.filter((id) => id !== mainId);
    for (const id of locked) {
      for (const file of [`${id}.webp`, `${id}.thumb.webp`]) {
        for (const viewer of [cookie, undefined]) {
          const response = await media(file, viewer);
          expect([403, 404]).toContain(response.statusCode);
          expect(response.headers['content-type']).not.toMatch(/^image\//);
          expect(response.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
        }
      }
    }
    const main = await media(`${mainId}.thumb.webp`, cookie);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/webp');
  });

  it('shows a premium member every photo and serves each one', async () => {
    const premium = await buildMember(t, { gender: 'male', paidUser: true });
    const cookie = await login(t, premium.email);
    const list = await profilePhotos(cookie);
    expect(list).toHaveLength(photoIds.length);
    for (const p of list) {
      expect(p).toMatchObject({ locked: false, filename: `photos/${p.id}.webp` });
      const response = await media(`${p.id}.thumb.webp`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
    }
    const full = await media(`${list[1]?.id}.webp`, cookie);
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });
  });
});
