import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, PASSWORD, profileForm, type TestApp } from '../../test/helpers.ts';

// SPEC §2 match finder (/match-finder, /signup-matches, the dialog), SPEC §9 ages 18-35 or 35+:
// the own look on the profile, the search's appearance filter and the search defaults.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profileOf = async (userId: number) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

const form = profileForm('Noor');

describe('the own look on the profile (PUT /api/profile)', () => {
  it('saves appearance and seek_appearance and shows the look on the profile page', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...form, appearance: 'sexy', seek_appearance: 'normal' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ appearance: 'sexy', seek_appearance: 'normal' });
    const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile).toMatchObject({ appearance: 'sexy', seek_appearance: 'normal' });
    const viewer = await buildMember(t, { gender: 'male' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/members/${member.id}`,
      headers: { cookie: await login(t, viewer.email) },
    });
    expect(page.json().profile.fields.appearance).toBe('sexy');
    // "Not said" clears it again.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...form, appearance: null, seek_appearance: null },
    });
    expect(cleared.json().profile).toMatchObject({ appearance: null, seek_appearance: null });
  });

  it('refuses a look that is not a choice with a translated text and changes nothing', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    await t.database.db.update(profiles).set({ appearance: 'normal' }).where(eq(profiles.userId, member.id));
    const before = await profileOf(member.id);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...form, appearance: 'stunning', seek_appearance: 'white' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation',
      fields: { appearance: 'Maak een keuze.', seek_appearance: 'Maak een keuze.' },
    });
    expect(await profileOf(member.id)).toEqual(before);
  });
});

describe('GET /api/members?appearance=', () => {
  it('sexy finds only members who said sexy; normal finds normal and not said', async () => {
    const looks = ['sexy', 'sexy', 'normal', null, 'normal', null, 'sexy'] as const;
    const ids: Array<{ id: number; look: (typeof looks)[number] }> = [];
    for (const look of looks) {
      const m = await buildMember(t, { gender: 'male', country: 'BE' });
      await t.database.db.update(profiles).set({ appearance: look }).where(eq(profiles.userId, m.id));
      ids.push({ id: m.id, look });
    }
    const viewer = await buildMember(t, { gender: 'female' });
    const cookie = await login(t, viewer.email);
    const search = async (query: string) => {
      const r = await t.app.inject({ method: 'GET', url: `/api/members?${query}`, headers: { cookie } });
      expect(r.statusCode).toBe(200);
      return r.json() as { results: Array<{ id: number }>; numResults: number };
    };
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const sexy = await search('gender=male&country=BE&appearance=sexy');
    expect(sorted(sexy.results.map((r) => r.id))).toEqual(
      ids.filter((m) => m.look === 'sexy').map((m) => m.id),
    );
    expect(sexy.numResults).toBe(3);
    const normal = await search('gender=male&country=BE&appearance=normal');
    expect(sorted(normal.results.map((r) => r.id))).toEqual(
      ids.filter((m) => m.look !== 'sexy').map((m) => m.id),
    );
    expect(normal.numResults).toBe(4);
    const any = await search('gender=male&country=BE');
    expect(any.numResults).toBe(7);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/members?appearance=white',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

let n = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: `finder${++n}@example.com`,
  name: `Sam${n}`,
  password: PASSWORD,
  date_of_birth: '1992-04-20',
  gender: 'male',
  looking_for: 'female',
  ...overrides,
});

async function signUp(overrides: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: signupBody(overrides) });
  const cookie = response.cookies.find((c) => c.name === 'auth.session');
  return { response, cookie: cookie ? `auth.session=${cookie.value}` : '' };
}

const defaultsOf = async (cookie: string) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/profile/search-defaults', headers: { cookie } });
  expect(r.statusCode).toBe(200);
  return r.json().search_defaults;
};

describe('match finder answers at signup become the search defaults', () => {
  it('18-35 stores min_age 18, max_age 35 and the look sought', async () => {
    const { response, cookie } = await signUp({ match_finder: { ages: '18-35', appearance: 'sexy' } });
    expect(response.statusCode).toBe(201);
    const row = await profileOf(response.json().user.id);
    expect(row).toMatchObject({ minAge: 18, maxAge: 35, seekAppearance: 'sexy', appearance: null });
    expect(await defaultsOf(cookie)).toEqual({
      gender: 'female',
      min_age: 18,
      max_age: 35,
      appearance: 'sexy',
    });
  });

  it('35+ stores min_age 35 and no maximum', async () => {
    const { response, cookie } = await signUp({
      looking_for: 'male',
      match_finder: { ages: '35+', appearance: 'normal' },
    });
    expect(response.statusCode).toBe(201);
    expect(await profileOf(response.json().user.id)).toMatchObject({
      minAge: 35,
      maxAge: null,
      seekAppearance: 'normal',
    });
    expect(await defaultsOf(cookie)).toEqual({
      gender: 'male',
      min_age: 35,
      max_age: null,
      appearance: 'normal',
    });
  });

  it('without answers the defaults are only the gender sought', async () => {
    const { response, cookie } = await signUp({});
    expect(response.statusCode).toBe(201);
    expect(await defaultsOf(cookie)).toEqual({
      gender: 'female',
      min_age: null,
      max_age: null,
      appearance: null,
    });
  });

  it('refuses answers outside the choices and creates no account', async () => {
    const email = 'finder-bad@example.com';
    const { response } = await signUp({ email, match_finder: { ages: '20-30', appearance: 'sexy' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'match_finder.ages': 'Maak een keuze.' });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('PUT /api/profile/search-defaults (the dialog on the search page)', () => {
  it('saves the answers for a member and answers the new defaults', async () => {
    const member = await buildMember(t, { gender: 'male', lookingFor: 'female' });
    const cookie = await login(t, member.email);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/search-defaults', headers: { cookie }, payload });
    const start = await profileOf(member.id);
    // Only the search defaults change, whatever else the body says (mass assignment).
    const saved = await put({ ages: '35+', appearance: 'sexy', name: 'Baas', fictional: true, user_id: 1 });
    expect(saved.statusCode).toBe(200);
    expect(await profileOf(member.id)).toEqual({
      ...start,
      minAge: 35,
      maxAge: null,
      seekAppearance: 'sexy',
    });
    expect(saved.json().search_defaults).toEqual({
      gender: 'female',
      min_age: 35,
      max_age: null,
      appearance: 'sexy',
    });
    const again = await put({ ages: '18-35', appearance: 'normal', looking_for: 'male' });
    expect(again.json().search_defaults).toEqual({
      gender: 'male',
      min_age: 18,
      max_age: 35,
      appearance: 'normal',
    });
    expect(await defaultsOf(cookie)).toEqual({
      gender: 'male',
      min_age: 18,
      max_age: 35,
      appearance: 'normal',
    });
    // The own profile form shows the same values.
    const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile).toMatchObject({
      looking_for: 'male',
      min_age: 18,
      max_age: 35,
      seek_appearance: 'normal',
    });

    const before = await profileOf(member.id);
    const bad = await put({ ages: '35+', appearance: 'white' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ appearance: 'Maak een keuze.' });
    expect(await profileOf(member.id)).toEqual(before);
  });

  it('keeps 35+ without an upper bound when the profile form is saved as shown (99)', async () => {
    const member = await buildMember(t, { gender: 'female', lookingFor: 'male' });
    const cookie = await login(t, member.email);
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      headers: { cookie },
      payload: { ages: '35+', appearance: 'normal' },
    });
    const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(own.profile).toMatchObject({ min_age: 35, max_age: 99, seek_appearance: 'normal' });
    const { photos: _p, invisible: _i, photo_limit: _l, ...values } = own.profile;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: values,
    });
    expect(saved.statusCode).toBe(200);
    expect(await defaultsOf(cookie)).toEqual({
      gender: 'male',
      min_age: 35,
      max_age: null,
      appearance: 'normal',
    });
  });

  it('asks visitors to log in', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/profile/search-defaults' });
    expect(get.statusCode).toBe(403);
    expect(get.json().error).toBe('authentication_required');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      payload: { ages: '18-35', appearance: 'normal' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toBe('authentication_required');
  });
});
