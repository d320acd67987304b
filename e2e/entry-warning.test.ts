/**
 * SPEC §1, §4 adult-entry warning by the visitor's country: the site asks GeoIP (the settings'
 * `geoip_country` the page comes with, GeoLite2 data) and shows the warning to visitors from the Netherlands and
 * Germany, not to one from Great Britain, and never in installed-app mode. The browser's own
 * address is 127.0.0.1, so the site trusts the proxy header the journey sets (X-Forwarded-For),
 * as it does behind a reverse proxy with TRUST_PROXY. The server draws the warning into the page
 * (the home page and every page of the app, e.g. /members) while it is due, and leaves it out once
 * the visitor entered (a cookie the page writes; a dismissal kept in localStorage before that
 * cookie counts too). Screenshots at 375 and 1280 px go to /tmp/shots-invites/.
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

/** Whether the HTML the server answers for `pathname` to this browser (its cookies) holds the warning. */
async function warningInHtml(page: Page, pathname: string): Promise<boolean> {
  const answer = await page.request.get(`${journey.site.url}${pathname}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const drawn = /<dialog class="entry-warning"[^>]*data-entry-warning=""[^>]* open>/.test(html);
  expect(html.includes('Alleen voor volwassenen')).toBe(drawn);
  return drawn;
}

/** Open `pathname` of the app and wait for its page state (the app has started). */
async function openPage(page: Page, pathname: string): Promise<void> {
  await page.goto(`${journey.site.url}${pathname}`);
  await page.locator('#main').waitFor();
}

/** The text of the element that has the focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

/**
 * The page has decided on the warning, after it came with its state (`openHome`): no request has
 * been under way for 500 ms (the page's scripts have all come and run), and the page has drawn
 * what follows.
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
        expect(await warningInHtml(page, '/')).toBe(true);
        await expect.poll(() => focused(page)).toBe('Ja, ik ben 18+');
        await expectAccessible(page, `entry warning ${country} ${width}`);
        await page.screenshot({ path: path.join(SHOTS, `entry-warning-${country}-${width}.png`) });
        await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await openHome(page, true)).toBe(country);
        await settled(page);
        expect(await warning(page).count()).toBe(0);
        // Kept across pages: the app's pages come without it too.
        expect(await warningInHtml(page, '/members')).toBe(false);
        await openPage(page, '/members');
        await settled(page);
        expect(await warning(page).count()).toBe(0);
        await context.close();
      });
    }
  }

  for (const width of [375, 1280]) {
    it(`shows on /members, drawn with the page, modal; entering keeps it away on every page (${width} px)`, async () => {
      const { context, page } = await visitorFrom(ADDRESSES.NL, width);
      expect(await warningInHtml(page, '/members')).toBe(true);
      const modules: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') modules.push(request.url());
      });
      await openPage(page, '/members');
      const dialog = warning(page);
      await dialog.waitFor();
      await settled(page);
      // Modal: the focus on "enter", Escape does not close it, the page behind is inert.
      expect(
        await page.evaluate(() => document.querySelector('dialog[data-entry-warning]')?.matches(':modal')),
      ).toBe(true);
      await expect.poll(() => focused(page)).toBe('Ja, ik ben 18+');
      await page.keyboard.press('Escape');
      await settled(page);
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('Nee, verlaten');
      await expectAccessible(page, `entry warning members ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `entry-warning-members-${width}.png`) });
      // The app loads no dialog of its own for it (before: the EntryWarningDialog chunk).
      expect(modules.filter((url) => /EntryWarning/i.test(url))).toEqual([]);
      await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      // Written by the dialog's `close` handler, a task after the form closed it.
      const entryCookie = async () => (await context.cookies()).find((c) => c.name === 'entry_warning');
      await expect.poll(async () => (await entryCookie())?.sameSite).toBe('Lax');
      const cookie = await entryCookie();
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);
      for (const pathname of ['/members', '/', '/login']) {
        expect(await warningInHtml(page, pathname)).toBe(false);
      }
      await page.reload();
      await page.locator('#main').waitFor();
      await settled(page);
      expect(await warning(page).count()).toBe(0);
      await context.close();
    });
  }

  it('stands on the page before any script has run, and "enter" closes it even then', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'nl-NL',
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'X-Forwarded-For': ADDRESSES.NL },
    });
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/members`);
    const dialog = warning(page);
    await dialog.waitFor();
    expect(await focused(page)).toBe('Ja, ik ben 18+');
    await page.screenshot({ path: path.join(SHOTS, 'entry-warning-members-no-script.png') });
    await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('honours a dismissal kept in localStorage before the cookie, and writes the cookie from it', async () => {
    const { context, page } = await visitorFrom(ADDRESSES.NL, 375);
    await context.addInitScript(() =>
      localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': 1_700_000_000_000 })),
    );
    expect(await warningInHtml(page, '/members')).toBe(true);
    await openPage(page, '/members');
    await settled(page);
    expect(await warning(page).count()).toBe(0);
    expect((await context.cookies()).some((c) => c.name === 'entry_warning')).toBe(true);
    expect(await warningInHtml(page, '/members')).toBe(false);
    await context.close();
  });

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
      expect(await warningInHtml(page, '/')).toBe(false);
      expect(await warningInHtml(page, '/members')).toBe(false);
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
    await openPage(page, '/members');
    await settled(page);
    expect(await warning(page).count()).toBe(0);
    // Skipped, not entered: no dismissal is kept.
    expect((await context.cookies()).some((c) => c.name === 'entry_warning')).toBe(false);
    await context.close();
  });
});
