import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchContext } from './page-log.ts';
import { expectAccessible, findChromium, journeysFor, memberContext, visitorContext } from './support.ts';

/**
 * SPEC §2, §4, §8 the installed app: the manifest Chromium installs from, installed-app mode
 * (a back button on profile, likes and credits only; no entry warning; the app-icon badge with
 * unread messages plus new likes) and the chunk-load guard (reload once, at most once a minute).
 */
const journey = journeysFor(12);
/** Screenshots for a person to look at; outside the repository. */
const SHOTS = '/tmp/shots-app';

/**
 * Run the pages of `context` as an installed app: `(display-mode: standalone)` matches, and the
 * Badging API records its calls in `window.__badges` (a count, 0 for a clear).
 */
async function asInstalledApp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/display-mode:\s*standalone/.test(query)) return real(query);
      // A list that matches; its listeners are never called (the display mode does not change).
      const list = real('all');
      return Object.create(list, { matches: { value: true }, media: { value: query } });
    };
    const calls: number[] = [];
    Object.assign(window, { __badges: calls });
    const record = (count: number) => Promise.resolve(void calls.push(count));
    Object.defineProperties(navigator, {
      setAppBadge: { configurable: true, value: record },
      clearAppBadge: { configurable: true, value: () => record(0) },
    });
  });
}

const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** The page's last app-icon badge call (see `asInstalledApp`). */
const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badges: number[] }).__badges.at(-1));

/** Pages load their document: counts the main frame's document requests (the first load, reloads). */
function countDocumentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

describe('the web app manifest', () => {
  it('is linked, parsed by Chromium without errors, installable, and its icons load', async () => {
    // A profile on disk: Chromium installs nothing from an incognito context (a plain new context).
    const profile = mkdtempSync(path.join(tmpdir(), 'amora-pwa-'));
    const context = watchContext(
      await chromium.launchPersistentContext(profile, {
        executablePath: findChromium(),
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        viewport: { width: 1280, height: 900 },
        locale: 'nl-NL',
      }),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(journey.site.url);
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: Array<{ message: string }>;
      data?: string;
    };
    expect(parsed.url).toBe(`${journey.site.url}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    const manifest = JSON.parse(parsed.data ?? '{}');
    expect(manifest).toMatchObject({ name: 'Amora', display: 'standalone', theme_color: '#d6246e' });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const answer = await page.request.get(`${journey.site.url}/manifest.webmanifest`);
    expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const size = Number(icon.sizes.split('x')[0]);
      const drawn = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      }, icon.src);
      expect(drawn).toBe(size);
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

describe('installed-app mode', () => {
  it('shows no entry warning to a visitor (a browser tab does)', async () => {
    for (const installed of [false, true]) {
      const context = await journey.browser.newContext({
        viewport: { width: 375, height: 812 },
        locale: 'nl-NL',
      });
      if (installed) await asInstalledApp(context);
      const page = await context.newPage();
      // The server draws the home page with the warning for a visitor from the Netherlands; the
      // page's script opens it unless the page runs as an installed app.
      await page.goto(journey.site.url, { waitUntil: 'load' });
      const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
      if (!installed) await warning.waitFor();
      else {
        // The page's script has run (load) and the page has drawn twice since: the warning would be open by now.
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        expect(await warning.count()).toBe(0);
      }
      await context.close();
    }
  });

  it('has a back button on profile, likes and credits only, and badges unread messages plus new likes', async () => {
    const { site, browser } = journey;
    const writer = await memberContext(site, browser, { width: 1280, name: 'Joost', gender: 'male' });
    const liker = await memberContext(site, browser, { width: 1280, name: 'Karel', gender: 'male' });
    const later = await memberContext(site, browser, { width: 1280, name: 'Lars', gender: 'male' });
    const mila = await memberContext(site, browser, { width: 375, name: 'Mila', lookingFor: 'male' });
    for (const body of ['Hoi Mila!', 'Zin in een drankje?']) {
      const sent = await site.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: await cookieOf(writer.context) },
        payload: { type: 'text', profile_id: mila.id, body, client_id: randomUUID() },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const like = (from: BrowserContext) =>
      cookieOf(from).then((cookie) =>
        site.app.inject({ method: 'POST', url: `/api/likes/${mila.id}`, headers: { cookie } }),
      );
    expect((await like(liker.context)).statusCode).toBe(200);

    const { page, context } = mila;
    await asInstalledApp(context);
    const back = page.getByRole('button', { name: 'Terug' });

    // Opened on the likes page (the app's first page): back goes to the member search.
    await page.goto(`${site.url}/likes`);
    await page.getByRole('link', { name: /Karel/ }).waitFor();
    await back.waitFor();
    // SPEC §4: 2 unread messages + 1 new like.
    await expect.poll(() => lastBadge(page)).toBe(3);
    await back.click();
    await page.waitForURL(`${site.url}/members`);
    await page.getByRole('heading', { name: 'Leden' }).waitFor();
    expect(await back.count()).toBe(0);

    // A profile opened from the likes: back returns to the likes.
    await page.goto(`${site.url}/likes`);
    await page.getByRole('link', { name: /Karel/ }).click();
    await page.waitForURL(`${site.url}/members/${liker.id}`);
    await back.waitFor();
    await expectAccessible(page, 'installed-app profile 375');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/standalone-profile-375.png` });
    await back.click();
    await page.waitForURL(`${site.url}/likes`);

    // Karel's like is seen now (his profile was opened from the likes): 2 + 0. A new like arrives
    // (realtime) and the badge follows: 2 + 1.
    await expect.poll(() => lastBadge(page)).toBe(2);
    expect((await like(later.context)).statusCode).toBe(200);
    await expect.poll(() => lastBadge(page), { timeout: 15_000 }).toBe(3);

    await page.goto(`${site.url}/credits`);
    await back.waitFor();
    await page.goto(`${site.url}/chats`);
    await page.getByRole('link', { name: /Joost/ }).waitFor();
    expect(await back.count()).toBe(0);

    // The desktop window of the installed app, on a profile.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/members/${later.id}`);
    await page.getByRole('link', { name: 'Leden zoeken' }).waitFor();
    await page.getByRole('button', { name: 'Like', exact: true }).waitFor();
    await back.waitFor();
    await expectAccessible(page, 'installed-app profile 1280');
    await page.screenshot({ path: `${SHOTS}/standalone-profile-1280.png` });

    // In a browser tab the same profile has no back button of the app's own.
    const tab = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    await tab.addCookies(await context.cookies());
    const tabPage = await tab.newPage();
    await tabPage.goto(`${site.url}/members/${later.id}`);
    await tabPage.getByRole('button', { name: 'Like', exact: true }).waitFor();
    expect(await tabPage.getByRole('button', { name: 'Terug' }).count()).toBe(0);
    for (const c of [tab, context, writer.context, liker.context, later.context]) await c.close();
  });
});

/**
 * Open the login page from the top bar once the app runs: the prerendered home page's link is a
 * plain link until React has taken it over (it would load /login as a new document).
 */
async function openLoginInApp(page: Page): Promise<void> {
  // React replaces the drawn markup with its own elements, which carry their props.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('a[href="/login"]')].some((a) =>
      Object.keys(a).some((key) => key.startsWith('__reactProps')),
    ),
  );
  await page.getByRole('link', { name: 'Inloggen' }).click();
}

describe('the chunk-load guard (SPEC §8, §9 60 s)', () => {
  /**
   * The login page's code chunk (a lazily loaded page a visitor reaches from the top bar of a page
   * the app draws: the FAQ; the home page is drawn by the server, and its login link loads a page).
   */
  const LOGIN_CHUNK = /\/assets\/LoginPage-[\w-]+\.js$/;

  it('reloads once when a page chunk fails, then shows the error page; after a minute it may reload again', async () => {
    const { context, page } = await visitorContext(journey.browser, 375, { warningDismissed: true });
    let failed = 0;
    await page.route(LOGIN_CHUNK, (route) => {
      failed += 1;
      return route.abort('failed');
    });
    const loads = countDocumentLoads(page);
    await page.goto(`${journey.site.url}/pages/faq`);
    await openLoginInApp(page);
    const error = page.getByRole('heading', { name: 'Deze pagina kon niet worden geladen' });
    await error.waitFor();
    // The first failure reloaded the page (at /login); the second, within the minute, did not.
    expect(loads.count).toBe(2);
    expect(failed).toBe(2);
    expect(page.url()).toBe(`${journey.site.url}/login`);
    const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload')));
    expect(Date.now() - reloadedAt).toBeLessThan(60_000);
    await page.getByRole('button', { name: 'Opnieuw laden' }).waitFor();
    await expectAccessible(page, 'chunk error page');
    await page.screenshot({ path: `${SHOTS}/chunk-error-375.png` });

    // 61 s later by the guard's clock (the time it keeps): the next failure reloads once more.
    await page.evaluate(() => sessionStorage.setItem('chunk-reload', String(Date.now() - 61_000)));
    await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
    await page.waitForURL(`${journey.site.url}/`);
    // The home page is drawn by the server (load 3): its login link loads the app at /login (4),
    // whose chunk fails and reloads it once more (5); the failure after that shows the error page.
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await error.waitFor();
    expect(loads.count).toBe(5);
    expect(failed).toBe(4);
    await context.close();
  });

  it('reloads once, and the page works when the chunk loads after the reload', async () => {
    const { context, page } = await visitorContext(journey.browser, 1280, { warningDismissed: true });
    let failed = 0;
    await page.route(LOGIN_CHUNK, (route) => {
      if (failed > 0) return route.continue();
      failed += 1;
      return route.abort('failed');
    });
    const loads = countDocumentLoads(page);
    await page.goto(`${journey.site.url}/pages/faq`);
    await openLoginInApp(page);
    // The login form's field (the FAQ has a section named after the e-mail address too).
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('iemand@example.com');
    expect(loads.count).toBe(2);
    expect(page.url()).toBe(`${journey.site.url}/login`);
    await context.close();
  });
});
