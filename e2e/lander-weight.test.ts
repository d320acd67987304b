/**
 * SPEC §2 landers and the home page stay light (issue "Fast where money is made"): what a
 * visitor's phone downloads as JavaScript before the first interaction (load, then no request for
 * half a second) is at most 40 KiB gzip on every lander and on `/`, and neither the app's entry
 * (index.html's module script) nor the members area's chunks are among it. Sizes are the
 * scripts' bodies gzipped (level 9, as the build's .gz copies), whatever encoding the browser got.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { journeysFor, visitorContext } from './support.ts';

const journey = journeysFor(30);
const BUDGET = 40 * 1024;

/** The app's entry script, as the build's index.html names it (`/assets/index-….js`). */
function appEntry(): string {
  const html = readFileSync(path.resolve(import.meta.dirname, '../dist/web/index.html'), 'utf8');
  const src = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  if (!src) throw new Error('the built index.html names no module script');
  return src;
}

const PAGES = [
  '/',
  '/landing',
  '/landing2/noord-holland',
  '/landing3',
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/whoneedsstrings',
  '/landers/alonetonight/noord-holland',
  '/landers/collagelanding',
  '/landers/gallery/noord-holland',
  '/landers/iconslanding',
  '/landers/maplanding/noord-holland',
  '/landers/socialnetwork',
  '/landers/transitionsvideolanding',
  '/landers/video',
];

describe('JavaScript before the first interaction', () => {
  it.each(PAGES)('%s loads at most 40 KiB gzip of it, and none of the app', async (address) => {
    const { context, page } = await visitorContext(journey.browser, 375);
    const scripts: Array<Promise<{ url: string; gzip: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${journey.site.url}${address}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const urls = loaded.map((s) => s.url);
    expect(urls.length, 'the page runs a script').toBeGreaterThan(0);
    expect(urls).not.toContain(appEntry());
    expect(urls.filter((url) => /Member|members|Chat|Credits/.test(url))).toEqual([]);
    const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
    expect(total, urls.join(', ')).toBeLessThanOrEqual(BUDGET);
    await context.close();
  });
});

describe('the build', () => {
  it('ships React Router’s production code, without the warnings meant for developers', () => {
    // The package exports its development build to bundlers; vite.config.ts's BUILD_ALIAS swaps in
    // the production one. This warning is in the former only.
    const assets = path.resolve(import.meta.dirname, '../dist/web/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withWarnings = scripts.filter((name) =>
      readFileSync(path.join(assets, name), 'utf8').includes('No routes matched location'),
    );
    expect(withWarnings).toEqual([]);
  });
});
