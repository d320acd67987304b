import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, swipePasses } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { dayWindow } from './swipe.ts';

let t: TestApp;
beforeAll(async () => {
  // 2026-03-01 10:00 UTC is 11:00 in Amsterdam: 13 hours left of the calendar day there.
  t = await buildTestApp({ clock: new ManualClock('2026-03-01T10:00:00Z') });
});
afterAll(() => t.close());

async function withPhoto(
  gender: 'male' | 'female',
  name: string,
  place: { dateOfBirth?: string; country?: string } = {},
) {
  const member = await buildMember(t, { gender, name, ...place });
  const [photo] = await t.database.db
    .insert(photos)
    .values({
      userId: member.id,
      status: 'active',
      storageKey: `demo/${member.id}`,
      generatedSeed: `${gender}:${member.id}`,
    })
    .returning();
  await t.database.db
    .update(profiles)
    .set({ mainPhotoId: photo?.id ?? null })
    .where(eq(profiles.userId, member.id));
  return member;
}

const like = (cookie: string, id: number, source = 'profile') =>
  t.app.inject({ method: 'POST', url: `/api/likes/${id}?source=${source}`, headers: { cookie } });

describe('likes and matches', () => {
  it('reports a mutual like as a match exactly once', async () => {
    const anna = await buildMember(t, { name: 'Anna' });
    const bas = await buildMember(t, { name: 'Bas', gender: 'male' });
    const annaCookie = await login(t, anna.email);
    const basCookie = await login(t, bas.email);
    expect((await like(annaCookie, bas.id)).json()).toEqual({ like: true, match: false });
    expect((await like(annaCookie, bas.id)).json()).toEqual({ like: true, match: false });
    expect((await like(basCookie, anna.id)).json()).toEqual({ like: true, match: true });
    expect((await like(basCookie, anna.id)).json()).toEqual({ like: true, match: false });

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: annaCookie } })
    ).json();
    expect(list.liked_by).toEqual([{ id: bas.id, like_new: true }]);
    expect(list.profiles).toEqual([
      expect.objectContaining({ id: bas.id, liked: true, liked_me: true, match: true, like_new: true }),
    ]);
    await t.app.inject({ method: 'POST', url: `/api/likes/${bas.id}/seen`, headers: { cookie: annaCookie } });
    const seen = (
      await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: annaCookie } })
    ).json();
    expect(seen.liked_by).toEqual([{ id: bas.id, like_new: false }]);

    await t.app.inject({ method: 'DELETE', url: `/api/likes/${anna.id}`, headers: { cookie: basCookie } });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: annaCookie } })
    ).json();
    expect(after.liked_by).toEqual([]);
    expect(after.profiles[0]).toMatchObject({ liked: true, liked_me: false, match: false });
  });

  it('counts a match once when both like at the same moment', async () => {
    const a = await buildMember(t);
    const b = await buildMember(t);
    const [ca, cb] = [await login(t, a.email), await login(t, b.email)];
    const answers = await Promise.all([like(ca, b.id), like(cb, a.id)]);
    const matches = answers.map((r) => r.json().match).filter(Boolean);
    expect(matches.length).toBeLessThanOrEqual(2);
    expect(matches.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses likes to yourself and to unknown members, and needs a login', async () => {
    const me = await buildMember(t);
    const cookie = await login(t, me.email);
    expect((await like(cookie, me.id)).statusCode).toBe(404);
    expect((await like(cookie, 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/likes/${me.id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/likes.php' })).json().error).toBe(
      'authentication_required',
    );
  });
});

describe('blocks', () => {
  it('hide both members from each other in likes, and stop likes both ways', async () => {
    const a = await buildMember(t, { name: 'Ada' });
    const b = await buildMember(t, { name: 'Bo' });
    const [ca, cb] = [await login(t, a.email), await login(t, b.email)];
    await like(ca, b.id);
    await like(cb, a.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/blocks/${b.id}`, headers: { cookie: ca } })).json(),
    ).toEqual({ ok: true });
    for (const cookie of [ca, cb]) {
      const list = (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie } })).json();
      expect(list).toEqual({ profiles: [], liked_by: [] });
    }
    const fromBlocked = await like(cb, a.id);
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().message).toBe(
      'Ada heeft je geblokkeerd. Je kunt het profiel van Ada niet meer bekijken.',
    );
    expect((await like(ca, b.id)).statusCode).toBe(403);
    const blocked = (
      await t.app.inject({ method: 'GET', url: '/api/blocks', headers: { cookie: ca } })
    ).json();
    expect(blocked).toEqual({
      blocked: [{ id: b.id, name: 'Bo', main_image: null, blocked_at: '2026-03-01T10:00:00.000Z' }],
    });
    await t.app.inject({ method: 'DELETE', url: `/api/blocks/${b.id}`, headers: { cookie: ca } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: ca } })).json().profiles,
    ).toHaveLength(1);
  });
});

describe('the blocked list', () => {
  it('lists the blocked members newest first with name, main photo and time; unblocking empties it', async () => {
    const viewer = await buildMember(t, { name: 'Vera' });
    const first = await withPhoto('male', 'Eerste');
    const second = await buildMember(t, { name: 'Tweede', gender: 'male' });
    const cookie = await login(t, viewer.email);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/blocks', headers: { cookie } })).json();
    expect(await list()).toEqual({ blocked: [] });
    t.clock.set('2026-03-01T10:00:00Z');
    await t.app.inject({ method: 'POST', url: `/api/blocks/${first.id}`, headers: { cookie } });
    t.clock.set('2026-03-01T10:05:00Z');
    await t.app.inject({ method: 'POST', url: `/api/blocks/${second.id}`, headers: { cookie } });
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, first.id));
    expect(await list()).toEqual({
      blocked: [
        { id: second.id, name: 'Tweede', main_image: null, blocked_at: '2026-03-01T10:05:00.000Z' },
        {
          id: first.id,
          name: 'Eerste',
          main_image: {
            filename: `photos/${photo?.id}.webp`,
            thumb_filename: `photos/${photo?.id}.thumb.webp`,
          },
          blocked_at: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
    for (const id of [first.id, second.id]) {
      const answer = await t.app.inject({ method: 'DELETE', url: `/api/blocks/${id}`, headers: { cookie } });
      expect(answer.json()).toEqual({ ok: true });
    }
    expect(await list()).toEqual({ blocked: [] });
    t.clock.set('2026-03-01T10:00:00Z');
  });

  it('asks for a login first', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/blocks' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('authentication_required');
  });
});

describe('swipe game', () => {
  it('allows 4 likes a calendar day in the site time zone; the 5th answers the hours to wait', async () => {
    const player = await buildMember(t, { gender: 'male' });
    const cookie = await login(t, player.email);
    const cards = [];
    for (let i = 0; i < 6; i++) cards.push(await withPhoto('female', `Kaart${i}`));
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = (
        await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } })
      ).json();
      expect(next.likes_left).toBe(4 - i);
      expect(next.profile.gender).toBe('female');
      expect(seen).not.toContain(next.profile.id);
      seen.push(next.profile.id);
      expect((await like(cookie, next.profile.id, 'swipe')).statusCode).toBe(200);
    }
    const fifth = await like(cookie, cards[5]?.id ?? 0, 'swipe');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'swipe_limit',
      wait_hours: 13,
      message: 'Je hebt vandaag al je likes gebruikt. Over 13 uur kun je weer verder.',
    });
    const game = await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } });
    expect(game.json()).toMatchObject({ error: 'swipe_limit', wait_hours: 13 });
    // Likes from profiles do not count; a new day in Amsterdam starts at 23:00 UTC.
    expect((await like(cookie, cards[5]?.id ?? 0)).statusCode).toBe(200);
    t.clock.set('2026-03-01T22:59:00Z');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } })).json().wait_hours,
    ).toBe(1);
    t.clock.set('2026-03-01T23:00:00Z');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } })).json().likes_left,
    ).toBe(4);
    t.clock.set('2026-03-01T10:00:00Z');
  });

  it('does not show a passed card again', async () => {
    const player = await buildMember(t, { gender: 'male' });
    const cookie = await login(t, player.email);
    const first = (await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } })).json()
      .profile;
    await t.app.inject({ method: 'POST', url: `/api/swipe-game/pass/${first.id}`, headers: { cookie } });
    const second = (await t.app.inject({ method: 'GET', url: '/api/swipe-game', headers: { cookie } })).json()
      .profile;
    expect(second?.id).not.toBe(first.id);
  });

  it('offers only cards within the search defaults (ages, look) and the place asked for', async () => {
    const player = await buildMember(t, { gender: 'female', lookingFor: 'female' });
    const cookie = await login(t, player.email);
    // Other tests' members are passed for good: only this test's cards can come.
    const others = await t.database.db.select({ id: profiles.userId }).from(profiles);
    await t.database.db
      .insert(swipePasses)
      .values(others.map((o) => ({ userId: player.id, targetId: o.id, createdAt: t.clock.now() })));
    const young = await withPhoto('female', 'Jong', { dateOfBirth: '2000-01-01' });
    const old = await withPhoto('female', 'Ouder', { dateOfBirth: '1970-01-01', country: 'BE' });
    const sexy = await withPhoto('female', 'Sexy', { dateOfBirth: '1999-01-01' });
    await t.database.db.update(profiles).set({ appearance: 'sexy' }).where(eq(profiles.userId, sexy.id));
    await t.database.db.update(profiles).set({ region: 'UT' }).where(eq(profiles.userId, young.id));
    const cards = async (query = '') => {
      const ids: number[] = [];
      for (;;) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/swipe-game${query}`,
          headers: { cookie },
        });
        expect(answer.statusCode).toBe(200);
        const id = answer.json().profile?.id as number | undefined;
        if (!id || ids.includes(id)) return ids;
        ids.push(id);
        await t.database.db
          .insert(swipePasses)
          .values({ userId: player.id, targetId: id, createdAt: t.clock.now() });
      }
    };
    const reset = () =>
      t.database.db
        .delete(swipePasses)
        .where(
          and(eq(swipePasses.userId, player.id), inArray(swipePasses.targetId, [young.id, old.id, sexy.id])),
        );
    // The match finder's answers: 18 to 35, a normal look.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      headers: { cookie },
      payload: { ages: '18-35', appearance: 'normal' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await cards()).toEqual([young.id]);
    await reset();
    // 35+ and sexy: neither the young nor the sexy member of 27.
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      headers: { cookie },
      payload: { ages: '35+', appearance: 'normal' },
    });
    expect(await cards()).toEqual([old.id]);
    await reset();
    expect(await cards('?country=NL')).toEqual([]);
    await reset();
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      headers: { cookie },
      payload: { ages: '18-35', appearance: 'sexy' },
    });
    expect(await cards()).toEqual([sexy.id]);
    await reset();
    await t.database.db.update(profiles).set({ seekAppearance: null }).where(eq(profiles.userId, player.id));
    expect((await cards()).sort()).toEqual([young.id, sexy.id].sort());
    await reset();
    expect(await cards('?country=NL&region=UT')).toEqual([young.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/swipe-game?country=XX', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('computes calendar days across daylight saving time', () => {
    const { start, end } = dayWindow(new Date('2026-03-29T12:00:00Z'), 'Europe/Amsterdam');
    expect([start.toISOString(), end.toISOString()]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });
});

describe('GET /api/auto-like.php', () => {
  it('answers the newest new like, else lets a fictional profile like the member', async () => {
    const me = await buildMember(t, { gender: 'male' });
    const cookie = await login(t, me.email);
    const fan = await withPhoto('female', 'Fan');
    await like(await login(t, fan.email), me.id);
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie } })
    ).json();
    expect(first).toMatchObject({
      id: fan.id,
      main_image: { match: expect.stringMatching(/^photos\/\d+\.webp$/) },
    });
    await t.app.inject({ method: 'POST', url: `/api/likes/${fan.id}/seen`, headers: { cookie } });
    const fictional = await withPhoto('female', 'Fictief');
    await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, fictional.id));
    const auto = (
      await t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie } })
    ).json();
    expect(auto.id).toBe(fictional.id);
    const list = (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie } })).json();
    expect(list.liked_by).toContainEqual({ id: fictional.id, like_new: true });
  });
});
