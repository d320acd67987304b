/**
 * SPEC §1, §4 adult-entry warning by the visitor's country: the site asks GeoIP (the settings'
 * `geoip_country` the page comes with, GeoLite2 data) and shows the warning to visitors from the Netherlands and
 * Germany, not to one from Great Britain, and never in installed-app mode. The browser's own
 * address is 127.0.0.1, so the site trusts the proxy header the journey sets (X-Forwarded-For),
 * as it does behind a reverse proxy with TRUST_PROXY. Screenshots at 375 and 1280 px go to
 * /tmp/shots-invites/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterRender, expectAccessible, journeysFor } from './support.ts';

const journey = journeysFor(4, { config: { trustProxy: true } });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-invites';

const ADDRESSES = { NL: '145.97.39.155', DE: '46.4.0.1', GB: '81.2.69.142' } as const;

/** A visitor's page from `address` at `width` px; `installed`: as an installed app (display-mode standalone). */
async function visitorFrom(
  address: string,
  width: number,
  installed = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'nl-NL',
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  if (installed) {
    // Chromium has no emulation of the display mode: `(display-mode: standalone)` matches here.
    await context.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (!/display-mode:\s*standalone/.test(query)) return real(query);
        const noop = () => undefined;
        return {
          matches: true,
          media: query,
          onchange: null,
          addListener: noop,
          removeListener: noop,
          addEventListener: noop,
          removeEventListener: noop,
          dispatchEvent: () => false,
        } as MediaQueryList;
      };
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Open the home page (`reload`: again) and answer the visitor's country as the site sees it
 * (settings.php `geoip_country`, asked with the page's own headers). The server draws the home page
 * with the warning in it for a visitor from a country it is shown in; the page's script opens it.
 */
async function openHome(page: Page, reload = false): Promise<string> {
  await (reload ? page.reload() : page.goto(journey.site.url));
  await page.getByRole('heading', { level: 1 }).waitFor();
  const settings = await page.request.get(`${journey.site.url}/api/settings.php`);
  return (await settings.json()).geoip_country as string;
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Alleen voor volwassenen' });

/**
 * The page has decided on the warning, after it came with its state (`openHome`): the deciding effect has
 * run, no request has been under way for 500 ms (so the warning's chunk, had the effect asked for
 * it, has come), and the page has drawn what follows.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(afterRender);
  await page.waitForLoadState('networkidle');
  await page.evaluate(afterRender);
}

describe('the entry warning follows the visitor country (GeoIP)', () => {
  mkdirSync(SHOTS, { recursive: true });

  for (const country of ['NL', 'DE'] as const) {
    for (const width of [375, 1280]) {
      it(`shows for a visitor from ${country} at ${width} px, and entering hides it for good`, async () => {
        const { context, page } = await visitorFrom(ADDRESSES[country], width);
        expect(await openHome(page)).toBe(country);
        const dialog = warning(page);
        await dialog.waitFor();
        await expect
          .poll(() => dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).isVisible())
          .toBe(true);
        await expectAccessible(page, `entry warning ${country} ${width}`);
        await page.screenshot({ path: path.join(SHOTS, `entry-warning-${country}-${width}.png`) });
        await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await openHome(page, true)).toBe(country);
        await settled(page);
        expect(await warning(page).count()).toBe(0);
        await context.close();
      });
    }
  }

  it('sends a visitor who leaves from a fresh tab to a search engine, not to a blank page', async () => {
    const { context, page } = await visitorFrom(ADDRESSES.NL, 375);
    // No network here: the search engine's page is answered by the journey.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google</title>' }),
    );
    await openHome(page);
    await warning(page).getByRole('button', { name: 'Nee, verlaten' }).click();
    await page.waitForURL('https://www.google.com/');
    expect(await page.title()).toBe('Google');
    await context.close();
  });

  it('does not show for a visitor from Great Britain', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await visitorFrom(ADDRESSES.GB, width);
      expect(await openHome(page)).toBe('GB');
      await settled(page);
      expect(await warning(page).count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `entry-warning-GB-${width}.png`) });
      await context.close();
    }
  });

  it('does not show in installed-app mode, even from the Netherlands', async () => {
    const { context, page } = await visitorFrom(ADDRESSES.NL, 375, true);
    expect(await openHome(page)).toBe('NL');
    expect(await page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await settled(page);
    expect(await warning(page).count()).toBe(0);
    await context.close();
  });
});
