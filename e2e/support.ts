import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ENTRY_WARNING_COOKIE } from '../common/constants.ts';
import { buildApp } from '../server/app.ts';
import type { Config } from '../server/config.ts';
import { profiles } from '../server/db/schema/members.ts';
import { seedDemoMembers } from '../server/demo/demo.ts';
import { insertDemoPhotos } from '../server/demo/demo-photos.ts';
import { photoSeed } from '../server/demo/portrait-traits.ts';
import { systemClock } from '../server/lib/clock.ts';
import { createScriptedClassifier, type ImageClassifier } from '../server/modules/media/classifier.ts';
import { openTestDatabase, testConfig } from '../server/test/helpers.ts';
import { cachedPortraitRenderer } from '../server/test/portrait-cache.ts';
import { freePort } from '../server/test/server-process.ts';
import { watchContext } from './page-log.ts';

/** Where journeys save their screenshots (test artifacts, not committed). */
export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');

/**
 * The Chromium to drive: CHROMIUM_PATH, else the system's chromium, else Playwright's own
 * browser (installed with `npx playwright install chromium` where it can be downloaded).
 * Throws with a clear message when none can be had; a journey is never skipped silently.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  const bundled = () => {
    try {
      const p = chromium.executablePath();
      return p && existsSync(p) ? p : undefined;
    } catch {
      return undefined;
    }
  };
  let found = bundled();
  if (!found) {
    try {
      execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 300_000 });
    } catch {
      // Reported below.
    }
    found = bundled();
  }
  if (!found) {
    throw new Error(
      "No Chromium for the browser tests: set CHROMIUM_PATH, install Debian's chromium (apt-get install chromium), or allow `npx playwright install chromium`.",
    );
  }
  return found;
}

/** The flags Chromium needs here (root, no GPU, no network besides the site). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

/**
 * Start Chromium headless with the flags this environment needs. Every context it opens is
 * watched (`failure-artifacts.ts`): a failed journey saves its pages' screenshots and logs.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  return browser;
}

/** A running site for journeys: the real server on a free port with the built web client. */
export interface Site {
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/**
 * Serve dist/web (built by `vite build` before the journeys; `E2E_WEB_ROOT` names another build
 * folder) on a fresh database with demo members. `options.config` changes the test configuration
 * (e.g. `{ trustProxy: true }`, so that a journey's X-Forwarded-For header is the client address).
 */
export async function startSite(
  demoMembers = 40,
  options: {
    config?: Partial<Config>;
    /** The `image-screen` job's classifier (default a scripted one answering neutral scores). */
    imageClassifier?: ImageClassifier;
  } = {},
): Promise<Site> {
  const webRoot = path.resolve(
    process.env.E2E_WEB_ROOT ?? path.join(import.meta.dirname, '..', 'dist', 'web'),
  );
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error('dist/web is missing: run `vite build` first (npm run test:e2e does).');
  }
  const database = await openTestDatabase();
  // The site knows its own address (payment return and webhook addresses, mails): take a free port first.
  const port = await freePort();
  const config = testConfig({ publicUrl: `http://127.0.0.1:${port}`, ...options.config });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    webRoot,
    logger: false,
    rateLimitNamespace: `rl-e2e-${randomBytes(6).toString('hex')}:`,
    renderPortrait: cachedPortraitRenderer(),
    imageClassifier: options.imageClassifier ?? createScriptedClassifier(),
  });
  await seedDemoMembers(database.db, { count: demoMembers, clock: systemClock, batchSize: 100 });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The newest mail to `to` and its link, moved onto the site's own address. */
export async function mailLink(site: Site, to: string): Promise<string> {
  const [mail] = await site.app.deps.mailer.recent(1, to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  const url = new URL(link);
  return `${site.url}${url.pathname}${url.search}`;
}

/**
 * WCAG 2.1 AA check of the page with axe-core: no serious or critical violations. `include`
 * (a CSS selector) checks only that part, e.g. an open dialog, whose backdrop dims the page
 * behind it below the contrast the page itself has.
 */
export async function expectAccessible(page: Page, name: string, include?: string): Promise<void> {
  // Colours are only final once fades (modals, backdrops) have finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (include ? builder.include(include) : builder).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  // What axe saw, to find the cause of a failure (the assertion below names the rule only).
  for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
    for (const n of v.nodes) console.error(`${name}: ${v.id} ${n.html}\n${n.failureSummary ?? ''}`);
  expect({ page: name, violations: bad }).toEqual({ page: name, violations: [] });
}

/**
 * Resolves once the page has handled its pending tasks and drawn two frames after them; pass it to
 * `page.evaluate` before checking that something is absent, once the answer the page decides from
 * has arrived.
 */
export function afterRender(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Save a full-page screenshot as a test artifact. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A visitor's browser context and page at `width` px (812 px high on a phone, 900 otherwise),
 * Dutch, reduced motion, 15 s timeouts. `warningDismissed`: the adult-entry warning counts as
 * accepted before the first page; `headers`: sent with every request (e.g. X-Forwarded-For).
 */
export async function visitorContext(
  browser: Browser,
  width: number,
  options: { warningDismissed?: boolean; headers?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'nl-NL',
    reducedMotion: 'reduce',
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  if (options.warningDismissed) {
    // As the warning's button keeps it: the cookie the server reads, and the page's own record.
    await context.addCookies([
      {
        name: ENTRY_WARNING_COOKIE,
        value: String(Date.now()),
        domain: '127.0.0.1',
        path: '/',
        sameSite: 'Lax',
      },
    ]);
    await context.addInitScript(() =>
      localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': Date.now() })),
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Accept the adult-entry warning once it shows (the site's country NL when the address has none). */
export async function passEntryWarning(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ja, ik ben 18+' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

let memberCount = 0;

/**
 * A confirmed member, signed up through the API, and a browser context logged in as them.
 * `locale` is the browser's language (navigator.language and Accept-Language; default nl-NL),
 * `timezoneId` its time zone (default: the machine's). The member's site language is Dutch.
 * Answers the member's id, e-mail and the context.
 */
export async function memberContext(
  site: Site,
  browser: Browser,
  options: {
    width: number;
    name: string;
    gender?: 'male' | 'female';
    lookingFor?: 'male' | 'female';
    locale?: string;
    timezoneId?: string;
  },
): Promise<{ id: number; email: string; context: BrowserContext; page: Page }> {
  memberCount += 1;
  const email = `${options.name.toLowerCase()}.${memberCount}.${Date.now()}@example.com`;
  const signup = await site.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      email,
      name: options.name,
      password: 'Zonnebloem-Fiets-42',
      date_of_birth: '1990-06-15',
      gender: options.gender ?? 'female',
      looking_for: options.lookingFor ?? 'male',
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const link = new URL(await mailLink(site, email));
  await site.app.inject({ method: 'GET', url: link.pathname + link.search });
  const token = signup.cookies.find((c) => c.name === 'auth.session')?.value ?? '';
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 600 ? 812 : 900 },
    locale: options.locale ?? 'nl-NL',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: 'auth.session', value: token, url: site.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { id: signup.json().user.id, email, context, page };
}

/** A member of a journey as `memberContext` answers it: id, e-mail, browser context and page. */
export type JourneyMember = Awaited<ReturnType<typeof memberContext>>;

/**
 * The two members of a phone-width chat journey (375 px, Dutch): `man` (a man looking for women)
 * and `woman` (a woman looking for men), each signed up and confirmed through the API with a
 * browser context logged in as them. The journey closes their contexts (`context.close()`).
 */
export async function twoMembersAt375(
  journey: { site: Site; browser: Browser },
  names: { man: string; woman: string },
): Promise<{ man: JourneyMember; woman: JourneyMember }> {
  const man = await memberContext(journey.site, journey.browser, {
    width: 375,
    name: names.man,
    gender: 'male',
    lookingFor: 'female',
  });
  const woman = await memberContext(journey.site, journey.browser, {
    width: 375,
    name: names.woman,
    gender: 'female',
    lookingFor: 'male',
  });
  return { man, woman };
}

/**
 * Give member `userId` an approved main photo, rendered on request like a demo member's
 * (`insertDemoPhotos`), without the upload and review a journey does not test.
 */
export async function giveMainPhoto(site: Site, userId: number, gender: 'male' | 'female'): Promise<void> {
  const db = site.app.deps.database.db;
  const mains = await insertDemoPhotos(db, [
    { userId, index: 0, seed: photoSeed({ gender, person: userId, index: 0 }), createdAt: new Date() },
  ]);
  await db
    .update(profiles)
    .set({ mainPhotoId: mains.get(userId) ?? null })
    .where(eq(profiles.userId, userId));
}

/**
 * Start a site and a browser for the journeys of one test file, closed after them. Read
 * `journey.site` and `journey.browser` inside the tests.
 */
export function journeysFor(
  demoMembers = 40,
  options: Parameters<typeof startSite>[1] = {},
): { site: Site; browser: Browser } {
  const journey = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    [journey.site, journey.browser] = await Promise.all([startSite(demoMembers, options), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.site?.close();
  });
  return journey;
}

/**
 * Keep the default-layout alerts named `names` (their dismissal names in web/lib/dismissals.ts,
 * such as 'photo_alert' or 'time_bonus_banner') closed in `context`'s pages, as if the member had
 * closed them just before: a journey about a less urgent alert sees it without the ones the
 * queue shows before it (one at a time on a phone, two on a wider screen).
 */
export async function dismissAlerts(context: BrowserContext, ...names: string[]): Promise<void> {
  await context.addInitScript((keys: string[]) => {
    try {
      const stored = JSON.parse(localStorage.getItem('dismissals') ?? '{}') as Record<string, number>;
      for (const key of keys) stored[key] ??= Date.now();
      localStorage.setItem('dismissals', JSON.stringify(stored));
    } catch {
      // A page without storage (about:blank): nothing to keep.
    }
  }, names);
}

/**
 * Open the account menu (collapsed behind "Menu" on phones) and press "Uitloggen". The menu is
 * opened again when a collapse animation swallowed the first click.
 */
export async function logOut(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('link', { name: 'Leden zoeken' }).waitFor();
  }
  const logout = page.getByRole('button', { name: 'Uitloggen' });
  for (let attempt = 0; attempt < 3 && !(await logout.isVisible()); attempt++) {
    await page.getByRole('button', { name }).click();
    await logout.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
  await logout.click();
}

/**
 * Choose an ISO `YYYY-MM-DD` birth date in the birth-date field (day, month by name, year) inside
 * `scope`, whose legend is `legend` ("Geboortedatum" on the Dutch site).
 */
export async function chooseBirthDate(
  scope: Page | Locator,
  iso: string,
  labels: { legend: string; day: string; month: string; year: string } = {
    legend: 'Geboortedatum',
    day: 'Dag',
    month: 'Maand',
    year: 'Jaar',
  },
): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const field = scope.getByRole('group', { name: labels.legend });
  await field.getByLabel(labels.day, { exact: true }).selectOption(String(Number(day)));
  await field.getByLabel(labels.month, { exact: true }).selectOption(String(Number(month)));
  await field.getByLabel(labels.year, { exact: true }).selectOption(year);
}

/** Every `id` on the page is used once (duplicates break labels and ARIA references). */
export async function expectUniqueIds(page: Page, name: string): Promise<void> {
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
  expect({ page: name, duplicates }).toEqual({ page: name, duplicates: [] });
}

// Staff in the journeys: promotion and TOTP codes (`staff-support.ts`).
/**
 * Show the member search's filters: on a phone they are folded behind the "Filters" button
 * (from md on they always show, and the button is hidden).
 */
export async function openSearchFilters(page: Page): Promise<void> {
  // The form is drawn with its toggle: wait for it before asking whether the toggle shows.
  await page.getByLabel('Ik zoek').waitFor({ state: 'attached' });
  const toggle = page.getByRole('button', { name: 'Filters' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

export { promoteToStaff, totpCode } from './staff-support.ts';
