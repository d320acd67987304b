/**
 * The consent to immediate delivery of the credits (Directive 2011/83/EU art. 16(m), Dutch Civil
 * Code 6:230p(g); /pages/return-policy#consent): no order, repeat order or direct-debit mandate
 * without it, refused at the field in the member's language; the receipt confirms it (art. 8(7)).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '../../db/schema/payments.ts';
import { directDebitForm } from '../../test/forms.ts';
import { buildMember, buildTestApp, lastMail, login, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function buyer(language = 'nl') {
  const m = await buildMember(t, { language, signupDate: t.clock.now() });
  const cookie = await login(t, m.email);
  const list = await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } });
  const pkg = list.json().packages[0] as { id: number; credits: number };
  return { ...m, cookie, pkg };
}

const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('consent to immediate delivery', () => {
  it('is required for an order: missing or false is refused at its field, and no order is made', async () => {
    const m = await buyer();
    for (const consent of [undefined, false, 'yes']) {
      const refused = await post(m.cookie, '/api/orders', {
        package_id: m.pkg.id,
        method: 'ideal',
        withdrawal_consent: consent,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields.withdrawal_consent).toBe(
        'Vink dit aan om te kunnen betalen: zonder je akkoord kunnen we de credits niet direct leveren.',
      );
    }
    expect(await ordersOf(m.id)).toEqual([]);
    const placed = await post(m.cookie, '/api/orders', {
      package_id: m.pkg.id,
      method: 'ideal',
      withdrawal_consent: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await ordersOf(m.id);
    // The consent is kept with the order as its proof, at the moment the order was made.
    expect(order?.withdrawalConsentAt).toEqual(order?.createdAt);
    expect(order?.withdrawalConsentAt).toBeInstanceOf(Date);
  });

  it('is required for a repeat order and for a direct-debit mandate', async () => {
    const m = await buyer('en');
    const repeat = await post(m.cookie, '/api/orders/repeat', {});
    expect(repeat.statusCode, repeat.body).toBe(400);
    expect(repeat.json().fields.withdrawal_consent).toBe(
      'Tick this box to pay: without your agreement we cannot deliver the credits at once.',
    );
    const mandate = await post(
      m.cookie,
      '/api/directdebit',
      directDebitForm(m.pkg.id, { withdrawal_consent: undefined }),
    );
    expect(mandate.statusCode, mandate.body).toBe(400);
    expect(Object.keys(mandate.json().fields)).toEqual(['withdrawal_consent']);
    const signed = await post(m.cookie, '/api/directdebit', directDebitForm(m.pkg.id));
    expect(signed.statusCode, signed.body).toBe(201);
  });

  it('is confirmed in the receipt mailed when the order is paid', async () => {
    const m = await buyer();
    const placed = await post(m.cookie, '/api/orders', {
      package_id: m.pkg.id,
      method: 'ideal',
      withdrawal_consent: true,
    });
    const order = placed.json().order as { payment_id: string };
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, order.payment_id));
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(order.payment_id)}`,
    });
    expect(webhook.statusCode).toBe(200);
    const receipt = await lastMail(t, m.email);
    expect(receipt.text).toContain(
      'Je hebt bij het bestellen uitdrukkelijk ingestemd met de directe levering van je credits en erkend dat je herroepingsrecht daardoor vervalt.',
    );
  });
});
