import en from '@common/locales/en.json' with { type: 'json' };
import nl from '@common/locales/nl.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysFor, memberContext, visitorContext } from './support.ts';

/**
 * Issue "fast where money is made" §2: the members area paints at once. The page comes with the
 * site settings and the signed-in member (server/plugins/page-state.ts), so the first screen asks
 * neither settings.php nor user.php; a visitor's "log in to search" is in the HTML itself; the
 * texts of another language load when the member switches to it, and every text changes.
 */
const journey = journeysFor(10);

/** Every API call `page` makes, by path, from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

/** Every string of a locale file, flattened. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts);
  return [];
}

/** The trimmed text of every text node of the page's body, and the visible labels of its buttons. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label]')) {
      found.push(element.getAttribute('aria-label') ?? '');
    }
    return found;
  });

describe('the members area paints at once', () => {
  it('draws a visitor\'s "log in to search" from the HTML, without asking settings.php, user.php or the search', async () => {
    const { context, page } = await visitorContext(journey.browser, 375, { warningDismissed: true });
    const calls = apiCalls(page);
    const response = await page.goto(`${journey.site.url}/members`);
    // In the HTML before any script has run.
    expect(await response?.text()).toContain(nl.members.login_required_title);
    await page.getByRole('heading', { name: nl.members.login_required_title }).waitFor();
    await page.getByRole('button', { name: nl.nav.signup }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => ['/api/settings.php', '/api/user.php', '/api/members'].includes(c))).toEqual(
      [],
    );
    await context.close();
  });

  it("draws a member's search without waiting for settings.php or user.php, and switching language loads the other texts and changes every text", async () => {
    const { context, page } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Paula',
    });
    const calls = apiCalls(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${journey.site.url}/members`);
    await page.getByRole('heading', { level: 1, name: nl.members.title }).waitFor();
    await page.getByRole('list', { name: nl.members.results }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === '/api/settings.php' || c === '/api/user.php')).toEqual([]);
    expect(calls).toContain('/api/members');
    // Only the Dutch texts so far: no other language's chunk.
    expect(scripts.filter((s) => /\/assets\/en-[\w-]+\.js$/.test(s))).toEqual([]);

    const dutch = new Set(texts(nl));
    const english = new Set(texts(en));
    const before = (await pageTexts(page)).filter((t) => dutch.has(t) && !english.has(t));
    expect(before.length).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'NL, Taal kiezen', exact: true }).click();
    await page.getByRole('button', { name: /Verenigd Koninkrijk/ }).click();
    await page.getByRole('heading', { level: 1, name: en.members.title }).waitFor();
    expect(scripts.some((s) => /\/assets\/en-[\w-]+\.js$/.test(s))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    const after = new Set(await pageTexts(page));
    expect(before.filter((t) => after.has(t))).toEqual([]);
    await context.close();
  });
});
