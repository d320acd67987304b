import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { seedDemoMembers } from '../../demo/demo.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { ageOn } from './present.ts';

let t: TestApp;
let viewer: { id: number; email: string };
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMembers(t.database.db, { count: 300, clock: t.clock, seed: 11 });
  viewer = await buildMember(t, { name: 'Zoeker' });
  cookie = await login(t, viewer.email);
});
afterAll(() => t.close());

type Card = { id: number; gender: string; country: string; region: string; age: number; main_image: unknown };
async function all(
  query: string,
): Promise<{ cards: Card[]; numResults: number; first: { similar_results: Card[] } }> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  let first: { similar_results: Card[]; numResults: number } | undefined;
  let page = 1;
  do {
    const r: {
      statusCode: number;
      json: () => {
        results: Card[];
        next_cursor: string | null;
        numResults: number;
        similar_results: Card[];
      };
    } = await t.app.inject({
      method: 'GET',
      url: `/api/members?${query}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie },
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    first ??= body;
    cards.push(...body.results);
    cursor = body.next_cursor;
    page += 1;
  } while (cursor);
  return { cards, numResults: first?.numResults ?? 0, first: first ?? { similar_results: [] } };
}

describe('GET /api/members with filters', () => {
  it.each([
    ['gender=female&country=NL', { gender: 'female', country: 'NL' }],
    ['gender=male&country=DE&min_age=30&max_age=40', { gender: 'male', country: 'DE', min: 30, max: 40 }],
    ['country=NL&region=NL-NH', { country: 'NL', region: 'NL-NH' }],
    ['gender=female&country=BE&min_age=18&max_age=25', { gender: 'female', country: 'BE', min: 18, max: 25 }],
  ])('every result of %s satisfies every filter, each once, photo first', async (query, want) => {
    const { cards, numResults } = await all(query);
    expect(cards.length).toBe(numResults);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    const rows = await t.database.db.select().from(profiles);
    const expected = rows.filter(
      (p) =>
        p.searchable &&
        p.userId !== viewer.id &&
        (!('gender' in want) || p.gender === want.gender) &&
        p.country === want.country &&
        (!('region' in want) || p.region === want.region) &&
        (!('min' in want) || ageOn(p.dateOfBirth, t.clock.now()) >= (want.min ?? 0)) &&
        (!('max' in want) || ageOn(p.dateOfBirth, t.clock.now()) <= (want.max ?? 200)),
    );
    expect(cards.map((c) => c.id).sort()).toEqual(expected.map((p) => p.userId).sort());
    const firstWithout = cards.findIndex((c) => c.main_image === null);
    if (firstWithout >= 0) expect(cards.slice(firstWithout).every((c) => c.main_image === null)).toBe(true);
  });

  it('adds similar members when the filters find few', async () => {
    const { cards, first } = await all('gender=female&country=NL&region=NL-ZE&min_age=60&max_age=62');
    expect(cards.length).toBeLessThan(6);
    expect(first.similar_results.length).toBeGreaterThan(0);
    for (const s of first.similar_results) {
      expect([s.gender, s.country]).toEqual(['female', 'NL']);
      expect(s.age).toBeGreaterThanOrEqual(55);
      expect(cards.map((c) => c.id)).not.toContain(s.id);
    }
  });

  it('refuses a minimum age above the maximum and an unknown country', async () => {
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/members?min_age=40&max_age=30',
      headers: { cookie },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().fields.max_age).toBe(
      'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/members?country=XX', headers: { cookie } })).statusCode,
    ).toBe(400);
  });

  it('never shows the viewer, blocked members either way, invisible, unconfirmed or disabled members', async () => {
    const [blockedByMe, blockedMe, invisible, unconfirmed, disabled] = [
      await buildMember(t, { name: 'Geblokkeerd' }),
      await buildMember(t, { name: 'Blokkeerder' }),
      await buildMember(t, { invisible: true }),
      await buildMember(t, { status: 'not_confirmed' }),
      await buildMember(t),
    ];
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, disabled.id));
    await t.app.inject({ method: 'POST', url: `/api/blocks/${blockedByMe.id}`, headers: { cookie } });
    const other = await login(t, blockedMe.email);
    await t.app.inject({ method: 'POST', url: `/api/blocks/${viewer.id}`, headers: { cookie: other } });
    const { cards } = await all('country=NL');
    const ids = cards.map((c) => c.id);
    for (const hidden of [viewer, blockedByMe, blockedMe, invisible, unconfirmed, disabled])
      expect(ids).not.toContain(hidden.id);
    // The blocker does not see the viewer either.
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/members?country=NL', headers: { cookie: other } })
    ).json();
    expect(theirs.results.map((c: Card) => c.id)).not.toContain(viewer.id);
  });
});

describe('GET /api/members/:id', () => {
  it('shows the fields the settings allow, the fictional flag, and 403 blocked with the name', async () => {
    const member = await buildMember(t, { name: 'Roos' });
    await t.database.db
      .update(profiles)
      .set({ fictional: true, hairColour: 'red', about: 'Hallo!' })
      .where(eq(profiles.userId, member.id));
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/members/${member.id}`, headers: { cookie } })
    ).json();
    expect(seen.profile).toMatchObject({ id: member.id, name: 'Roos', fictional: true, about: 'Hallo!' });
    expect(seen.profile.fields).toMatchObject({ hair_colour: 'red', city: 'Amsterdam' });
    await t.app.deps.settings.update('default', { visible_profile_fields: ['city'] });
    const fewer = (
      await t.app.inject({ method: 'GET', url: `/api/members/${member.id}`, headers: { cookie } })
    ).json();
    expect(Object.keys(fewer.profile.fields)).toEqual(['city']);
    await t.app.deps.settings.update('default', {
      visible_profile_fields: ['gender', 'city', 'hair_colour', 'interests'],
    });

    const memberCookie = await login(t, member.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${viewer.id}`,
      headers: { cookie: memberCookie },
    });
    const blocked = await t.app.inject({
      method: 'GET',
      url: `/api/members/${member.id}`,
      headers: { cookie },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: 'blocked',
      name: 'Roos',
      message: 'Roos heeft je geblokkeerd. Je kunt het profiel van Roos niet meer bekijken.',
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${viewer.id}`,
      headers: { cookie: memberCookie },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/members/${member.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('hides invisible members from those they did not like first', async () => {
    const shy = await buildMember(t, { invisible: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/members/${shy.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    const shyCookie = await login(t, shy.email);
    await t.app.inject({ method: 'POST', url: `/api/likes/${viewer.id}`, headers: { cookie: shyCookie } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/members/${shy.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/profile', () => {
  const form = {
    name: 'Sanne',
    gender: 'female',
    looking_for: 'male',
    date_of_birth: '1992-04-01',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    min_age: 28,
    max_age: 40,
    hair_colour: 'blond',
    eye_colour: 'blue',
    body_type: 'athletic',
    relationship_status: 'single',
    sexuality: 'hetero',
    tattoos: 'one',
    signup_reason: 'relationship',
    interests: ['travelling', 'music'],
    about: 'Ik fiets graag.',
  };

  it('saves every field and answers the saved profile', async () => {
    const member = await buildMember(t);
    const memberCookie = await login(t, member.email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: memberCookie },
      payload: form,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ ...form, invisible: false, photo_limit: 3, photos: [] });
  });

  it('refuses the SPEC §5 mistakes with their texts', async () => {
    const member = await buildMember(t, { email: 'lotte@example.com' });
    const memberCookie = await login(t, member.email);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: memberCookie },
      payload: {
        ...form,
        name: 'lotte',
        date_of_birth: '2010-01-01',
        region: 'DE-BY',
        min_age: 50,
        max_age: 30,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Je profielnaam moet anders zijn dan je e-mailadres.',
      date_of_birth: 'Vul uw geboortedatum in (18+ jaar)',
      region: 'Maak een keuze.',
      max_age: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
    });
  });
});

describe('GET /api/geocode.php', () => {
  it('finds the city, region and country near coordinates, offline', async () => {
    const amsterdam = await t.app.inject({
      method: 'GET',
      url: '/api/geocode.php?lat=52.36&lon=4.91',
      headers: { cookie },
    });
    expect(amsterdam.json()).toEqual({ country: 'NL', region: 'NL-NH', city: 'Amsterdam' });
    const sea = await t.app.inject({
      method: 'GET',
      url: '/api/geocode.php?lat=40&lon=-30',
      headers: { cookie },
    });
    expect(sea.statusCode).toBe(404);
  });
});
