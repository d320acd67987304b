/**
 * Every page fits a phone (SPEC §2 routes): each route of SPEC §2, logged out and logged in as a
 * member, at 320, 360, 375 and 414 px wide, has no horizontal scroll
 * (`document.documentElement.scrollWidth` no wider than the viewport), and at 375 px axe finds no
 * serious or critical WCAG 2.1 AA violation. One browser, one context per login state; each route
 * is opened once per state (the page changes route in place, as a tap on a link does) and measured
 * at the four widths by resizing the viewport. A failure lists every route and width that
 * overflowed (with the elements that stick out) and every violation, not only the first.
 *
 * The second journey opens the pages members see most (members, a profile, the match modal, a
 * conversation, credits) at 375 and 1280 px; with SHOTS_DIR set it saves each as
 * `<page>-<width>.png` there (`SHOTS_DIR=docs/screens npx vitest run --project e2e
 * e2e/route-sweep.test.ts -t screens` refreshes docs/screens).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../server/test/forms.ts';
import {
  dismissAlerts,
  giveMainPhoto,
  journeysFor,
  memberContext,
  type Site,
  visitorContext,
} from './support.ts';

const journey = journeysFor(24);

/** The phone widths of the sweep, in CSS pixels. */
const WIDTHS = [320, 360, 375, 414] as const;
/** The width axe checks at. */
const AXE_WIDTH = 375;

/** The ids the routes with parameters need: a member, a conversation, a package, an order. */
interface RouteIds {
  member: number;
  conversation: number;
  package: number;
  order: number;
}

/** SPEC §2's routes, with real ids where a route takes one. */
function routes(ids: RouteIds): string[] {
  const landers = [
    'adultonly',
    'tinderswipe',
    'whoneedsstrings',
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ];
  const legal = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'];
  return [
    '/',
    '/login',
    '/signup',
    '/complete-signup',
    '/signup-matches',
    '/match-finder',
    '/members',
    `/members/${ids.member}`,
    `/members/${ids.member}/chat`,
    '/landing',
    '/landing2',
    '/landing2/noord-holland',
    '/landing3',
    '/landing3/noord-holland',
    '/likes',
    '/likes/given',
    '/likes/matches',
    `/likes/m/${ids.member}`,
    '/chats',
    `/chats/${ids.conversation}`,
    '/profile',
    '/verification',
    '/notifications',
    '/premium',
    '/pricing',
    '/credits',
    `/credits/${ids.package}`,
    `/credits/${ids.package}/ideal`,
    '/credits/repeat-order',
    '/directdebit',
    '/transactions',
    `/transactions/${ids.order}`,
    '/reset-password',
    '/reset-password/do?token=x',
    '/mail-change/do?token=x',
    '/activate/done',
    '/activate/error',
    '/account-deleted',
    '/complaints',
    '/swipe-game',
    '/lang-config',
    ...legal.map((p) => `/pages/${p}`),
    ...landers.map((l) => `/landers/${l}`),
    '/landers/alonetonight/noord-holland',
  ];
}

/**
 * Open `path` in the running app as a link would (history push and popstate: the router renders
 * it without reloading the bundle), then wait until the page has no request in flight for a
 * moment (its data and lazy chunks have come) and has drawn.
 */
async function openRoute(page: Page, inFlight: () => number, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo(0, 0);
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const deadline = Date.now() + 5000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 150) break;
    await page.waitForTimeout(25);
  }
  await frames(page);
}

/** Two animation frames: the layout after a change has been drawn. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** How far the page is wider than its viewport (0 when it fits) and the elements that stick out. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return { excess: 0, culprits: [] };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    // The innermost elements reaching past the right edge: where the overflow comes from.
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    return {
      excess,
      culprits: innermost
        .slice(0, 4)
        .map((el) => `${describe(el)} (${Math.round(el.getBoundingClientRect().right)} px)`),
    };
  });
}

/** axe-core's script, injected once per page (the page never reloads during the sweep). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** Serious and critical axe violations (WCAG 2.1 A and AA) on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    type Violation = { id: string; impact?: string | null; nodes: Array<{ target: string[]; html: string }> };
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 120)}`).join(', ')})`,
      );
  });
  return found;
}

/**
 * Visit every route on `page` (already on the site), measuring the four widths and running axe
 * at AXE_WIDTH. Answers the failures: "route @ width: N px too wide: culprits" and
 * "route: axe rule (targets)".
 */
async function sweep(page: Page, paths: string[]): Promise<string[]> {
  let pending = 0;
  page.on('request', () => {
    pending += 1;
  });
  const done = () => {
    pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const failures: string[] = [];
  for (const path of paths) {
    await openRoute(page, () => pending, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      await frames(page);
      const { excess, culprits } = await overflow(page);
      if (excess > 0) failures.push(`${path} @ ${width}: ${excess} px too wide: ${culprits.join(', ')}`);
      if (width === AXE_WIDTH) for (const v of await violations(page)) failures.push(`${path}: axe ${v}`);
    }
  }
  return failures;
}

/**
 * A conversation, a package and an order for the member whose session cookie is `cookie`, and
 * photos: an approved main photo and two under review (their state badges on small thumbnails).
 */
async function routeIds(site: Site, cookie: string, self: number, partner: number): Promise<RouteIds> {
  const headers = { cookie: `auth.session=${cookie}` };
  await giveMainPhoto(site, self, 'female');
  for (const background of ['#c36', '#36c']) {
    const jpeg = await sharp({ create: { width: 480, height: 640, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const upload = multipart(jpeg);
    const uploaded = await site.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  }
  const message = await site.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers,
    payload: { profile_id: partner, type: 'text', body: 'Hoi, hoe gaat het?', client_id: randomUUID() },
  });
  if (message.statusCode !== 201) throw new Error(`message failed: ${message.body}`);
  const packages = await site.app.inject({ method: 'GET', url: '/api/credits/packages', headers });
  const pkg = packages.json().packages[0].id as number;
  const order = await site.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { package_id: pkg, method: 'ideal', withdrawal_consent: true },
  });
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`);
  return {
    member: partner,
    conversation: message.json().conversation.id,
    package: pkg,
    order: order.json().order.id,
  };
}

const SHOTS = process.env.SHOTS_DIR;

/**
 * Wait until the page's started images have loaded and nothing animates, check it fits its
 * width, and save it as `name-width.png` into SHOTS_DIR when set (the viewport, not the full page:
 * what a member sees first).
 */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect((await overflow(page)).excess, `${name} at ${width}`).toBe(0);
  // A palette PNG: small enough to keep in the repository (docs/screens).
  if (SHOTS)
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 80, compressionLevel: 9 })
      .toFile(path.join(SHOTS, `${name}-${width}.png`));
}

describe('route sweep at phone widths', () => {
  it('every route fits 320-414 px and passes axe at 375 px, logged out and logged in', async () => {
    const { site, browser } = journey;
    const demo = await site.app.inject({ method: 'GET', url: '/api/showcase.php?limit=1' });
    const partner = demo.json().members[0].id as number;
    const member = await memberContext(site, browser, { width: 375, name: 'Sanne' });
    const cookie = (await member.context.cookies()).find((c) => c.name === 'auth.session')?.value ?? '';
    const ids = await routeIds(site, cookie, member.id, partner);
    const paths = routes(ids);

    const failures: string[] = [];
    const visitor = await visitorContext(browser, 375, { warningDismissed: true });
    await visitor.page.goto(`${site.url}/`);
    failures.push(...(await sweep(visitor.page, paths)).map((f) => `logged out ${f}`));
    await visitor.context.close();

    await member.context.addInitScript(() =>
      localStorage.setItem('dismissals', JSON.stringify({ 'entry-warning': Date.now() })),
    );
    await member.page.goto(`${site.url}/members`);
    failures.push(...(await sweep(member.page, paths)).map((f) => `member ${f}`));
    await member.context.close();
    expect(failures).toEqual([]);
  }, 300_000);

  it('screens: members, a profile, the match modal, a conversation and credits at 375 and 1280 px', async () => {
    const { site, browser } = journey;
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const demo = await site.app.inject({ method: 'GET', url: '/api/showcase.php?limit=1&gender=male' });
    const partner = demo.json().members[0].id as number;
    const member = await memberContext(site, browser, { width: 375, name: 'Lotte' });
    await giveMainPhoto(site, member.id, 'female');
    await dismissAlerts(member.context, 'entry-warning');
    const cookie = {
      cookie: `auth.session=${(await member.context.cookies()).find((c) => c.name === 'auth.session')?.value}`,
    };
    const sent = await site.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: cookie,
      payload: {
        profile_id: partner,
        type: 'text',
        body: 'Hoi! Zin in een wandeling dit weekend?',
        client_id: randomUUID(),
      },
    });
    const conversation = sent.json().conversation.id as number;
    const { page } = member;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto(`${site.url}/members`);
      await page.getByRole('heading', { level: 1, name: 'Leden' }).waitFor();
      await page.locator('img[src*="/media/photos/"]').first().waitFor();
      await shoot(page, 'members', width);
      await page.goto(`${site.url}/members/${partner}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, 'profile', width);
      await page.goto(`${site.url}/chats/${conversation}`);
      await page.getByText('Hoi! Zin in een wandeling dit weekend?').waitFor();
      await shoot(page, 'conversation', width);
      await page.goto(`${site.url}/credits`);
      await page.getByRole('heading', { level: 1, name: 'Credits kopen' }).waitFor();
      await shoot(page, 'credits', width);
      // An admirer whose like the member returns: the match modal.
      const admirer = await memberContext(site, browser, {
        width,
        name: `Bas${width}`,
        gender: 'male',
        lookingFor: 'female',
      });
      await giveMainPhoto(site, admirer.id, 'male');
      const admirerCookie = (await admirer.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      await site.app.inject({
        method: 'POST',
        url: `/api/likes/${member.id}`,
        headers: { cookie: admirerCookie },
      });
      await admirer.context.close();
      await page.goto(`${site.url}/members/${admirer.id}`);
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Het is een match!' });
      await modal.waitFor();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('.match-modal img')].filter(
            (img) => img.complete && img.naturalWidth > 0,
          ).length === 2,
      );
      await shoot(page, 'match', width);
    }
    await member.context.close();
  }, 120_000);
});
