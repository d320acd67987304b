/**
 * Back-office changes with a body of some fields change only those fields (docs/security.md "Staff
 * powers"): every admin PUT that takes a partial body, each sent one field, keeps the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildStaff(t, 'admin');
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const answer = await t.app.inject({
    method,
    url,
    headers: staffHeaders(t, admin.cookie),
    ...(payload ? { payload } : {}),
  });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
};

/** `after` equals `before` but for `changed`, which has its new values. */
function expectOnly(before: Record<string, unknown>, after: Record<string, unknown>, changed: object) {
  expect(after).toEqual({ ...before, ...changed });
}

describe('one-field changes keep every other field', () => {
  it('PUT /api/admin/packages/:id: a retired package stays retired, its sort order stays', async () => {
    const { package: created } = await send('POST', '/api/admin/packages', {
      country: 'NL',
      currency: 'EUR',
      credits: 10,
      amount: 500,
      sort_order: 7,
      active: false,
    });
    const { package: changed } = await send('PUT', `/api/admin/packages/${created.id}`, { amount: 600 });
    expectOnly(created, changed, { amount: 600 });
    const { packages } = await send('GET', '/api/admin/packages');
    expectOnly(
      created,
      packages.find((p: { id: number }) => p.id === created.id),
      { amount: 600 },
    );
    for (const [field, value] of [
      ['credits', 11],
      ['sort_order', 3],
      ['active', true],
    ] as const) {
      const before = (await send('GET', '/api/admin/packages')).packages.find(
        (p: { id: number }) => p.id === created.id,
      );
      const after = (await send('PUT', `/api/admin/packages/${created.id}`, { [field]: value })).package;
      expectOnly(before, after, { [field]: value });
    }
  });

  it('PUT /api/admin/discount-codes/:code', async () => {
    const { code: created } = await send('POST', '/api/admin/discount-codes', {
      code: 'PARTIAL-1',
      value_percentage: 10,
      country: 'NL',
      currency: 'EUR',
      payment_methods: ['ideal'],
      minimum_order_value: 1500,
      validity: 'unlimited',
      status: 'inactive',
    });
    // Each body and what changes in the answer (the SPEC §3 names).
    for (const [change, answered] of [
      [{ value_percentage: 20 }, { percentage: '20.0%', value_percentage: 20 }],
      [{ status: 'active' }, { status: 'active' }],
      [{ minimum_order_value: 2500 }, { minimum_order_value: 2500 }],
      [{ validity: 'once-per-user' }, { validity: 'once-per-user' }],
    ] as const) {
      const before = (await send('GET', '/api/admin/discount-codes')).codes.find(
        (c: { code: string }) => c.code === created.code,
      );
      const after = (await send('PUT', '/api/admin/discount-codes/PARTIAL-1', change)).code;
      expectOnly(before, after, answered);
      expect(after).not.toEqual(before);
    }
  });

  it('PUT /api/admin/sites/:domain/settings and /company', async () => {
    const before = (await send('GET', '/api/admin/sites/default')).site;
    const afterSettings = (await send('PUT', '/api/admin/sites/default/settings', { message_credits: 9 }))
      .site;
    expectOnly(before.settings, afterSettings.settings, { message_credits: 9 });
    expectOnly(before.company, afterSettings.company, {});
    const afterCompany = (await send('PUT', '/api/admin/sites/default/company', { city: 'Utrecht' })).site;
    expectOnly(afterSettings.company, afterCompany.company, { city: 'Utrecht' });
    expectOnly(afterSettings.settings, afterCompany.settings, {});
  });

  it('PUT /api/admin/sites/:domain/legal/:locale/:section: a new text keeps the site’s heading', async () => {
    const url = '/api/admin/sites/default/legal/en/terms.fictional';
    await send('PUT', url, { heading: 'Our profiles', body: 'First.' });
    const kept = (await send('PUT', url, { body: 'Second.' })).site.legal_overrides.en['terms.fictional'];
    expect(kept).toEqual({ heading: 'Our profiles', body: ['Second.'] });
    const shipped = (await send('PUT', url, { heading: null, body: 'Third.' })).site.legal_overrides.en;
    expect(shipped['terms.fictional']).toEqual({ heading: null, body: ['Third.'] });
  });
});
