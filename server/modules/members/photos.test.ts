import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, multipart, type TestApp } from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A JPEG photo from a phone: camera make and GPS position in its EXIF, rotated by orientation 6. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .toBuffer();
}

async function upload(cookie: string, data: Buffer, type = 'image/jpeg') {
  const body = multipart(data, 'photo', 'photo.jpg', type);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

describe('POST /api/photos', () => {
  it('re-encodes a phone JPEG: orientation applied, no EXIF or GPS left, WebP with a thumbnail', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif && exifReader(before.exif).GPSInfo).toMatchObject({
      GPSLatitudeRef: 'N',
      GPSLatitude: [52, 22, 0],
    });
    expect(before.orientation).toBe(6);
    const response = await upload(cookie, original);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ status: 'under_review', filename: `photos/${photo.id}.webp` });
    const full = await t.app.inject({ method: 'GET', url: `/media/${photo.filename}`, headers: { cookie } });
    expect(full.statusCode).toBe(200);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/media/${photo.thumb_filename}`,
      headers: { cookie },
    });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height, thumbMeta.exif]).toEqual([200, 200, undefined]);
  });

  it('refuses what is not an image, whatever its name or declared type', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const fake = await upload(cookie, Buffer.from('<?php echo "hello"; ?>'.repeat(50)));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.photo).toBe(
      'Dit bestand is geen foto die we kunnen lezen. Kies een JPEG-, PNG-, WebP- of AVIF-foto.',
    );
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(cookie, png, 'application/octet-stream')).statusCode).toBe(201);
  });

  it('accepts 3 photos from a free member and refuses the 4th with the limit', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const jpeg = await phoneJpeg();
    for (let i = 0; i < 3; i++) expect((await upload(cookie, jpeg)).statusCode).toBe(201);
    const fourth = await upload(cookie, jpeg);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      error: 'photo_limit',
      limit: 3,
      message:
        "Je hebt het maximum van 3 foto's bereikt. Verwijder een foto of word premium lid voor tot 25 foto's.",
    });
  });

  it('accepts 25 photos from a premium member and refuses the 26th', async () => {
    const member = await buildMember(t, { paidUser: true });
    const cookie = await login(t, member.email);
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#39c' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 25; i++) expect((await upload(cookie, small)).statusCode).toBe(201);
    const extra = await upload(cookie, small);
    expect(extra.statusCode).toBe(403);
    expect(extra.json()).toMatchObject({ error: 'photo_limit', limit: 25 });
  });

  it('never lets parallel uploads pass the limit', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#9c3' } })
      .jpeg()
      .toBuffer();
    const codes = (await Promise.all(Array.from({ length: 6 }, () => upload(cookie, small)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 403)).toHaveLength(3);
  });
});

describe('review, main photo and locks', () => {
  it('shows a new photo only to its owner with "Foto wordt gekeurd" until an admin approves it', async () => {
    const owner = await buildMember(t, { name: 'Fleur' });
    const ownerCookie = await login(t, owner.email);
    const viewer = await buildMember(t, { paidUser: true });
    const viewerCookie = await login(t, viewer.email);
    const { photo } = (await upload(ownerCookie, await phoneJpeg())).json();

    const own = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: ownerCookie } })
    ).json();
    expect(own.profile.photos).toEqual([expect.objectContaining({ id: photo.id, status: 'under_review' })]);
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: `/api/members/${owner.id}`,
        headers: { cookie: viewerCookie },
      })
    ).json();
    expect(seen.profile.photos).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/media/${photo.filename}`,
          headers: { cookie: viewerCookie },
        })
      ).statusCode,
    ).toBe(403);

    // Only admins review.
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos/review',
      headers: { cookie: viewerCookie },
      payload: { ids: [photo.id], approve: true },
    });
    expect(denied.statusCode).toBe(403);
    const { cookie: adminCookie } = await buildStaff(t, 'moderator');
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: { cookie: adminCookie } })
    ).json();
    expect(queue.photos.map((p: { id: number }) => p.id)).toContain(photo.id);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos/review',
      headers: { cookie: adminCookie },
      payload: { ids: [photo.id], approve: true },
    });
    expect(approved.json()).toEqual({ ok: true });
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/members/${owner.id}`,
        headers: { cookie: viewerCookie },
      })
    ).json();
    expect(after.profile.photos).toEqual([
      expect.objectContaining({ id: photo.id, is_main: true, locked: false }),
    ]);
    expect(after.profile.main_image).toEqual({
      filename: photo.filename,
      thumb_filename: photo.thumb_filename,
    });
  });

  it('keeps the reject reason for the owner', async () => {
    const owner = await buildMember(t);
    const cookie = await login(t, owner.email);
    const { photo } = (await upload(cookie, await phoneJpeg())).json();
    await t.app.deps.photos.review([photo.id], { approve: false, reason: 'Geen gezicht zichtbaar' });
    const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile.photos[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Geen gezicht zichtbaar',
    });
  });

  it('locks every photo but the main one for free members, and refuses their URLs', async () => {
    const owner = await buildMember(t);
    const ownerCookie = await login(t, owner.email);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(ownerCookie, await phoneJpeg())).json().photo.id);
    await t.app.deps.photos.review(ids, { approve: true });
    const free = await buildMember(t);
    const freeCookie = await login(t, free.email);
    const { profile } = (
      await t.app.inject({ method: 'GET', url: `/api/members/${owner.id}`, headers: { cookie: freeCookie } })
    ).json();
    const locked = profile.photos.filter((p: { locked: boolean }) => p.locked);
    expect(locked).toHaveLength(2);
    for (const p of locked) expect([p.filename, p.thumb_filename]).toEqual([null, null]);
    for (const id of ids.slice(1)) {
      for (const file of [`${id}.webp`, `${id}.thumb.webp`]) {
        const r = await t.app.inject({
          method: 'GET',
          url: `/media/photos/${file}`,
          headers: { cookie: freeCookie },
        });
        expect(r.statusCode).toBe(403);
      }
    }
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, free.id));
    const premium = (
      await t.app.inject({ method: 'GET', url: `/api/members/${owner.id}`, headers: { cookie: freeCookie } })
    ).json();
    expect(premium.profile.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/media/photos/${ids[2]}.webp`,
          headers: { cookie: freeCookie },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sets the main photo and moves it on when the main photo is deleted', async () => {
    const owner = await buildMember(t);
    const cookie = await login(t, owner.email);
    const a = (await upload(cookie, await phoneJpeg())).json().photo.id;
    const b = (await upload(cookie, await phoneJpeg())).json().photo.id;
    const early = await t.app.inject({ method: 'PUT', url: `/api/photos/${b}/main`, headers: { cookie } });
    expect(early.json().fields.photo).toBe('Deze foto wordt nog gekeurd.');
    await t.app.deps.photos.review([a, b], { approve: true });
    await t.app.inject({ method: 'PUT', url: `/api/photos/${b}/main`, headers: { cookie } });
    let own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile.photos.find((p: { is_main: boolean }) => p.is_main).id).toBe(b);
    await t.app.inject({ method: 'DELETE', url: `/api/photos/${b}`, headers: { cookie } });
    own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile.photos.map((p: { id: number; is_main: boolean }) => [p.id, p.is_main])).toEqual([
      [a, true],
    ]);
    const other = await buildMember(t);
    const otherCookie = await login(t, other.email);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/photos/${a}`, headers: { cookie: otherCookie } }))
        .statusCode,
    ).toBe(404);
  });
});
