/**
 * SPEC §4 invisible mode is a premium feature (SPEC §5, §6): `PUT /api/account/invisible` turns it
 * on for a premium (paid) member only; a free member gets 403 `premium_only` with the SPEC §5 text
 * "Deze functie is alleen beschikbaar voor premium leden." and stays visible. Turning it off is
 * always allowed.
 */
import { LOCALE_COOKIE } from '@common/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function member(paidUser: boolean, invisible = false) {
  const m = await buildMember(t, { paidUser, invisible });
  return { ...m, cookie: await login(t, m.email) };
}

function setInvisible(cookie: string, invisible: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/invisible',
    headers: { cookie },
    payload: { invisible },
  });
}

async function state(userId: number) {
  const [row] = await t.database.db
    .select({ invisible: users.invisible, searchable: profiles.searchable })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

describe('PUT /api/account/invisible (premium only)', () => {
  it('refuses a free member with 403 premium_only and the SPEC text, and changes nothing', async () => {
    const free = await member(false);
    const answer = await setInvisible(free.cookie, true);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'premium_only',
      message: 'Deze functie is alleen beschikbaar voor premium leden.',
    });
    expect(await state(free.id)).toEqual({ invisible: false, searchable: true });
  });

  it('answers in the member’s language', async () => {
    const free = await member(false);
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/account/invisible',
      headers: { cookie: `${free.cookie}; ${LOCALE_COOKIE}=en` },
      payload: { invisible: true },
    });
    // The member's saved language (Dutch) wins over the cookie; in English after switching.
    expect(answer.json().message).toBe('Deze functie is alleen beschikbaar voor premium leden.');
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, free.id));
    t.app.deps.sessions.forgetMember(free.id);
    const english = await setInvisible(free.cookie, true);
    expect(english.json()).toMatchObject({
      error: 'premium_only',
      message: 'This feature is only available to premium members.',
    });
  });

  it('lets a premium member go invisible (out of search) and visible again', async () => {
    const premium = await member(true);
    const on = await setInvisible(premium.cookie, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ ok: true });
    expect(await state(premium.id)).toEqual({ invisible: true, searchable: false });
    expect((await setInvisible(premium.cookie, false)).statusCode).toBe(200);
    expect(await state(premium.id)).toEqual({ invisible: false, searchable: true });
  });

  it('lets a free member who is invisible turn it off', async () => {
    const free = await member(false, true);
    const off = await setInvisible(free.cookie, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(await state(free.id)).toEqual({ invisible: false, searchable: true });
  });

  it('still needs a session', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/account/invisible',
      payload: { invisible: true },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('authentication_required');
  });
});
