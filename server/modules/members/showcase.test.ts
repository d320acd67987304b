/**
 * SPEC §2 landers' public showcase (`GET /api/showcase.php`): only searchable, real members with an
 * approved main photo of the site's country; the slug names a city or region; filters; the online
 * count follows the injected clock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, TEST_RATE_LIMITS, type TestApp } from '../../test/helpers.ts';
import { SHOWCASE_CACHE_S } from './showcase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({});
});
afterAll(() => t.close());

type Answer = {
  place: { slug: string; name: string; kind: string } | null;
  members: Array<{
    id: number;
    name: string;
    age: number;
    city: string;
    image: { filename: string };
    online: boolean;
    in_place: boolean;
  }>;
  online_now: number;
  members_total: number;
};

/** A member with a main photo in `status`, living in `city` of `region`, as the options say. */
async function member(
  options: Parameters<typeof buildMember>[1] & {
    photo?: 'active' | 'under_review' | null;
    city?: string;
    region?: string;
    fictional?: boolean;
    appearance?: 'normal' | 'sexy';
  } = {},
): Promise<number> {
  const { photo = 'active', city, region, fictional, appearance, ...rest } = options;
  const { id } = await buildMember(t, rest);
  let mainPhotoId: number | null = null;
  if (photo) {
    const [row] = await t.database.db
      .insert(photos)
      .values({ userId: id, status: photo, storageKey: `test/${id}`, generatedSeed: `female:${id}` })
      .returning({ id: photos.id });
    mainPhotoId = row?.id ?? null;
  }
  await t.database.db
    .update(profiles)
    .set({
      mainPhotoId,
      ...(city ? { city } : {}),
      ...(region ? { region } : {}),
      ...(fictional ? { fictional } : {}),
      ...(appearance ? { appearance } : {}),
    })
    .where(eq(profiles.userId, id));
  return id;
}

async function showcase(query: string, cookie?: string): Promise<Answer> {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/showcase.php?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** Past the answer cache, so that the next request reads the database again. */
const nextPeriod = () => t.clock.advance(SHOWCASE_CACHE_S + 1);

describe('GET /api/showcase.php', () => {
  it('shows searchable real members with an approved main photo, never the others', async () => {
    const shown = await member({ name: 'Zichtbaar' });
    const hidden = await Promise.all([
      member({ name: 'Onzichtbaar', invisible: true }),
      member({ name: 'Onbevestigd', status: 'not_confirmed' }),
      member({ name: 'Verzonnen', fictional: true }),
      member({ name: 'Zonderfoto', photo: null }),
      member({ name: 'Inbeoordeling', photo: 'under_review' }),
      member({ name: 'Verwijderd', status: 'deleted' }),
      member({ name: 'Verbannen', status: 'banned' }),
      member({ name: 'Duitser', country: 'DE' }),
    ]);
    const answer = await showcase('limit=48');
    const ids = answer.members.map((m) => m.id);
    expect(ids).toContain(shown);
    for (const id of hidden) expect(ids).not.toContain(id);
    const card = answer.members.find((m) => m.id === shown);
    expect(card).toMatchObject({ name: 'Zichtbaar', age: 35, city: 'Amsterdam', online: true });
    expect(card?.image.filename).toMatch(/^photos\/\d+\.webp$/);
    expect(answer.place).toBeNull();
    // Members in all: the shown one and the photo-less and under-review ones (real, searchable, NL).
    expect(answer.members_total).toBe(3);
  });

  it('answers visitors and members alike, and refuses a bad query', async () => {
    const { email } = await buildMember(t);
    const cookie = await login(t, email);
    nextPeriod();
    const asMember = await showcase('limit=5', cookie);
    expect(asMember.members.length).toBeGreaterThan(0);
    for (const bad of ['limit=0', 'limit=49', 'min_age=40&max_age=30', 'appearance=ugly', 'gender=x']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/showcase.php?${bad}` });
      expect(r.statusCode, bad).toBe(400);
    }
  });

  it('resolves a city and a region slug and personalises the place; an unknown slug is site-wide', async () => {
    const utrecht = await member({ name: 'Uta', city: 'Utrecht', region: 'NL-UT' });
    const amersfoort = await member({ name: 'Anke', city: 'Amersfoort', region: 'NL-UT' });
    const bosch = await member({ name: 'Bo', city: "'s-Hertogenbosch", region: 'NL-NB' });
    nextPeriod();
    const city = await showcase('slug=utrecht');
    expect(city.place).toEqual({ slug: 'utrecht', name: 'Utrecht', kind: 'city', region: 'NL-UT' });
    expect(city.members.map((m) => m.id)).toEqual([utrecht]);
    const accented = await showcase('slug=S-Hertogenbosch');
    expect(accented.place).toEqual({
      slug: 's-hertogenbosch',
      name: "'s-Hertogenbosch",
      kind: 'city',
      region: 'NL-NB',
    });
    expect(accented.members.map((m) => m.id)).toEqual([bosch]);
    const region = await showcase('slug=noord-holland&limit=48');
    expect(region.place).toEqual({
      slug: 'noord-holland',
      name: 'Noord-Holland',
      kind: 'region',
      region: 'NL-NH',
    });
    expect(region.members.every((m) => m.city === 'Amsterdam')).toBe(true);
    const zeeland = await showcase('slug=zeeland');
    expect(zeeland).toMatchObject({
      place: { name: 'Zeeland', kind: 'region' },
      members: [],
      members_total: 0,
    });
    // With fill=1 a place with fewer members than asked is followed by the rest of the country.
    const filled = await showcase('slug=utrecht&limit=3&fill=1');
    expect(filled.place?.name).toBe('Utrecht');
    expect(filled.members[0]?.id).toBe(utrecht);
    expect(filled.members).toHaveLength(3);
    expect(new Set(filled.members.map((m) => m.id)).size).toBe(3);
    // Members from the rest of the country say so: the page shows their own city, never the place's.
    expect(filled.members[0]?.in_place).toBe(true);
    expect(filled.members.slice(1).every((m) => !m.in_place && m.city !== 'Utrecht')).toBe(true);
    const unknown = await showcase('slug=atlantis&limit=48');
    expect(unknown.place).toBeNull();
    expect(unknown.members.map((m) => m.id)).toEqual(expect.arrayContaining([utrecht, amersfoort, bosch]));
  });

  it('filters by gender, age and appearance', async () => {
    const now = t.clock.now();
    const born = (age: number) => `${now.getUTCFullYear() - age - 1}-12-31`;
    const young = await member({
      gender: 'male',
      dateOfBirth: born(22),
      appearance: 'sexy',
      city: 'Breda',
      region: 'NL-NB',
    });
    const old = await member({
      gender: 'male',
      dateOfBirth: born(50),
      appearance: 'normal',
      city: 'Breda',
      region: 'NL-NB',
    });
    const woman = await member({
      gender: 'female',
      dateOfBirth: born(23),
      appearance: 'sexy',
      city: 'Breda',
      region: 'NL-NB',
    });
    nextPeriod();
    const ids = async (q: string) => (await showcase(`slug=breda&${q}`)).members.map((m) => m.id).sort();
    expect(await ids('gender=male')).toEqual([young, old].sort());
    expect(await ids('min_age=40')).toEqual([old]);
    expect(await ids('max_age=25')).toEqual([young, woman].sort());
    expect(await ids('gender=male&max_age=25')).toEqual([young]);
    expect(await ids('appearance=sexy')).toEqual([young, woman].sort());
    expect(await ids('appearance=normal&min_age=18&max_age=99')).toEqual([old]);
    expect(await ids('limit=1')).toHaveLength(1);
    expect((await showcase('slug=breda&min_age=22&max_age=22')).members.map((m) => m.age)).toEqual([22]);
  });

  it('counts members online within the online window, following the clock', async () => {
    const region = 'NL-ZE';
    const city = 'Middelburg';
    await member({ city, region });
    await member({ city, region, photo: null });
    await member({ city, region, lastActiveAt: new Date(t.clock.now().getTime() - 3600_000) });
    nextPeriod(); // the clock moved 31 s: the first two are still online
    const first = await showcase('slug=middelburg');
    expect(first).toMatchObject({ online_now: 2, members_total: 3 });
    expect(first.members).toHaveLength(2);
    expect(first.members[0]?.online).toBe(true);
    expect(first.members[1]?.online).toBe(false);
    t.clock.advance(300);
    const later = await showcase('slug=middelburg');
    expect(later).toMatchObject({ online_now: 0, members_total: 3 });
    expect(later.members.every((m) => !m.online)).toBe(true);
  });

  it('reuses an answer within the cache period', async () => {
    await member({ city: 'Lelystad', region: 'NL-FL' });
    const before = await showcase('slug=lelystad');
    await member({ city: 'Lelystad', region: 'NL-FL' });
    expect((await showcase('slug=lelystad')).members_total).toBe(before.members_total);
    nextPeriod();
    expect((await showcase('slug=lelystad')).members_total).toBe(before.members_total + 1);
  });
});

describe('GET /api/showcase.php rate limit', () => {
  it('answers 429 once a client asks more often than the limit allows, and other clients still get answers', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...TEST_RATE_LIMITS, showcase: { max: 3, timeWindow: '1 minute' } },
    });
    try {
      const ask = (limit: number, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'GET', url: `/api/showcase.php?limit=${limit}`, remoteAddress });
      // New queries each time: a client cannot bypass the limit by varying the query.
      for (const limit of [1, 2, 3]) expect((await ask(limit)).statusCode).toBe(200);
      const refused = await ask(4);
      expect(refused.statusCode).toBe(429);
      expect((await ask(5, '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
