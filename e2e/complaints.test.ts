import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectUniqueIds,
  journeysFor,
  mailLink,
  memberContext,
  screenshot,
} from './support.ts';

/** SPEC §2 /complaints (DSA Art. 16): reporting a profile, the reference number and the member's list. */
const journey = journeysFor(30);

const REFERENCE = /^K-[0-9A-HJKMNP-TV-Z]{8}$/;

/** Open the search and the first member found; answers that member's id. */
async function openFirstProfile(page: Page): Promise<number> {
  await page.goto(`${journey.site.url}/members`);
  const first = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first();
  await first.click();
  await page.waitForURL(/\/members\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('complaints journeys', () => {
  for (const width of [375, 1280]) {
    it(`a member reports a profile and sees the reference and its status (${width} px)`, async () => {
      const { page, context, email } = await memberContext(journey.site, journey.browser, {
        width,
        name: width < 600 ? 'Klaas' : 'Kim',
      });
      const profileId = await openFirstProfile(page);
      await page.getByRole('link', { name: /melden$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `complaints-profile-${width}`);
      await page.getByRole('link', { name: /melden$/ }).click();
      await page.waitForURL(`${journey.site.url}/complaints?profile=${profileId}`);
      await page.getByRole('heading', { name: 'Klachten en meldingen' }).waitFor();
      await page.getByText(/^Je meldt het profiel van .+\.$/).waitFor();
      await page.getByText('Je hebt nog geen meldingen gemaakt.').waitFor();

      // Sending empty shows the problems at their fields, in Dutch.
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await page.getByText('Kies of vul een onderwerp in.').waitFor();
      await page.getByText('Beschrijf waar je melding over gaat.').waitFor();
      expect(await page.getByLabel('Onderwerp').getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, `complaint form with errors ${width}`);
      await screenshot(page, `complaints-form-${width}`);

      await page.getByLabel('Onderwerp').selectOption({ label: 'Nepprofiel' });
      await page.getByLabel('Wat is er aan de hand?').fill('Deze foto’s staan ook op een ander profiel.');
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await page.getByText('Bedankt voor je melding').waitFor();
      const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
      expect(reference).toMatch(REFERENCE);
      await page.waitForURL(`${journey.site.url}/complaints?ref=${reference}`);

      // The list shows it, marked, with its status.
      const item = page.getByRole('listitem').filter({ hasText: reference });
      await item.waitFor();
      expect(await item.getAttribute('aria-current')).toBe('true');
      await item.getByText('Ontvangen').waitFor();
      await item.getByText('Nepprofiel').waitFor();
      await expectAccessible(page, `complaint sent ${width}`);
      await expectUniqueIds(page, `complaints ${width}`);
      await screenshot(page, `complaints-${width}`);

      const [mail] = await journey.site.app.deps.mailer.recent(1, email);
      expect(mail?.kind).toBe('complaint_received');
      expect(mail?.text).toContain(`/complaints?ref=${reference}`);
      // The mail's link opens the list with this complaint marked.
      await page.goto(await mailLink(journey.site, email));
      const linked = page.getByRole('listitem').filter({ hasText: reference });
      await linked.waitFor();
      expect(await linked.getAttribute('aria-current')).toBe('true');
      await context.close();
    });
  }

  it('reports the partner from a conversation', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Lotte',
    });
    const profileId = await openFirstProfile(page);
    await page.goto(`${journey.site.url}/members/${profileId}/chat`);
    await page.getByRole('link', { name: /melden$/ }).waitFor();
    await screenshot(page, 'complaints-chat-375');
    await page.getByRole('link', { name: /melden$/ }).click();
    await page.waitForURL(`${journey.site.url}/complaints?profile=${profileId}`);
    await page.getByText(/^Je meldt het profiel van .+\.$/).waitFor();
    await context.close();
  });

  it('a visitor reaches the page from the footer and must give an e-mail address', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'nl-NL',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${journey.site.url}/pages/terms`);
    const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await warning.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
    await warning.waitFor({ state: 'hidden' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Klachten' }).click();
    await page.waitForURL(`${journey.site.url}/complaints`);
    await page.getByLabel('Onderwerp').selectOption({ label: 'Oplichting of spam' });
    await page
      .getByLabel('Wat is er aan de hand?')
      .fill('Ik kreeg een mail die van deze site leek te komen.');
    await page.getByRole('button', { name: 'Melding versturen' }).click();
    await page.getByText('Vul je e-mailadres in, zodat we je over je melding kunnen berichten.').waitFor();
    await page.getByLabel('Je e-mailadres').fill('bezoeker@example.com');
    await page.getByRole('button', { name: 'Melding versturen' }).click();
    const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    expect(await page.getByRole('heading', { name: 'Mijn meldingen' }).count()).toBe(0);
    await expectAccessible(page, 'complaint sent by a visitor');
    await screenshot(page, 'complaints-visitor-375');
    await context.close();
  });
});
