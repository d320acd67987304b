/**
 * Page status journeys in Chromium (phone width): the offline banner and requests held while
 * offline (SPEC §4), the loading bar (SPEC §9), the page-hidden beacon (SPEC §7), and the smaller
 * SPEC items seen in the browser: the support phone's tel: link and the example company details
 * on the legal pages (SPEC §9, §3), the premium-only text at invisible mode (SPEC §5).
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  afterRender,
  expectAccessible,
  journeysFor,
  memberContext,
  openSearchFilters,
  screenshot,
} from './support.ts';

const journey = journeysFor(60);

/** The search's result items on the members page. */
const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('listitem');

/** Search for women with the filter form (a new query: one `GET /api/members?…gender=female`). */
async function searchWomen(page: Page): Promise<void> {
  await openSearchFilters(page);
  await page.getByLabel('Ik zoek').selectOption({ label: 'Vrouwen' });
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.waitForURL(/gender=female/);
}

const womenSearch = (url: string) => url.includes('/api/members?') && url.includes('gender=female');

describe('page status journeys', () => {
  it('shows the offline banner while offline, holds a request made then and sends it once online (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Olga',
      gender: 'male',
      lookingFor: 'female',
    });
    await page.goto(`${journey.site.url}/members`);
    await results(page).first().waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'Je bent offline.' });
    expect(await banner.count()).toBe(0);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (womenSearch(request.url())) sent.push(request.url());
    });
    await context.setOffline(true);
    await banner.waitFor();
    expect(await banner.textContent()).toBe(
      'Je bent offline. Zodra je weer verbinding hebt, gaan we verder.',
    );
    await expectAccessible(page, 'offline banner');
    await screenshot(page, 'offline-banner-375');
    await page.screenshot({
      path: path.join(ARTIFACTS, 'offline-banner-375-top.png'),
      clip: { x: 0, y: 0, width: 375, height: 240 },
    });
    await searchWomen(page);
    // Held while offline: once the page has drawn the new address and run what follows from it,
    // nothing has gone out (a sent request would fail in an offline browser, but show here).
    await page.evaluate(afterRender);
    expect(sent).toEqual([]);

    const answered = page.waitForResponse((response) => womenSearch(response.url()));
    await context.setOffline(false);
    expect((await answered).status()).toBe(200);
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Zoekresultaten"] li').length === 24,
    );
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('shows the loading bar only while a request takes longer than 200 ms, then hides it (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Lars',
      gender: 'male',
      lookingFor: 'female',
    });
    await page.goto(`${journey.site.url}/members`);
    await results(page).first().waitFor();
    const bar = page.getByRole('progressbar', { name: 'Laden…' });
    // The page's own first requests may have shown it: it is gone 500 ms after they ended.
    await bar.waitFor({ state: 'detached', timeout: 3000 });
    // A search not made before (the member's own defaults already asked for women) answers 2 s late.
    const menSearch = (url: string) => url.includes('/api/members?') && url.includes('gender=male');
    await page.route(
      (url) => menSearch(url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      },
    );
    await openSearchFilters(page);
    await page.getByLabel('Ik zoek').selectOption({ label: 'Mannen' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/gender=male/);
    await bar.waitFor();
    // It shows at 0 and moves on every 100 ms while the search (held 2 s) is under way.
    const progress = async () => Number(await bar.getAttribute('aria-valuenow'));
    await expect.poll(progress).toBeGreaterThan(0);
    const now = await progress();
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThan(100);
    // The bar moves (a CSS transition) while it shows: axe runs without waiting for it to stop.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, 'loading-bar-375.png'),
      clip: { x: 0, y: 0, width: 375, height: 160 },
    });
    await screenshot(page, 'loading-bar-375-page');
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Zoekresultaten"] li').length === 24,
    );
    // Hidden 500 ms after the load ended.
    await bar.waitFor({ state: 'detached', timeout: 2000 });
    await context.close();
  });

  it('sends the page-hidden beacon when the page becomes hidden (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Bea',
    });
    await page.goto(`${journey.site.url}/members`);
    await results(page).first().waitFor();
    // The members' chunk (MemberShell.tsx: banners and the beacon) is loaded once its banner shows.
    await page.getByText(/Je hebt nog geen profielfoto/).waitFor();
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/page-hidden.php'));
    // The hook listens from an effect that may run just after the banner is drawn: the page is
    // hidden again every 300 ms until the first beacon answers.
    const hide = () =>
      page
        .evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        })
        .catch(() => undefined);
    await hide();
    const again = setInterval(() => void hide(), 300);
    const answer = await beacon.finally(() => clearInterval(again));
    expect(answer.status()).toBe(204);
    expect(answer.request().method()).toBe('POST');
    expect(await answer.request().headerValue('content-type')).toBe('application/json');
    await context.close();
  });

  it('links the support phone without hyphens and spaces, marks the example company details, and shows the premium-only text (phone)', async () => {
    const { page, context } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Pim',
    });
    await page.goto(`${journey.site.url}/pages/service`);
    const phone = page.getByRole('link', { name: '020-123 45 67' }).first();
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe('tel:0201234567');
    const company = page.getByRole('region', { name: /Bedrijfsgegevens/ });
    await company.getByText('voorbeeldgegevens', { exact: true }).waitFor();
    await company.getByText('KvK-nummer').waitFor();
    await expectAccessible(page, 'service page');
    await screenshot(page, 'service-page-375');

    await page.goto(`${journey.site.url}/profile`);
    await page.getByText('Deze functie is alleen beschikbaar voor premium leden.').waitFor();
    expect(await page.getByRole('switch', { name: 'Onzichtbaar' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
    await expectAccessible(page, 'own profile, premium only');
    await page
      .locator('section[aria-labelledby="invisible-title"]')
      .screenshot({ path: path.join(ARTIFACTS, 'premium-only-375.png') });
    await context.close();
  });
});
