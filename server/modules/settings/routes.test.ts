import { SUPPORTED_COUNTRIES } from '@common/constants';
import { ERROR_CODES } from '@common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { exampleCompanyFields, exampleCompanyWarning } from './company.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/settings.php', () => {
  it('answers the seeded Dutch settings and stores the domain language as the locale for 365 days', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'amora.nl' },
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toMatchObject({
      name: 'Amora',
      domain_language: 'nl_NL',
      signups: 'all',
      min_age: 18,
      login_max_attempts: 5,
      login_block_minutes: 15,
      refund_days: 14,
      site_entry_popup_countries: ['NL', 'DE'],
    });
    expect(settings.region_data).toHaveLength(12);
    expect(settings.interests.length).toBeGreaterThanOrEqual(45);
    expect(response.cookies.find((c) => c.name === 'locale')).toMatchObject({
      value: 'nl',
      maxAge: 365 * 86_400,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'amora.nl', cookie: 'locale=en' },
    });
    expect(again.cookies.find((c) => c.name === 'locale')).toBeUndefined();
  });

  it('answers per domain: a German domain has its own settings and picks German', async () => {
    await t.app.deps.settings.update('amora.de', {
      domain_language: 'de_DE',
      name: 'Amora DE',
      geoip_country: 'DE',
      geoip_selected_country: 'DE',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'www.amora.de:443' },
    });
    expect(response.json()).toMatchObject({ name: 'Amora DE', domain: 'amora.de', domain_language: 'de_DE' });
    expect(response.json().region_data).toHaveLength(16);
    expect(response.cookies.find((c) => c.name === 'locale')?.value).toBe('de');
  });
});

describe('GET /api/regions.php, /api/interests.php, /api/companyinfo.php', () => {
  it('lists regions for the 15 SPEC countries', async () => {
    const { regions } = (await t.app.inject({ method: 'GET', url: '/api/regions.php' })).json();
    expect(Object.keys(regions).sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
    expect(regions.NL.map((r: { code: string }) => r.code)).toContain('NL-NH');
    const nl = (await t.app.inject({ method: 'GET', url: '/api/regions.php?country=nl' })).json();
    expect(Object.keys(nl.regions)).toEqual(['NL']);
  });

  it('lists the interests with icons and the company info', async () => {
    const { interests } = (await t.app.inject({ method: 'GET', url: '/api/interests.php' })).json();
    expect(interests.length).toBeGreaterThanOrEqual(45);
    expect(interests[0]).toEqual({ id: expect.any(String), icon: expect.any(String) });
    const company = (await t.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
    expect(company).toMatchObject({ name: 'Amora B.V.', kvk: '12345678', country: 'Nederland' });
    // The seeded details are examples: a site outside production says so.
    expect(company.example_data).toBe(true);
  });
});

describe('company details from the configuration (COMPANY_*, SUPPORT_EMAIL)', () => {
  const configured = {
    name: 'Liefde Online B.V.',
    address: 'Stationsplein 1',
    city: '3511 ED Utrecht',
    country: 'Nederland',
    kvk: '87654321',
    vatNumbers: ['NL987654321B01'],
    tradenames: ['Amora'],
    phone: '030-765 43 21',
    supportEmail: 'help@liefde.example',
  };

  it('replaces the seeded example details in companyinfo.php and settings.php, not marked as examples', async () => {
    const site = await buildTestApp({ config: { company: configured } });
    try {
      const company = (await site.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
      expect(company).toEqual({
        name: 'Liefde Online B.V.',
        address: 'Stationsplein 1',
        kvk: '87654321',
        city: '3511 ED Utrecht',
        country: 'Nederland',
        tradenames: ['Amora'],
        vat_numbers: ['NL987654321B01'],
        support_phone: '030-765 43 21',
        delete_discount: 50,
        example_data: false,
      });
      const settings = (await site.app.inject({ method: 'GET', url: '/api/settings.php' })).json();
      expect(settings).toMatchObject({
        support_phone: '030-765 43 21',
        support_email: 'help@liefde.example',
      });
      expect(exampleCompanyFields(await site.app.deps.settings.forHost(undefined))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('keeps the stored value of each detail that is not configured, and still names the examples', async () => {
    const site = await buildTestApp({ config: { company: { name: 'Liefde Online B.V.', kvk: '87654321' } } });
    try {
      const company = (await site.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
      expect(company).toMatchObject({
        name: 'Liefde Online B.V.',
        kvk: '87654321',
        address: 'Herengracht 100',
        example_data: true,
      });
      const fields = exampleCompanyFields(await site.app.deps.settings.forHost(undefined));
      expect(fields).toEqual([
        'COMPANY_ADDRESS',
        'COMPANY_CITY',
        'COMPANY_VAT',
        'COMPANY_PHONE',
        'SUPPORT_EMAIL',
      ]);
      expect(exampleCompanyWarning(fields)).toBe(
        'the legal pages show example company details (placeholders such as KvK 12345678): set ' +
          "COMPANY_ADDRESS, COMPANY_CITY, COMPANY_VAT, COMPANY_PHONE, SUPPORT_EMAIL to your company's " +
          'details (README "Configuration").',
      );
    } finally {
      await site.close();
    }
  });

  it('detects the seeded placeholders, warns once naming every variable, and never marks them in production', async () => {
    const fields = exampleCompanyFields(await t.app.deps.settings.forHost(undefined));
    expect(fields).toEqual([
      'COMPANY_NAME',
      'COMPANY_ADDRESS',
      'COMPANY_CITY',
      'COMPANY_KVK',
      'COMPANY_VAT',
      'COMPANY_PHONE',
      'SUPPORT_EMAIL',
    ]);
    expect(exampleCompanyWarning(fields)).toMatch(
      /^the legal pages show example company details .*COMPANY_NAME,/,
    );
    expect(exampleCompanyWarning([])).toBeNull();
    const production = await buildTestApp({ config: { env: 'production' } });
    try {
      const company = (await production.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
      expect(company).toMatchObject({ kvk: '12345678', example_data: false });
    } finally {
      await production.close();
    }
  });
});

describe('the server', () => {
  it('answers /healthz and documents the API at /api/docs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/user.php',
      '/api/signup',
      '/api/settings.php',
      '/api/password-reset/do',
      '/api/members',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('declares the error answer (common/errors.ts) once, and each operation its own codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { schemas: { Error: { properties: { error: { enum: string[] } }; required: string[] } } };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.components.schemas.Error.required).toEqual(['error', 'message']);
    expect(doc.components.schemas.Error.properties.error.enum).toEqual(ERROR_CODES);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { at, op } of operations) expect(op.responses['500'], at).toBeDefined();
    // Answered through the error handler and serialized through that schema.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { old_password: 'a', password: 'b', password_repeat: 'b' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'authentication_required',
      message: 'Log in om verder te gaan.',
    });
  });

  it('sends security headers with a real content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with 404 not_found in the member language, and bad JSON with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Er is een fout opgetreden.');
  });
});
