/**
 * A once-per-member discount code in parallel orders (kept from an outside review): however many
 * orders race with the same entered code, at most one order is ever paid with it; every other one
 * is refused (409 code_used) or cancelled at the provider before it could be paid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import type { SandboxProvider } from './sandbox.ts';

let t: TestApp;
let sandbox: SandboxProvider;
beforeAll(async () => {
  t = await buildTestApp();
  sandbox = t.app.deps.paymentProvider as SandboxProvider;
  await t.database.db
    .insert(discountCodes)
    .values({ code: 'EENKEER25', valueBasisPoints: 2500, validity: 'once-per-user' });
});
afterAll(() => t.close());

describe('a once-per-member code in 10 parallel orders', () => {
  it('is paid with once: the others are refused or cancelled', async () => {
    // Past the time bonus, so only the entered code gives a discount.
    const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
    const cookie = await login(t, m.email);
    const { packages } = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
    ).json();
    const pkg = packages[0];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie },
          payload: {
            package_id: pkg.id,
            method: 'ideal',
            discount_code: 'eenkeer25',
            withdrawal_consent: true,
          },
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of refused) expect(a.json()).toMatchObject({ error: 'code_used' });
    for (const a of created) {
      expect(a.json().order).toMatchObject({
        discount_code: 'EENKEER25',
        amount: Math.round(pkg.amount * 0.75),
      });
    }
    // The member tries to pay every order that was created.
    for (const a of created) await sandbox.settle(a.json().order.payment_id, 'paid');
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, m.id));
    expect(rows).toHaveLength(created.length);
    const paidWithCode = rows.filter((o) => o.status === 'paid' && o.discountCode === 'EENKEER25');
    expect(paidWithCode).toHaveLength(1);
    expect(rows.filter((o) => o.status === 'paid')).toHaveLength(1);
    // Spent: a later order with the code is refused.
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/discountcode.php?code=EENKEER25',
      headers: { cookie },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().error).toBe('code_used');
  });
});
