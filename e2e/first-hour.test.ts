import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dismissAlerts, expectAccessible, journeysFor, memberContext, screenshot } from './support.ts';

// SPEC §2 /complete-signup steps 1-4 (photo, then profile information) and the completeness meter
// on /profile: the first hour builds the profile.

const journey = journeysFor(20);
const SHOTS = process.env.SHOTS_DIR;

/** A screenshot of the visible part of the page named `name` into SHOTS_DIR, when it is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** The member's own profile as `GET /api/profile` answers it. */
async function ownProfile(context: BrowserContext) {
  const answer = await journey.site.app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { cookie: await cookieHeader(context) },
  });
  return answer.json().profile;
}

/** A landscape photo, 900 × 600, its left half red and its right half blue, as PNG. */
function landscapePhoto(): Promise<Buffer> {
  const half = { width: 450, height: 600, channels: 3 as const };
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { ...half, background: '#1010d0' } }, left: 450, top: 0 }])
    .png()
    .toBuffer();
}

describe('first hour journeys', () => {
  it('a new member crops and uploads a photo in step 1, fills and skips steps, and sees the completeness meter (phone)', async () => {
    const { context, page } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Femke',
    });
    await dismissAlerts(context, 'photo_alert', 'time_bonus_banner', 'push_prompt');
    await page.goto(`${journey.site.url}/complete-signup`);
    await page.getByRole('heading', { level: 1, name: 'Welkom, Femke! Voeg een profielfoto toe' }).waitFor();
    await page.getByRole('progressbar', { name: 'Stap 1 van 4' }).waitFor();
    await expect(page.getByText('Maak een foto', { exact: true }).isVisible()).resolves.toBe(true);
    // The camera's input opens the front camera on a phone; both take any image.
    await expect(page.getByLabel('Maak een foto').getAttribute('capture')).resolves.toBe('user');
    await expectAccessible(page, 'complete signup photo');
    await shoot(page, 'complete-photo-375');

    await page.getByLabel('Kies uit galerij').setInputFiles({
      name: 'vakantie.png',
      mimeType: 'image/png',
      buffer: await landscapePhoto(),
    });
    await page.getByRole('button', { name: 'Foto gebruiken' }).waitFor();
    await page.getByText('Sleep en zoom tot je gezicht mooi in het kader staat.').waitFor();
    await expectAccessible(page, 'complete signup crop');
    await shoot(page, 'complete-crop-375');
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/photos') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Foto gebruiken' }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    await page.getByText('Gelukt! Je foto wordt gekeurd en is daarna je hoofdfoto.').waitFor();
    await shoot(page, 'complete-photo-done-375');

    // The photo sent is the square frame cut from the middle of the landscape photo: both colours.
    const { photo } = (await upload.json()) as { photo: { id: number; filename: string } };
    const file = await page.request.get(`${journey.site.url}/media/${photo.filename}`);
    expect(file.status()).toBe(200);
    const stored = sharp(await file.body());
    const meta = await stored.metadata();
    expect(meta.width).toBe(meta.height);
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) =>
      data.subarray((10 * info.width + x) * info.channels, (10 * info.width + x) * info.channels + 3);
    expect(pixel(5)[0]).toBeGreaterThan(150);
    expect(pixel(info.width - 5)[2]).toBeGreaterThan(150);

    // Once approved it is the member's main photo.
    await journey.site.app.deps.photos.review([photo.id], { approve: true });
    const approved = await ownProfile(context);
    expect(approved.photos).toMatchObject([{ id: photo.id, status: 'active', is_main: true }]);

    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vertel iets over jezelf' }).waitFor();
    await page.getByRole('progressbar', { name: 'Stap 2 van 4' }).waitFor();
    await page.getByLabel('Haarkleur').selectOption('red');
    await expectAccessible(page, 'complete signup appearance');
    await shoot(page, 'complete-appearance-375');
    await page.getByRole('button', { name: 'Opslaan en verder' }).click();

    await page.getByRole('heading', { level: 1, name: 'Wat vind je leuk?' }).waitFor();
    expect((await ownProfile(context)).hair_colour).toBe('red');
    await shoot(page, 'complete-interests-375');
    await page.getByRole('button', { name: 'Overslaan' }).click();

    await page.getByRole('heading', { level: 1, name: 'Waar woon je en wat zoek je?' }).waitFor();
    await page.getByRole('progressbar', { name: 'Stap 4 van 4' }).waitFor();
    expect((await ownProfile(context)).interests).toEqual([]);
    await page.getByLabel('Woonplaats').fill('Utrecht');
    await expectAccessible(page, 'complete signup looking');
    await page.getByRole('button', { name: 'Opslaan en afronden' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    expect((await ownProfile(context)).city).toBe('Utrecht');

    await page.goto(`${journey.site.url}/profile`);
    const meter = page.getByRole('progressbar', { name: /^Je profiel is \d+% compleet$/ });
    await meter.waitFor();
    const percent = Number(await meter.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    await page.getByText(/^Nog toe te voegen: .*Interesses/).waitFor();
    await expectAccessible(page, 'profile completeness');
    await shoot(page, 'profile-completeness-375');
    await page.getByRole('link', { name: 'Aanvullen' }).click();
    await page.waitForURL((url) => url.pathname === '/complete-signup' && url.search === '?step=2');
    await screenshot(page, 'first-hour-375');
    await context.close();
  });

  it('on a wide screen, skipping every step without saving reaches the members', async () => {
    const { context, page } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Daan',
      gender: 'male',
      lookingFor: 'female',
    });
    await dismissAlerts(context, 'photo_alert', 'time_bonus_banner', 'push_prompt');
    await page.goto(`${journey.site.url}/complete-signup`);
    await page.getByRole('heading', { level: 1, name: 'Welkom, Daan! Voeg een profielfoto toe' }).waitFor();
    await shoot(page, 'complete-photo-1280');
    await page.getByLabel('Kies uit galerij').setInputFiles({
      name: 'portret.png',
      mimeType: 'image/png',
      buffer: await landscapePhoto(),
    });
    await page.getByRole('button', { name: 'Foto gebruiken' }).waitFor();
    await shoot(page, 'complete-crop-1280');
    await page.getByRole('button', { name: 'Andere foto' }).click();
    for (const title of [
      'Welkom, Daan! Voeg een profielfoto toe',
      'Vertel iets over jezelf',
      'Wat vind je leuk?',
    ]) {
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Overslaan' }).click();
    }
    await page.getByRole('heading', { level: 1, name: 'Waar woon je en wat zoek je?' }).waitFor();
    await shoot(page, 'complete-looking-1280');
    await page.getByRole('button', { name: 'Overslaan' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    expect((await ownProfile(context)).photos).toEqual([]);
    await page.goto(`${journey.site.url}/profile`);
    await page.getByRole('progressbar', { name: 'Je profiel is 0% compleet' }).waitFor();
    await shoot(page, 'profile-completeness-1280');
    await context.close();
  });
});
