import { describe, expect, it } from 'vitest';
import { moneyAdminApp } from '../../test/money-admin.ts';
import { buildStaff, staffHeaders } from '../../test/staff.ts';
import { countAudit, listAudit } from '../staff/audit.ts';

const fx = moneyAdminApp();
const { send, member, packagesOf, order } = fx;

describe('credit packages per country', () => {
  let small: number;
  let large: number;

  it('adds packages for a country, which its members then see instead of NL’s', async () => {
    const at = await member('AT');
    const before = await packagesOf(at.cookie);
    const nlAmounts = before.packages.map((p) => p.amount);
    const a = await send('POST', '/api/admin/packages', {
      country: 'AT',
      currency: 'eur',
      credits: 50,
      amount: 1000,
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().package).toMatchObject({
      country: 'AT',
      currency: 'EUR',
      amount: 1000,
      active: true,
      ordered: false,
    });
    const b = await send('POST', '/api/admin/packages', {
      country: 'AT',
      currency: 'EUR',
      credits: 200,
      amount: 3000,
      sort_order: 1,
    });
    small = a.json().package.id;
    large = b.json().package.id;
    expect((await packagesOf(at.cookie)).packages.map((p) => p.amount)).toEqual([1000, 3000]);
    const nl = await member('NL');
    expect((await packagesOf(nl.cookie)).packages.map((p) => p.amount)).toEqual(nlAmounts);
    const listed = await fx.t.app.inject({
      method: 'GET',
      url: '/api/admin/packages?country=AT',
      headers: staffHeaders(fx.t, fx.admin.cookie),
    });
    expect(listed.json().packages).toHaveLength(2);
  });

  it('a price change shows at once for that country only, audited with the changed keys', async () => {
    const at = await member('AT');
    const nl = await member('NL');
    const nlBefore = await packagesOf(nl.cookie);
    const audits = await countAudit(fx.t.database.db);
    const answer = await send('PUT', `/api/admin/packages/${small}`, { amount: 1250 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await packagesOf(at.cookie)).packages[0]).toMatchObject({ id: small, amount: 1250 });
    expect(await packagesOf(nl.cookie)).toEqual(nlBefore);
    expect(await countAudit(fx.t.database.db)).toBe(audits + 1);
    const [entry] = await listAudit(fx.t.database.db, { targetType: 'package', limit: 1 });
    expect(entry).toMatchObject({
      targetId: String(small),
      before: { amount: 1000 },
      after: { amount: 1250 },
    });
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: 12.5 }, 'amount'],
    [{ credits: -5 }, 'credits'],
    [{ country: 'NL' }, 'body'],
  ])('refuses the change %j (field %s)', async (patch, field) => {
    const audits = await countAudit(fx.t.database.db);
    const answer = await send('PUT', `/api/admin/packages/${small}`, patch);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toHaveProperty(field);
    expect(await countAudit(fx.t.database.db)).toBe(audits);
    const bad = await send('POST', '/api/admin/packages', {
      country: 'XX',
      currency: 'EURO',
      credits: 0,
      amount: 1,
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['country', 'credits', 'currency']);
  });

  it('deactivates a package orders refer to, deletes one they do not', async () => {
    const at = await member('AT');
    const placed = await order(at.cookie, { package_id: large, method: 'creditcard' });
    expect(placed.statusCode, placed.body).toBe(201);
    const kept = await send('DELETE', `/api/admin/packages/${large}`);
    expect(kept.json()).toMatchObject({
      deleted: false,
      package: { id: large, active: false, ordered: true },
    });
    expect((await packagesOf(at.cookie)).packages.map((p) => p.id)).toEqual([small]);
    const gone = await send('DELETE', `/api/admin/packages/${small}`);
    expect(gone.json()).toEqual({ deleted: true, package: null });
    expect((await send('PUT', `/api/admin/packages/${small}`, { amount: 5 })).statusCode).toBe(404);
  });
});

describe('who may change prices', () => {
  it('is for admins only', async () => {
    const routes = [
      ['GET', '/api/admin/packages'],
      ['POST', '/api/admin/packages'],
      ['PUT', '/api/admin/packages/1'],
      ['DELETE', '/api/admin/packages/1'],
      ['GET', '/api/admin/discount-codes'],
      ['POST', '/api/admin/discount-codes'],
      ['PUT', '/api/admin/discount-codes/X'],
    ] as const;
    const m = await member('NL');
    for (const role of ['moderator', 'operator', 'support'] as const) {
      const staff = await buildStaff(fx.t, role);
      for (const [method, url] of routes) {
        const answer = await fx.t.app.inject({
          method,
          url,
          headers: staffHeaders(fx.t, staff.cookie),
          payload: {},
        });
        expect(answer.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of routes) {
      const asMember = await fx.t.app.inject({
        method,
        url,
        headers: staffHeaders(fx.t, m.cookie),
        payload: {},
      });
      expect(asMember.json().error).toBe('forbidden');
      const visitor = await fx.t.app.inject({
        method,
        url,
        headers: { origin: fx.t.app.deps.config.publicUrl },
      });
      expect(visitor.json().error).toBe('authentication_required');
    }
  });
});
