import { describe, expect, it } from 'vitest';
import { buildMember } from '../../test/helpers.ts';
import { moneyAdminApp } from '../../test/money-admin.ts';
import { staffHeaders } from '../../test/staff.ts';
import { countAudit, listAudit } from '../staff/audit.ts';

const fx = moneyAdminApp();
const { send, member, packagesOf, order } = fx;

describe('discount codes', () => {
  const create = (body: Record<string, unknown>) => send('POST', '/api/admin/discount-codes', body);

  it('creates a code: percentage in basis points, member by e-mail, audited', async () => {
    const m = await buildMember(fx.t);
    const answer = await create({
      code: ' summer-25 ',
      value_percentage: 12.5,
      user: m.email.toUpperCase(),
      minimum_order_value: 1500,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().code).toMatchObject({
      code: 'SUMMER-25',
      value_percentage: 12.5,
      percentage: '12.5%',
      user_id: m.id,
      user_email: m.email,
      minimum_order_value: 1500,
      validity: 'once-per-user',
      status: 'active',
      redemptions: 0,
    });
    const [entry] = await listAudit(fx.t.database.db, { targetType: 'discount_code', limit: 1 });
    expect(entry).toMatchObject({ targetId: 'SUMMER-25', action: 'discounts.manage' });
    const listed = await fx.t.app.inject({
      method: 'GET',
      url: '/api/admin/discount-codes',
      headers: staffHeaders(fx.t, fx.admin.cookie),
    });
    expect(listed.json().codes.map((c: { code: string }) => c.code)).toContain('SUMMER-25');
  });

  it.each([
    [{ code: 'X', value_percentage: 10 }, 'code'],
    [{ code: 'BAD CODE!', value_percentage: 10 }, 'code'],
    [{ code: 'SUMMER-25', value_percentage: 10 }, 'code'],
    [{ code: 'TIMEBONUS25', value_percentage: 10 }, 'code'],
    [{ code: 'OKCODE', value_percentage: 0 }, 'value_percentage'],
    [{ code: 'OKCODE', value_percentage: 91 }, 'value_percentage'],
    [{ code: 'OKCODE', value_percentage: 10.55 }, 'value_percentage'],
    [{ code: 'OKCODE', value_percentage: 10, user: 'nobody@example.com' }, 'user'],
    [{ code: 'OKCODE', value_percentage: 10, user: '999999' }, 'user'],
    [{ code: 'OKCODE', value_percentage: 10, country: 'XX' }, 'country'],
    [{ code: 'OKCODE', value_percentage: 10, payment_methods: ['cash'] }, 'payment_methods.0'],
    [{ code: 'OKCODE', value_percentage: 10, expires: '2020-01-01T00:00:00Z' }, 'expires'],
    [{ code: 'OKCODE', value_percentage: 10, minimum_order_value: -1 }, 'minimum_order_value'],
  ])('refuses %j with the field %s and stores nothing', async (body, field) => {
    const audits = await countAudit(fx.t.database.db);
    const answer = await create(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().fields).toHaveProperty(field);
    expect(await countAudit(fx.t.database.db)).toBe(audits);
  });

  it('edits and deactivates a code; the audit holds only the changed keys', async () => {
    await create({ code: 'EDITME', value_percentage: 10 });
    const edited = await send('PUT', '/api/admin/discount-codes/editme', {
      value_percentage: 15,
      country: 'BE',
    });
    expect(edited.json().code).toMatchObject({ value_percentage: 15, country: 'BE' });
    const [entry] = await listAudit(fx.t.database.db, { targetType: 'discount_code', limit: 1 });
    expect(entry?.before).toEqual({ value_percentage: 10, percentage: '10.0%', country: null });
    const off = await send('PUT', '/api/admin/discount-codes/EDITME', { status: 'inactive' });
    expect(off.json().code.status).toBe('inactive');
    const [deactivated] = await listAudit(fx.t.database.db, { action: 'discounts.deactivate', limit: 1 });
    expect(deactivated?.after).toEqual({ status: 'inactive' });
    expect((await send('PUT', '/api/admin/discount-codes/NOPE', { status: 'inactive' })).statusCode).toBe(
      404,
    );
  });

  describe('the checkout honours every rule', () => {
    async function firstPackage(cookie: string) {
      const list = (await packagesOf(cookie)).packages;
      const cheapest = list[0];
      const dearest = list[list.length - 1];
      if (!cheapest || !dearest) throw new Error('no packages');
      return { cheapest, dearest };
    }
    const codeError = async (cookie: string, payload: Record<string, unknown>) => {
      const answer = await order(cookie, payload);
      if (answer.statusCode === 201) return 'ok';
      // A rule of the code (not another field) refused the order.
      return answer.json().fields?.discount_code ? 'refused' : answer.json().error;
    };

    it('country', async () => {
      await create({ code: 'BELGIE', value_percentage: 20, country: 'BE' });
      const nl = await member('NL');
      const be = await member('BE');
      const { cheapest } = await firstPackage(nl.cookie);
      expect(
        await codeError(nl.cookie, { package_id: cheapest.id, method: 'ideal', discount_code: 'BELGIE' }),
      ).toBe('refused');
      const bePkg = (await firstPackage(be.cookie)).cheapest;
      const placed = await order(be.cookie, {
        package_id: bePkg.id,
        method: 'bancontact',
        discount_code: 'belgie',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order).toMatchObject({
        discount_code: 'BELGIE',
        amount: Math.round(bePkg.amount * 0.8),
      });
    });

    it('payment method and minimum order', async () => {
      await create({
        code: 'PAYPALBIG',
        value_percentage: 10,
        payment_methods: ['paypal'],
        minimum_order_value: 2000,
      });
      const nl = await member('NL');
      const { cheapest, dearest } = await firstPackage(nl.cookie);
      expect(cheapest.amount).toBeLessThan(2000);
      expect(dearest.amount).toBeGreaterThanOrEqual(2000);
      expect(
        await codeError(nl.cookie, { package_id: dearest.id, method: 'ideal', discount_code: 'PAYPALBIG' }),
      ).toBe('refused');
      expect(
        await codeError(nl.cookie, { package_id: cheapest.id, method: 'paypal', discount_code: 'PAYPALBIG' }),
      ).toBe('refused');
      expect(
        await codeError(nl.cookie, { package_id: dearest.id, method: 'paypal', discount_code: 'PAYPALBIG' }),
      ).toBe('ok');
    });

    it('member and expiry', async () => {
      const owner = await member('NL');
      const other = await member('NL');
      const expires = new Date(fx.t.clock.now().getTime() + 3600_000).toISOString();
      await create({ code: 'JUSTYOU', value_percentage: 10, user: String(owner.id), expires });
      const { cheapest } = await firstPackage(owner.cookie);
      const body = { package_id: cheapest.id, method: 'ideal', discount_code: 'JUSTYOU' };
      expect(await codeError(other.cookie, body)).toBe('code_not_found');
      expect(await codeError(owner.cookie, body)).toBe('ok');
      await create({ code: 'SOONGONE', value_percentage: 10, expires });
      fx.t.clock.advance(2 * 3600); // seconds
      expect(await codeError(owner.cookie, { ...body, discount_code: 'SOONGONE' })).toBe('refused');
    });

    it('an inactive code is refused', async () => {
      const nl = await member('NL');
      const { cheapest } = await firstPackage(nl.cookie);
      expect(
        await codeError(nl.cookie, { package_id: cheapest.id, method: 'ideal', discount_code: 'EDITME' }),
      ).toBe('code_not_found');
    });
  });
});
