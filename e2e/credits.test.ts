import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, users } from '../server/db/schema/index.ts';
import {
  dismissAlerts,
  expectAccessible,
  journeysFor,
  memberContext,
  promoteToStaff,
  screenshot,
} from './support.ts';

const journey = journeysFor(10);

describe('buying credits journey', () => {
  it('a new member with 0 credits sees the countdown and the popup, buys with the bonus, becomes premium and writes', async () => {
    const { site, browser } = journey;
    const m = await memberContext(site, browser, {
      width: 375,
      name: 'Noor',
      gender: 'female',
      lookingFor: 'male',
    });
    // The signup credits are spent: the balance is 0 (through the ledger, as spending would).
    await site.app.deps.database.db.transaction(async (tx) => {
      await tx.update(users).set({ credits: 0 }).where(eq(users.id, m.id));
      await tx.insert(creditLedger).values({ userId: m.id, delta: -30, reason: 'adjustment' });
    });
    const { page } = m;
    // The profile-photo alert, which the queue shows first on a phone, was closed.
    await dismissAlerts(m.context, 'photo_alert');
    await page.clock.install();
    await page.goto(`${site.url}/members`);
    const banner = page.getByRole('link', { name: /Welkomstbonus: 25% korting/ });
    await banner.waitFor();
    const timer = banner.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^0[34]:[0-5]\d:[0-5]\d$/);
    await page.clock.runFor(2000);
    // The timers have fired; the page draws their new state just after.
    await expect.poll(() => timer.textContent()).not.toBe(first);
    await screenshot(page, 'time-bonus-banner-375');

    // 40 s of injected time in the members area: the popup.
    const popup = page.getByRole('dialog', { name: /25%\s*welkomstbonus/ });
    expect(await popup.isVisible()).toBe(false);
    await page.clock.runFor(40_000);
    await popup.waitFor();
    await popup.getByText('Wees er snel bij: deze aanbieding geldt maar 4 uur na je aanmelding.').waitFor();
    await expectAccessible(page, 'time bonus popup');
    await screenshot(page, 'time-bonus-popup-375');
    await popup.getByRole('button', { name: 'Bekijk de aanbieding' }).click();
    await page.waitForURL(`${site.url}/credits`);
    await page.getByText('25% korting met TIMEBONUS25').waitFor();
    await expectAccessible(page, 'credits');
    await screenshot(page, 'credits-375');

    // The first package, paid by iDEAL through the sandbox checkout.
    await page.getByRole('link', { name: 'Kies dit pakket: 50 credits' }).click();
    await page.getByRole('heading', { name: 'Betalen' }).waitFor();
    await page.getByText(/50 credits voor €\s9,38/).waitFor();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    // Paying needs the consent to immediate delivery (the withdrawal right ends, /pages/return-policy).
    await page.getByRole('button', { name: /9,38 betalen/ }).click();
    await page
      .getByText(
        'Vink dit aan om te kunnen betalen: zonder je akkoord kunnen we de credits niet direct leveren.',
      )
      .waitFor();
    await page.getByLabel(/ik weet dat ik daardoor mijn herroepingsrecht verlies/).check();
    await screenshot(page, 'checkout-375');
    await page.getByRole('button', { name: /9,38 betalen/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\/tr_sandbox_/);
    await page.getByRole('button', { name: 'Paid' }).click();
    await page.waitForURL(/\/credits\/\d+\?order=\d+$/);
    await page.getByRole('heading', { name: 'Betaling geslaagd' }).waitFor();
    await page.getByText('50 credits zijn bijgeschreven. Veel plezier!').waitFor();
    await screenshot(page, 'payment-completed-375');
    const [row] = await site.app.deps.database.db
      .select({ credits: users.credits, paid: users.paidUser })
      .from(users)
      .where(eq(users.id, m.id));
    expect(row).toEqual({ credits: 50, paid: true });

    // Premium: the credits item replaces "Premium worden", and the banner is gone. The member is
    // loaded again after the payment without holding up the page: the credits item shows once
    // the page knows the member as premium, and only then may the banner's absence be read.
    await page.getByRole('link', { name: 'Naar de leden' }).click();
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    // On a phone the credits item is a tab of the bottom tab bar, no menu to open.
    await page.getByRole('link', { name: /^Credits/ }).waitFor();
    expect(await page.getByRole('link', { name: /Welkomstbonus/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Premium worden' }).count()).toBe(0);

    // A message with the new credits.
    const [partner] = await site.app.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'member'))
      .limit(1);
    if (!partner) throw new Error('no demo member');
    await page.goto(`${site.url}/members/${partner.id}/chat`);
    await page.getByLabel('Je bericht').fill(`Hoi! ${randomUUID().slice(0, 4)}`);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    const [after] = await site.app.deps.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, m.id));
    expect(after?.credits).toBe(45);

    // The order under transactions.
    await page.goto(`${site.url}/transactions`);
    const order = page.getByRole('link', { name: /50 credits.*iDEAL.*9,38.*Betaald/ });
    await order.waitFor();
    await expectAccessible(page, 'transactions');
    await order.click();
    await page.getByText('Korting (TIMEBONUS25)').waitFor();
    // Within refund_days the unused credits can be refunded: support handles the request.
    await page.getByRole('button', { name: 'Terugbetaling aanvragen' }).click();
    await page.getByText('We hebben je aanvraag voor terugbetaling ontvangen.', { exact: false }).waitFor();
    await screenshot(page, 'transaction-375');
    const admin = await memberContext(site, browser, { width: 1280, name: 'Support' });
    await promoteToStaff(site, admin, 'support');
    await admin.page.goto(`${site.url}/admin/refunds`);
    // 45 of the 50 credits are unused: 45/50 of €9,38.
    const refund = admin.page.getByRole('button', { name: /8,44 terugbetalen/ });
    await refund.waitFor();
    await expectAccessible(admin.page, 'admin refunds');
    await screenshot(admin.page, 'admin-refunds-1280');
    await refund.click();
    await admin.page.getByText('Geen openstaande aanvragen.').waitFor();
    const [refunded] = await site.app.deps.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, m.id));
    expect(refunded?.credits).toBe(0);
    await page.reload();
    await page.getByText('€ 8,44 is terugbetaald voor je ongebruikte credits.').waitFor();
    await admin.context.close();
    await m.context.close();
  });

  it('in English: a failed card payment shows the failure with retry and PayPal, which is then chosen', async () => {
    const { site, browser } = journey;
    const m = await memberContext(site, browser, {
      width: 1280,
      name: 'Sam',
      gender: 'male',
      lookingFor: 'female',
    });
    const { page } = m;
    const language = await page.request.put(`${site.url}/api/user.php`, {
      data: { language: 'en' },
      headers: { 'x-request-type': 'client' },
    });
    expect(language.ok()).toBe(true);
    await page.goto(`${site.url}/credits`);
    await page.getByRole('heading', { name: 'Buy credits' }).waitFor();
    await screenshot(page, 'credits-en-1280');
    await page.getByRole('link', { name: 'Choose this package: 125 credits' }).click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByLabel(/I thereby lose my right of withdrawal/).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Failed' }).click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByText('The payment failed or was cancelled.').waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    await expectAccessible(page, 'payment failed');
    await screenshot(page, 'payment-failed-en-1280');
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    await screenshot(page, 'checkout-paypal-en-1280');
    expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    await m.context.close();
  });

  it('pays by SEPA direct debit: the form, the SMS code, and credits usable at once while the bank collects', async () => {
    const { site, browser } = journey;
    const m = await memberContext(site, browser, {
      width: 375,
      name: 'Ilse',
      gender: 'female',
      lookingFor: 'male',
    });
    const { page } = m;
    await page.goto(`${site.url}/credits`);
    await page.getByRole('link', { name: 'Kies dit pakket: 50 credits' }).click();
    // The pay button says why it cannot pay yet: first the method, then the consent.
    const pay = page.getByRole('button', { name: /betalen/ });
    expect(await pay.isDisabled()).toBe(true);
    expect(await pay.getAttribute('aria-describedby')).toBe('checkout-pay-hint');
    await page.getByText('Kies eerst een betaalmethode.').waitFor();
    await page.getByRole('radio', { name: 'Automatische incasso' }).check();
    await page.getByText('Vink eerst de toestemming hierboven aan.').waitFor();
    await page.getByLabel(/ik weet dat ik daardoor mijn herroepingsrecht verlies/).check();
    await page.getByText('Vink eerst de toestemming hierboven aan.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /betalen/ }).click();
    await page.getByRole('heading', { name: 'Automatische incasso' }).waitFor();
    await page.getByLabel('Naam rekeninghouder').fill('I. Jansen');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
    await page.getByLabel('Straat').fill('Dorpsstraat');
    await page.getByLabel('Huisnummer').fill('3');
    await page.getByLabel('Postcode').fill('1234 AB');
    await page.getByLabel('Plaats').fill('Utrecht');
    await page.getByLabel('Mobiel nummer').fill('06 12345678');
    await page.getByRole('button', { name: 'Sms-code sturen' }).click();
    // Without consent and with a wrong IBAN checksum: the SPEC texts, nothing sent.
    await page.getByText('Geef toestemming voor de machtiging om verder te gaan.').waitFor();
    await page.getByLabel(/Ik machtig/).check();
    await page.getByRole('button', { name: 'Sms-code sturen' }).click();
    await page.getByText('Dit IBAN klopt niet. Controleer het rekeningnummer.').waitFor();
    await expectAccessible(page, 'direct debit form');
    await screenshot(page, 'directdebit-375');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByRole('button', { name: 'Sms-code sturen' }).click();
    await page.getByText('We hebben een code gestuurd naar je mobiele nummer ••• 678.').waitFor();
    const [sms] = await site.app.deps.smsOutbox.recent(1);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    await page.getByLabel('Sms-code').fill(code);
    await page.getByRole('button', { name: 'Machtiging bevestigen' }).click();
    // The advance is booked: the order is arranged, not "being processed".
    await page.getByRole('heading', { name: 'Incasso geregeld' }).waitFor();
    await page
      .getByText('50 credits staan al op je saldo. De bank schrijft het bedrag binnenkort af.')
      .waitFor();
    const [row] = await site.app.deps.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, m.id));
    // 30 signup credits plus the 50 usable at once.
    expect(row?.credits).toBe(80);
    await m.context.close();
  });
});
