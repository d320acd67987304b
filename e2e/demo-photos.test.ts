import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../server/db/schema/accounts.ts';
import { photos, profiles } from '../server/db/schema/members.ts';
import { journeysFor, memberContext, screenshot } from './support.ts';

/**
 * Demo members' photos in the browser (SPEC §1): a free member sees a demo profile's main photo and
 * a lock with the buy-credits prompt on the others, and the browser never asks for a locked
 * photo's file; a premium member sees them all. Screenshots of the grid, a profile and the home
 * page at phone and desktop width (copied to SHOTS_DIR when set).
 */

const journey = journeysFor(60);

function shot(file: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, path.join(dir, path.basename(file)));
}

/** The demo woman with the most photos (at least 3) and her photo ids, the main photo first. */
async function demoWomanWithPhotos() {
  const { db } = journey.site.app.deps.database;
  const [most] = await db
    .select({ userId: photos.userId, n: count() })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(eq(profiles.gender, 'female'), eq(profiles.status, 'active')))
    .groupBy(photos.userId)
    .orderBy(desc(count()), asc(photos.userId))
    .limit(1);
  if (!most || most.n < 3) throw new Error('no demo woman with 3 photos or more');
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, most.userId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, most.userId));
  if (!profile?.mainPhotoId) throw new Error('demo member without a main photo');
  return { id: most.userId, name: profile.name, main: profile.mainPhotoId, ids: rows.map((r) => r.id) };
}

describe('demo photos journeys', () => {
  for (const width of [375, 1280]) {
    it(`locks a free member out of a demo profile's other photos, never loading them (${width} px)`, async () => {
      const demo = await demoWomanWithPhotos();
      const locked = demo.ids.filter((id) => id !== demo.main);
      const { page, context, id } = await memberContext(journey.site, journey.browser, {
        width,
        name: 'Bram',
        gender: 'male',
        lookingFor: 'female',
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));

      await page.goto(`${journey.site.url}/members`);
      const cards = page.locator('img[src*="/photos/"]');
      await cards.first().waitFor();
      // Scroll down a screen at a time so lazy photos load too, each screen's photos shown.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('img[src*="/photos/"]')]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((img) => img.complete && img.naturalWidth > 0),
        );
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      shot(await screenshot(page, `demo-members-${width}`));

      await page.goto(`${journey.site.url}/members/${demo.id}`);
      const gallery = page.getByRole('list', { name: "Foto's" });
      const main = gallery.getByRole('img', { name: `Foto van ${demo.name}` });
      await main.waitFor();
      await expect
        .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(600);
      await expect.poll(() => gallery.getByText('Afgeschermde foto').count()).toBe(locked.length);
      const prompts = gallery.getByRole('link', { name: "Koop credits om alle foto's te zien" });
      await expect.poll(() => prompts.count()).toBe(locked.length);
      expect(await prompts.first().getAttribute('href')).toBe('/credits');
      shot(await screenshot(page, `demo-profile-free-${width}`));
      for (const photoId of locked) {
        expect(requested.filter((url) => new RegExp(`/photos/${photoId}\\.`).test(url))).toEqual([]);
      }
      expect(requested.some((url) => url.includes(`/photos/${demo.main}.webp`))).toBe(true);

      // Premium: every photo shows, none locked.
      await journey.site.app.deps.database.db.update(users).set({ paidUser: true }).where(eq(users.id, id));
      await page.reload();
      await gallery
        .getByRole('img', { name: `Foto van ${demo.name}` })
        .first()
        .waitFor();
      await expect
        .poll(() => gallery.getByRole('img', { name: `Foto van ${demo.name}` }).count())
        .toBe(demo.ids.length);
      await expect.poll(() => gallery.getByText('Afgeschermde foto').count()).toBe(0);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('ul img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      shot(await screenshot(page, `demo-profile-premium-${width}`));
      await context.close();
    });
  }

  it('shows demo members’ photos on the home page to visitors (375 and 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const context = await journey.browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL' });
      const page = await context.newPage();
      await page.goto(journey.site.url);
      const faces = page.locator('.home-faces img');
      await faces.first().waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.home-faces img')]
          .slice(0, 4)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      expect(await faces.count()).toBeGreaterThanOrEqual(4);
      shot(await screenshot(page, `demo-home-${width}`));
      await context.close();
    }
  });
});
