/**
 * The mails other modules send on events (issue: notifications): the payment receipt once per
 * paid order however many webhooks arrive (payments' reconciliation), and the password-changed
 * notice after a change and after a reset (auth's recovery), each in the member's language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../db/schema/payments.ts';
import { buildMember, lastMail, login, PASSWORD, testAppOfFile } from '../../test/helpers.ts';

const t = testAppOfFile();

const kinds = async (email: string) => (await t.app.deps.mailer.recent(50, email)).map((mail) => mail.kind);

describe('payment_receipt', () => {
  it('is mailed once when the order becomes paid, in the member language with the amount', async () => {
    const member = await buildMember(t, { language: 'en', signupDate: t.clock.now() });
    const cookie = await login(t, member.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } });
    const pkg = list.json().packages[0] as { id: number; credits: number };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { package_id: pkg.id, method: 'ideal', withdrawal_consent: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { id: number; payment_id: string; amount: number };
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, order.payment_id));
    const webhooks = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${encodeURIComponent(order.payment_id)}`,
        }),
      ),
    );
    expect(webhooks.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await kinds(member.email)).toEqual(['payment_receipt']);
    const receipt = await lastMail(t, member.email);
    expect(receipt.subject).toBe(`Your payment at Amora: order ${order.id}`);
    expect(receipt.text).toContain(`${pkg.credits} credits`);
    expect(receipt.text).toMatch(
      new RegExp(`Amount\\s+€${(order.amount / 100).toFixed(2).replace('.', '\\.')}`),
    );
    expect(receipt.link).toBe(`http://localhost:3000/transactions/${order.id}`);
  });
});

describe('password_changed', () => {
  it('is mailed after a change on the account page and after a reset', async () => {
    const member = await buildMember(t, { language: 'de' });
    const cookie = await login(t, member.email);
    const password = 'Zonnebloem-Fiets-43-Nieuw';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: { old_password: PASSWORD, password, password_repeat: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = await lastMail(t, member.email);
    expect(notice.subject).toBe('Dein Passwort bei Amora wurde geändert');
    expect(notice.link).toBe('http://localhost:3000/reset-password');
    expect(notice.text).toContain('Geändert am 1. März 2026 um 11:00');

    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: member.email } });
    const token = new URL((await lastMail(t, member.email)).link ?? '').searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/do',
      payload: { token, password: 'Nog-Een-Ander-Wachtwoord-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await kinds(member.email)).toEqual(['password_changed', 'password_reset', 'password_changed']);
  });
});
