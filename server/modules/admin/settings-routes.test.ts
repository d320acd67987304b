import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, buildTwoProcesses, login, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { countAudit, listAudit } from '../staff/audit.ts';

let t: TestApp;
let admin: { id: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildStaff(t, 'admin');
});
afterAll(() => t.close());

const put = (url: string, payload: unknown, cookie = admin.cookie) =>
  t.app.inject({ method: 'PUT', url, headers: staffHeaders(t, cookie), payload: payload as object });
const settingsPhp = async (app: FastifyInstance = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/settings.php' })).json();

describe('site settings', () => {
  it('lists the sites with their settings and company info', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sites',
      headers: staffHeaders(t, admin.cookie),
    });
    expect(answer.statusCode).toBe(200);
    const [site] = answer.json().sites;
    expect(site.domain).toBe('default');
    expect(site.settings.message_credits).toBe(5);
    expect(site.company.kvk).toBe('12345678');
    expect(site.legal_overrides).toEqual({});
  });

  it('changes a setting at once on settings.php and audits only the changed keys', async () => {
    const audits = await countAudit(t.database.db);
    const answer = await put('/api/admin/sites/default/settings', { message_credits: 7, min_age: 18 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().site.settings.message_credits).toBe(7);
    expect((await settingsPhp()).message_credits).toBe(7);
    expect(await countAudit(t.database.db)).toBe(audits + 1);
    const [entry] = await listAudit(t.database.db, { targetType: 'setting', limit: 1 });
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'settings.manage',
      targetId: 'default',
      before: { message_credits: 5 },
      after: { message_credits: 7 },
    });
  });

  it.each([
    [{ message_credits: -1 }, 'message_credits'],
    [{ message_length: 0 }, 'message_length'],
    [{ message_length: 5001 }, 'message_length'],
    [{ refund_days: 366 }, 'refund_days'],
    [{ min_age: 17 }, 'min_age'],
    [{ min_age: 100 }, 'min_age'],
    [{ signup_credits: 1.5 }, 'signup_credits'],
    [{ signups: 'some' }, 'signups'],
    [{ countries: ['NL', 'XX'] }, 'countries.1'],
    [{ geoip_selected_country: 'ZZ' }, 'geoip_selected_country'],
    [{ support_email: 'not-an-address' }, 'support_email'],
    [{ support_phone: '12' }, 'support_phone'],
    [{ support_phone: '020-123' }, 'support_phone'],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
    [{ locales: [] }, 'locales'],
    [{ fictional_warning: '  ' }, 'fictional_warning'],
    [{ delete_redirect_url: 'javascript:alert(1)' }, 'delete_redirect_url'],
    [{ domain: 'evil.example' }, 'domain'],
    [{ push_public_key: 'x' }, 'push_public_key'],
    [{ no_such_setting: 1 }, 'no_such_setting'],
  ])('refuses %j with the field %s and changes nothing', async (patch, field) => {
    const before = await settingsPhp();
    const audits = await countAudit(t.database.db);
    const answer = await put('/api/admin/sites/default/settings', { message_credits: 9, ...patch });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toBe('validation');
    expect(Object.keys(answer.json().fields)).toContain(field);
    expect(await settingsPhp()).toEqual(before);
    expect(await countAudit(t.database.db)).toBe(audits);
  });

  it('accepts a valid Dutch support phone number and an international one', async () => {
    expect(
      (await put('/api/admin/sites/default/settings', { support_phone: '020-123 45 67' })).statusCode,
    ).toBe(200);
    expect(
      (await put('/api/admin/sites/default/settings', { support_phone: '+32 2 555 12 12' })).statusCode,
    ).toBe(200);
  });

  it('changes the company info, audited, and 404s for an unknown site', async () => {
    const answer = await put('/api/admin/sites/default/company', {
      kvk: '87654321',
      tradenames: ['Amora', 'Liefde'],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const company = (await t.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
    expect(company).toMatchObject({ kvk: '87654321', tradenames: ['Amora', 'Liefde'] });
    const [entry] = await listAudit(t.database.db, { action: 'settings.company', limit: 1 });
    expect(entry).toMatchObject({
      before: { kvk: '12345678', tradenames: ['Amora'] },
      after: { kvk: '87654321' },
    });
    const bad = await put('/api/admin/sites/default/company', { kvk: '123', vat_numbers: ['??'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['kvk', 'vat_numbers.0']);
    expect((await put('/api/admin/sites/unknown.example/company', { kvk: '12345678' })).statusCode).toBe(404);
  });

  it('adds a site copied from another, which its host then gets', async () => {
    await put('/api/admin/sites/default/settings', { name: 'Amora' });
    const headers = staffHeaders(t, admin.cookie);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers,
      payload: { domain: 'Liefde.example', copy_from: 'default' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().site.domain).toBe('liefde.example');
    expect((await put('/api/admin/sites/liefde.example/settings', { name: 'Liefde' })).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'liefde.example' },
    });
    expect(own.json()).toMatchObject({ name: 'Liefde', domain: 'liefde.example', message_credits: 7 });
    expect((await settingsPhp()).name).toBe('Amora');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers,
      payload: { domain: 'liefde.example' },
    });
    expect(again.json().fields).toHaveProperty('domain');
    const from = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers,
      payload: { domain: 'x.example', copy_from: 'nowhere.example' },
    });
    expect(from.json().fields).toHaveProperty('copy_from');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers })).json().sites,
    ).toHaveLength(2);
  });
});

describe('legal texts per locale', () => {
  const url = '/api/admin/sites/default/legal/en/terms.fictional';

  it('serves a site text instead of the shipped section, and resets it', async () => {
    const answer = await put(url, { heading: 'Our profiles', body: 'First <b>line</b>.\n\n- an item\n' });
    expect(answer.statusCode, answer.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/api/legal/overrides?locale=en' });
    expect(served.json()).toEqual({
      sections: { 'terms.fictional': { heading: 'Our profiles', body: ['First <b>line</b>.', '- an item'] } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/overrides?locale=nl' })).json()).toEqual({
      sections: {},
    });
    const [entry] = await listAudit(t.database.db, { action: 'settings.legal', limit: 1 });
    expect(entry?.before).toEqual({ 'legal.en.terms.fictional': null });
    const reset = await t.app.inject({ method: 'DELETE', url, headers: staffHeaders(t, admin.cookie) });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/overrides?locale=en' })).json()).toEqual({
      sections: {},
    });
  });

  it('refuses unknown sections, outside links, unknown placeholders and a heading where there is none', async () => {
    expect(
      (await put('/api/admin/sites/default/legal/en/terms.nope', { body: 'x' })).json().fields,
    ).toHaveProperty('section');
    expect((await put('/api/admin/sites/default/legal/xx/terms.fictional', { body: 'x' })).statusCode).toBe(
      400,
    );
    expect((await put(url, { body: 'see [here](https://evil.example)' })).json().fields).toHaveProperty(
      'body',
    );
    expect((await put(url, { body: 'see [here](//evil.example)' })).json().fields).toHaveProperty('body');
    expect((await put(url, { body: 'hi {{password}}' })).json().fields).toHaveProperty('body');
    expect((await put(url, { body: '' })).json().fields).toHaveProperty('body');
    const intro = await put('/api/admin/sites/default/legal/en/terms.intro', { heading: 'X', body: 'y' });
    expect(intro.json().fields).toHaveProperty('heading');
  });
});

describe('payment methods per country', () => {
  it('stores methods for a country; members there see them at once, others keep theirs', async () => {
    const nl = await buildMember(t, { country: 'NL' });
    const be = await buildMember(t, { country: 'BE' });
    const nlCookie = await login(t, nl.email);
    const beCookie = await login(t, be.email);
    const methods = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })).json()
        .methods;
    expect(await methods(nlCookie)).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit']);
    const answer = await put('/api/admin/payment-methods/NL', { methods: ['ideal', 'paypal'] });
    expect(answer.json()).toEqual({ country: 'NL', methods: ['ideal', 'paypal'], configured: true });
    expect(await methods(nlCookie)).toEqual(['ideal', 'paypal']);
    expect(await methods(beCookie)).toEqual(['bancontact', 'creditcard', 'paypal', 'directdebit']);
    const [entry] = await listAudit(t.database.db, { action: 'settings.payment_methods', limit: 1 });
    expect(entry?.after).toEqual({ NL: ['ideal', 'paypal'] });
    expect((await put('/api/admin/payment-methods/NL', { methods: ['cash'] })).statusCode).toBe(400);
    expect((await put('/api/admin/payment-methods/NL', { methods: [] })).statusCode).toBe(400);
    // The reserved row of the methods is no site.
    const sites = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: staffHeaders(t, admin.cookie) })
    ).json();
    expect(sites.sites.map((s: { domain: string }) => s.domain)).not.toContain('_global');
    const viaHost = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: '_global' },
    });
    expect(viaHost.json().domain).toBe('default');
  });
});

describe('who may change settings', () => {
  it('is for admins only', async () => {
    const member = await buildMember(t);
    const memberCookie = await login(t, member.email);
    const routes = [
      ['GET', '/api/admin/sites'],
      ['GET', '/api/admin/sites/default'],
      ['POST', '/api/admin/sites'],
      ['PUT', '/api/admin/sites/default/settings'],
      ['PUT', '/api/admin/sites/default/company'],
      ['PUT', '/api/admin/sites/default/legal/en/terms.intro'],
      ['DELETE', '/api/admin/sites/default/legal/en/terms.intro'],
      ['GET', '/api/admin/payment-methods'],
      ['GET', '/api/admin/payment-methods/NL'],
      ['PUT', '/api/admin/payment-methods/NL'],
    ] as const;
    for (const role of ['moderator', 'operator', 'support'] as const) {
      const staff = await buildStaff(t, role);
      for (const [method, url] of routes) {
        const answer = await t.app.inject({
          method,
          url,
          headers: staffHeaders(t, staff.cookie),
          payload: {},
        });
        expect(answer.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of routes) {
      const visitor = await t.app.inject({ method, url, headers: { origin: t.app.deps.config.publicUrl } });
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error).toBe('authentication_required');
      const asMember = await t.app.inject({
        method,
        url,
        headers: staffHeaders(t, memberCookie),
        payload: {},
      });
      expect(asMember.json().error).toBe('forbidden');
    }
  });
});

describe('two processes', () => {
  it('a change made in one process shows in the other at once', async () => {
    const { t: first, second } = await buildTwoProcesses();
    try {
      const boss = await buildStaff(first, 'admin');
      // Both processes have the settings cached (the clock never moves: only the bus can refresh them).
      expect((await settingsPhp(second)).message_credits).toBe(5);
      const answer = await first.app.inject({
        method: 'PUT',
        url: '/api/admin/sites/default/settings',
        headers: staffHeaders(first, boss.cookie),
        payload: { message_credits: 11 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await expect
        .poll(async () => (await settingsPhp(second)).message_credits, { timeout: 10_000 })
        .toBe(11);
      await first.app.inject({
        method: 'PUT',
        url: '/api/admin/payment-methods/DE',
        headers: staffHeaders(first, boss.cookie),
        payload: { methods: ['paypal'] },
      });
      await expect
        .poll(async () => [...(await second.deps.settings.methodsFor('DE'))], { timeout: 10_000 })
        .toEqual(['paypal']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
