/**
 * The back office's fictional profiles (issue "Back office" §4): create, edit, hide, photos,
 * validation, the audit of every write and who may use the routes.
 */
import type { StaffRole } from '@common/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalAdminOf, fictionalForm, jpeg } from '../../test/fictional.ts';
import {
  buildMember,
  buildTestApp,
  login,
  loginOverHttp,
  PASSWORD,
  type TestApp,
} from '../../test/helpers.ts';
import { buildStaff } from '../../test/staff.ts';
import { memberAccount } from '../auth/accounts.ts';
import { listAudit } from '../staff/audit.ts';

let t: TestApp;
let admin: ReturnType<typeof fictionalAdminOf>;
let adminId: number;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t, 'admin');
  adminId = staff.id;
  adminCookie = staff.cookie;
  admin = fictionalAdminOf(t, staff.cookie);
  memberCookie = await login(t, (await buildMember(t, { gender: 'male' })).email);
});
afterAll(() => t.close());

async function created(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await admin.create(fictionalForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().profile.id;
}

describe('creating a fictional profile', () => {
  it('makes a confirmed account that cannot log in, flagged fictional, shown in search and on its page', async () => {
    const response = await admin.create(fictionalForm({ name: 'Fenna', country: 'BE', city: 'Gent' }));
    expect(response.statusCode, response.body).toBe(201);
    const { profile, site_domains } = response.json();
    expect(profile).toMatchObject({
      name: 'Fenna',
      country: 'BE',
      city: 'Gent',
      status: 'active',
      sites: [],
    });
    expect(site_domains).toContain('default');
    const account = await memberAccount(t.database.db, profile.id);
    expect(account?.status).toBe('confirmed');
    expect(account?.email).toMatch(/^fictional\+[0-9a-f]+@invalid$/);
    await expect(loginOverHttp(t, account?.email ?? '', PASSWORD)).rejects.toThrow();

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/members?country=BE',
      headers: { cookie: memberCookie },
    });
    const card = search.json().results.find((c: { id: number }) => c.id === profile.id);
    expect(card).toMatchObject({ name: 'Fenna', fictional: true, online: false });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/members/${profile.id}`,
      headers: { cookie: memberCookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().profile).toMatchObject({ id: profile.id, fictional: true, online: false });

    const [entry] = await listAudit(t.database.db, { targetType: 'profile', targetId: String(profile.id) });
    expect(entry).toMatchObject({ actorId: adminId, action: 'fictional.create', before: null });
    expect(entry?.after).toMatchObject({ name: 'Fenna', sites: [], status: 'active' });
  });

  it('refuses a minor, a region of another country and an unknown site, creating nothing', async () => {
    const before = (await admin.list()).json().profiles.length;
    const response = await admin.create(
      fictionalForm({
        date_of_birth: '2015-01-01',
        country: 'NL',
        region: 'BE-VOV',
        sites: ['nowhere.example'],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
    expect(Object.keys(response.json().fields).sort()).toEqual(['date_of_birth', 'region', 'sites']);
    expect((await admin.list()).json().profiles.length).toBe(before);
  });

  it('lists the profiles newest first with photo, sites and creation time', async () => {
    const id = await created({ name: 'Lijstje' });
    const list = (await admin.list()).json();
    expect(list.profiles[0]).toMatchObject({
      id,
      name: 'Lijstje',
      status: 'active',
      waiting: 0,
      main_image: null,
    });
    expect(list.profiles[0].created_at).toBe(t.clock.now().toISOString());
  });
});

describe('editing a fictional profile', () => {
  it('saves the form, audited with before and after', async () => {
    const id = await created({ name: 'Voor', city: 'Gent' });
    const response = await admin.update(id, fictionalForm({ name: 'Na', city: 'Brugge' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toMatchObject({ name: 'Na', city: 'Brugge' });
    const [entry] = await listAudit(t.database.db, { targetId: String(id), action: 'fictional.update' });
    expect(entry?.before).toMatchObject({ name: 'Voor', city: 'Gent' });
    expect(entry?.after).toMatchObject({ name: 'Na', city: 'Brugge' });
  });

  it("answers 404 for a real member's id, changing nothing", async () => {
    const real = await buildMember(t, { name: 'Echt' });
    expect((await admin.update(real.id, fictionalForm({ name: 'Nep' }))).statusCode).toBe(404);
    expect((await admin.get(real.id)).statusCode).toBe(404);
    expect((await admin.hide(real.id)).statusCode).toBe(404);
    expect((await admin.upload(real.id, await jpeg())).statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/members/${real.id}`,
      headers: { cookie: memberCookie },
    });
    expect(page.json().profile.name).toBe('Echt');
  });

  it('hides a profile (gone from search and its page) and shows it again', async () => {
    const id = await created({ name: 'Verstopt', country: 'DE', city: 'Köln' });
    const inSearch = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/members?country=DE',
          headers: { cookie: memberCookie },
        })
      )
        .json()
        .results.some((c: { id: number }) => c.id === id);
    expect(await inSearch()).toBe(true);
    const hidden = await admin.hide(id);
    expect(hidden.json().profile.status).toBe('disabled');
    expect(await inSearch()).toBe(false);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/members/${id}`,
      headers: { cookie: memberCookie },
    });
    expect(page.statusCode).toBe(404);
    const [entry] = await listAudit(t.database.db, { targetId: String(id), action: 'fictional.hide' });
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect((await admin.restore(id)).json().profile.status).toBe('active');
    expect(await inSearch()).toBe(true);
  });
});

describe('photos of a fictional profile', () => {
  it('are approved at once, the first becomes main; main can move; removing the main picks the next', async () => {
    const id = await created({ name: 'Fotomodel' });
    const first = await admin.upload(id, await jpeg('#a33'));
    expect(first.statusCode, first.body).toBe(201);
    const [one] = first.json().profile.photos;
    expect(one).toMatchObject({ status: 'active', is_main: true, filename: `photos/${one.id}.webp` });
    const second = (await admin.upload(id, await jpeg('#33a'))).json().profile.photos;
    expect(second.map((p: { is_main: boolean }) => p.is_main)).toEqual([true, false]);
    const two = second[1].id;
    const moved = await admin.mainPhoto(id, two);
    expect(moved.json().profile.photos.find((p: { is_main: boolean }) => p.is_main).id).toBe(two);
    const removed = await admin.removePhoto(id, two);
    expect(removed.json().profile.photos).toEqual([expect.objectContaining({ id: one.id, is_main: true })]);

    // A member sees the approved main photo on the card: nothing waits for review.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos',
      headers: { cookie: adminCookie },
    });
    expect(queue.json().photos.map((p: { member_id: number }) => p.member_id)).not.toContain(id);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/members/${id}`,
      headers: { cookie: memberCookie },
    });
    expect(page.json().profile.main_image).toEqual({
      filename: `photos/${one.id}.webp`,
      thumb_filename: `photos/${one.id}.thumb.webp`,
    });
    const actions = (await listAudit(t.database.db, { targetId: String(id) })).map((e) => e.action);
    expect(actions).toEqual([
      'fictional.photo_remove',
      'fictional.photo_main',
      'fictional.photo_add',
      'fictional.photo_add',
      'fictional.create',
    ]);
    const [add] = await listAudit(t.database.db, { targetId: String(id), action: 'fictional.photo_add' });
    expect(add).toMatchObject({
      before: { photos: [one.id], main_photo_id: one.id },
      after: { photos: [one.id, two], main_photo_id: one.id },
    });
  });

  it('refuses what is not an image', async () => {
    const id = await created();
    const response = await admin.upload(id, Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(400);
    expect((await admin.get(id)).json().profile.photos).toEqual([]);
  });
});

describe('who may manage fictional profiles', () => {
  it.each<StaffRole>(['moderator', 'operator', 'support'])('refuses %s on every route', async (role) => {
    const staff = fictionalAdminOf(t, (await buildStaff(t, role)).cookie);
    const id = await created();
    for (const response of [
      await staff.list(),
      await staff.get(id),
      await staff.create(fictionalForm()),
      await staff.update(id, fictionalForm()),
      await staff.hide(id),
      await staff.restore(id),
      await staff.upload(id, await jpeg()),
      await staff.removePhoto(id, 1),
      await staff.mainPhoto(id, 1),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
  });

  it('refuses a member and lets an admin read the list', async () => {
    const member = fictionalAdminOf(t, memberCookie);
    expect((await member.list()).statusCode).toBe(403);
    expect((await admin.list()).statusCode).toBe(200);
  });
});
