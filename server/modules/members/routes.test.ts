import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, users } from '../../db/schema/index.ts';
import { seedDemoMembers } from '../../demo/demo.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = (cookie?: string, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/members?page=${page}`, headers: cookie ? { cookie } : {} });

describe('GET /api/members', () => {
  it('needs a login unless logged_out_search allows visitors, or a traffic source where that is allowed', async () => {
    const visitor = await list();
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
    const partner = await t.app.inject({
      method: 'GET',
      url: '/api/members',
      headers: { cookie: 'tracking=x' },
    });
    expect(partner.statusCode).toBe(200);
    await t.app.deps.settings.update('default', { logged_out_search: true });
    expect((await list()).statusCode).toBe(200);
    await t.app.deps.settings.update('default', { logged_out_search: false });
  });

  it('never lists the viewer, unconfirmed, deleted, banned, invisible or disabled members', async () => {
    const viewer = await buildMember(t, { name: 'Kijker' });
    const visible = await buildMember(t, { name: 'Zichtbaar' });
    const hidden = [
      await buildMember(t, { status: 'not_confirmed' }),
      await buildMember(t, { status: 'deleted' }),
      await buildMember(t, { status: 'banned' }),
      await buildMember(t, { invisible: true }),
      await buildMember(t),
    ];
    const disabled = hidden[4];
    if (disabled)
      await t.database.db
        .update(profiles)
        .set({ status: 'disabled' })
        .where(eq(profiles.userId, disabled.id));
    const cookie = await login(t, viewer.email);
    const answer = (await list(cookie)).json();
    const ids = answer.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(viewer.id);
    for (const h of hidden) expect(ids).not.toContain(h.id);
    expect(answer.numResults).toBe(ids.length);
  });

  it('pages through demo members: with a photo first, 24 a page, each member once', async () => {
    const viewer = await buildMember(t);
    await seedDemoMembers(t.database.db, { count: 60, clock: t.clock, batchSize: 25, seed: 7 });
    const cookie = await login(t, viewer.email);
    const first = (await list(cookie, 1)).json();
    expect(first.results).toHaveLength(24);
    const total = first.numResults;
    const seen = new Set<number>();
    let answer = first;
    let pageNo = 1;
    for (;;) {
      for (const r of answer.results) seen.add(r.id);
      if (!answer.next_cursor) break;
      pageNo += 1;
      answer = (
        await t.app.inject({
          method: 'GET',
          url: `/api/members?page=${pageNo}&cursor=${answer.next_cursor}`,
          headers: { cookie },
        })
      ).json();
    }
    expect(pageNo).toBe(Math.ceil(total / 24));
    expect(seen.size).toBe(total);
    const withPhoto = first.results.filter((r: { main_image: unknown }) => r.main_image !== null);
    expect(withPhoto.length).toBe(24);
    const card = first.results[0];
    expect(card).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      age: expect.any(Number),
      gender: expect.stringMatching(/^(male|female)$/),
      country: expect.stringMatching(/^(NL|BE|DE)$/),
      region: expect.stringMatching(/^(NL|BE|DE)-/),
      city: expect.any(String),
      fictional: expect.any(Boolean),
      online: expect.any(Boolean),
      main_image: {
        filename: `photos/${card.main_image.filename.match(/\d+/)[0]}.webp`,
        thumb_filename: expect.stringMatching(/\.thumb\.webp$/),
      },
      verified: false,
    });
    expect(card.age).toBeGreaterThanOrEqual(18);
  });
});

describe('demo members', () => {
  it('are realistic: NL, BE and DE, adults, about 10% fictional, each with a main photo', async () => {
    const local = await buildTestApp();
    try {
      await seedDemoMembers(local.database.db, { count: 400, clock: local.clock, seed: 3 });
      const rows = await local.database.db.select().from(profiles);
      expect(rows).toHaveLength(400);
      expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['NL', 'BE', 'DE']));
      const fictional = rows.filter((r) => r.fictional).length / rows.length;
      expect(fictional).toBeGreaterThan(0.05);
      expect(fictional).toBeLessThan(0.15);
      expect(rows.filter((r) => r.mainPhotoId === null)).toEqual([]);
      for (const r of rows) {
        expect(r.interests.length).toBeGreaterThanOrEqual(3);
        expect(r.about.length).toBeGreaterThan(40);
      }
      const statuses = await local.database.db.select({ s: users.status }).from(users);
      expect(new Set(statuses.map((s) => s.s))).toEqual(new Set(['confirmed']));
    } finally {
      await local.close();
    }
  });
});

describe('GET /media/photos/:file', () => {
  it('serves a main photo to anyone, and other photos only to the owner and premium members', async () => {
    const owner = await buildMember(t);
    const [main] = await t.database.db
      .insert(photos)
      .values({
        userId: owner.id,
        status: 'active',
        storageKey: `demo/${owner.id}-a`,
        generatedSeed: 'female:a',
      })
      .returning();
    const [second] = await t.database.db
      .insert(photos)
      .values({
        userId: owner.id,
        status: 'active',
        storageKey: `demo/${owner.id}-b`,
        generatedSeed: 'female:b',
      })
      .returning();
    if (!main || !second) throw new Error('no photos');
    await t.database.db.update(profiles).set({ mainPhotoId: main.id }).where(eq(profiles.userId, owner.id));

    const publicMain = await t.app.inject({ method: 'GET', url: `/media/photos/${main.id}.webp` });
    expect(publicMain.statusCode).toBe(200);
    expect(publicMain.headers['content-type']).toBe('image/webp');
    const meta = await sharp(publicMain.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    const thumb = await t.app.inject({ method: 'GET', url: `/media/photos/${main.id}.thumb.webp` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);

    const free = await buildMember(t);
    const freeCookie = await login(t, free.email);
    const locked = await t.app.inject({
      method: 'GET',
      url: `/media/photos/${second.id}.webp`,
      headers: { cookie: freeCookie },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.headers['content-type']).toContain('application/json');
    const ownerCookie = await login(t, owner.email);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/media/photos/${second.id}.webp`,
          headers: { cookie: ownerCookie },
        })
      ).statusCode,
    ).toBe(200);
    const premium = await buildMember(t, { paidUser: true });
    const premiumCookie = await login(t, premium.email);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/media/photos/${second.id}.webp`,
          headers: { cookie: premiumCookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/photos/../../etc/passwd' })).statusCode,
    ).not.toBe(200);
  });
});
