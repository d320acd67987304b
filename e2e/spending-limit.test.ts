import { SPENDING_TIME_ZONE } from '@common/spending';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditPackages } from '../server/db/schema/index.ts';
import { resetDay } from '../server/modules/payments/spending-rules.ts';
import { dismissAlerts, expectAccessible, journeysFor, memberContext, screenshot } from './support.ts';

const journey = journeysFor(10);

describe('spending limit journey', () => {
  it('a member sets a limit in settings, checkout refuses a package over it, and a raise waits 72 hours', async () => {
    const { site, browser } = journey;
    const m = await memberContext(site, browser, {
      width: 375,
      name: 'Lotte',
      timezoneId: SPENDING_TIME_ZONE,
    });
    await dismissAlerts(m.context, 'photo_alert', 'time_bonus_banner');
    const { page } = m;

    await page.goto(`${site.url}/settings`);
    await page.getByRole('heading', { name: 'Bestedingslimiet' }).waitFor();
    await page.getByText('Je hebt geen limiet ingesteld.').waitFor();
    await page.getByLabel('Limiet per maand in euro').fill('10');
    await page.getByRole('button', { name: 'Limiet opslaan' }).click();
    await page.getByText('Je limiet is opgeslagen.').waitFor();
    await page.getByText(/^Je limiet: €\s10,00 per maand\.$/).waitFor();

    // The credits page says what is left and does not offer the packages above it.
    await page.goto(`${site.url}/credits`);
    await page.getByText(/Je eigen limiet: deze maand kun je nog €\s10,00 besteden\./).waitFor();
    await page.getByRole('link', { name: 'Kies dit pakket: 50 credits' }).waitFor();
    const over = page.getByRole('button', { name: 'Boven je limiet' });
    expect(await over.count()).toBe(3);
    expect(await over.first().isDisabled()).toBe(true);
    await screenshot(page, 'credits-spending-limit-375');

    // Straight to the checkout of a package above it: the refusal's text, and no way to pay.
    const [pkg] = await site.app.deps.database.db
      .select({ id: creditPackages.id })
      .from(creditPackages)
      .where(and(eq(creditPackages.country, 'NL'), eq(creditPackages.credits, 125)));
    await page.goto(`${site.url}/credits/${pkg?.id}`);
    await page.getByRole('heading', { name: 'Betalen' }).waitFor();
    const [year, month, day] = resetDay(new Date(), SPENDING_TIME_ZONE).split('-');
    await page
      .getByRole('alert')
      .getByText(
        new RegExp(
          `^Deze bestelling gaat boven je eigen bestedingslimiet\\. Deze maand kun je nog €\\s10,00 besteden; op ${day}-${month}-${year} begint je limiet opnieuw\\.$`,
        ),
      )
      .waitFor();
    // No methods, no pay button: the way back to the packages instead.
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: /betalen$/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Credits kopen' }).last().waitFor();
    await expectAccessible(page, 'checkout over the spending limit');
    await screenshot(page, 'checkout-over-spending-limit-375');

    // A raise waits 72 hours: shown with when it takes effect, and it can be cancelled.
    await page.goto(`${site.url}/settings`);
    await page.getByLabel('Limiet per maand in euro').fill('50');
    await page.getByRole('button', { name: 'Limiet opslaan' }).click();
    await page.getByText(/^Je verzoek is opgeslagen\. Een hogere limiet/).waitFor();
    const pending = page.getByTestId('spending-pending');
    const effective = new Date(Date.now() + 72 * 3600 * 1000);
    const date = new Intl.DateTimeFormat('nl-NL', {
      timeZone: SPENDING_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(effective);
    await pending
      .getByText(new RegExp(`^Je nieuwe limiet van €\\s50,00 gaat in op ${date} om \\d\\d:\\d\\d\\.$`))
      .waitFor();
    await page.getByText(/^Je limiet: €\s10,00 per maand\.$/).waitFor();
    await expectAccessible(page, 'settings with a pending raise');
    await screenshot(page, 'settings-spending-limit-pending-375');
    await pending.getByRole('button', { name: 'Verhoging annuleren' }).click();
    await page.getByText('De verhoging is geannuleerd; je huidige limiet blijft.').waitFor();
    expect(await pending.count()).toBe(0);
    await page.getByTestId(`statement-${resetMonthNow()}`).waitFor();
  });
});

/** This month's name `YYYY-MM` in the site's time zone (the statement's first month). */
function resetMonthNow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SPENDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  return parts.slice(0, 7);
}
