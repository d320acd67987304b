import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterRender, expectAccessible, journeysFor, memberContext, screenshot } from './support.ts';

// SPEC §2 /swipe-game: drag, fling and the arrow keys like and pass; the cards come within the
// match finder's answers (gender, ages, look) and the place asked for; 4 likes a day.

const journey = journeysFor(160);
const SHOTS = process.env.SHOTS_DIR;

/**
 * A screenshot of the visible part of the page named `name` into SHOTS_DIR, when it is set, once
 * the card's photo (drawn on request) has loaded.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="swipe-card"] img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** A card as the swipe game answers it. */
interface Card {
  id: number;
  age: number;
  gender: string;
  country: string;
}

/** The card the page shows next: waits for the swipe game's answer and answers its card. */
function nextCard(page: Page): Promise<Card | null> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/swipe-game' && r.status() === 200)
    .then(async (r) => ((await r.json()) as { profile: Card | null }).profile);
}

/** Close the match dialog when the like just made a match. */
async function closeMatch(page: Page, answer: { match?: boolean }): Promise<void> {
  if (answer.match) await page.getByRole('dialog').getByRole('button', { name: 'Verder spelen' }).click();
}

/**
 * Drag the card `dx` px sideways with the mouse in ten steps, `stepMs` ms apart (0: as fast as the
 * browser takes them, which may count as a fling), and let go.
 */
async function drag(page: Page, dx: number, shot?: string, stepMs = 0): Promise<void> {
  const box = await page.getByTestId('swipe-card').boundingBox();
  if (!box) throw new Error('no card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(x + (dx * i) / 10, y);
    if (stepMs) await page.waitForTimeout(stepMs);
  }
  if (shot) await shoot(page, shot);
  await page.mouse.up();
}

describe('swipe game journeys', () => {
  it('a drag likes, a short drag springs back, the arrow keys pass and like, within the match finder ages (phone)', async () => {
    const { context, page } = await memberContext(journey.site, journey.browser, {
      width: 375,
      name: 'Sven',
      gender: 'male',
      lookingFor: 'female',
    });
    const saved = await journey.site.app.inject({
      method: 'PUT',
      url: '/api/profile/search-defaults',
      headers: { cookie: await cookieHeader(context) },
      payload: { ages: '35+', appearance: 'normal' },
    });
    expect(saved.statusCode).toBe(200);
    const seen: Card[] = [];
    let card = nextCard(page);
    await page.goto(`${journey.site.url}/swipe-game`);
    await page.getByText('Nog 4 likes vandaag').waitFor();
    await expectAccessible(page, 'swipe game');
    await shoot(page, 'swipe-375');
    seen.push(await card.then((c) => c ?? { id: 0, age: 0, gender: '', country: '' }));

    // A short drag springs back without a choice.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    // Slowly (4 px per 50 ms): a fast throw of the same length is a fling, which likes.
    await drag(page, 40, undefined, 50);
    await page.evaluate(afterRender);
    expect(posts).toEqual([]);

    // A drag to the right likes (source swipe).
    card = nextCard(page);
    const liked = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/likes/'));
    await drag(page, 220, 'swipe-drag-375');
    const like = await liked;
    expect(like.status()).toBe(200);
    expect(new URL(like.url()).searchParams.get('source')).toBe('swipe');
    expect(new URL(like.url()).pathname).toBe(`/api/likes/${seen[0]?.id}`);
    await closeMatch(page, await like.json());
    await page.getByText('Nog 3 likes vandaag').waitFor();
    seen.push(await card.then((c) => c ?? { id: 0, age: 0, gender: '', country: '' }));

    // The left arrow passes, the right arrow likes.
    card = nextCard(page);
    const passed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/swipe-game/pass/'));
    await page.keyboard.press('ArrowLeft');
    expect(new URL((await passed).url()).pathname).toBe(`/api/swipe-game/pass/${seen[1]?.id}`);
    seen.push(await card.then((c) => c ?? { id: 0, age: 0, gender: '', country: '' }));
    card = nextCard(page);
    const keyLiked = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/likes/'));
    await page.keyboard.press('ArrowRight');
    const keyLike = await keyLiked;
    expect(new URL(keyLike.url()).pathname).toBe(`/api/likes/${seen[2]?.id}`);
    await closeMatch(page, await keyLike.json());
    await page.getByText('Nog 2 likes vandaag').waitFor();
    seen.push(await card.then((c) => c ?? { id: 0, age: 0, gender: '', country: '' }));

    // Every card offered was a woman of 35 or older (the match finder's answers).
    for (const shown of seen) {
      expect(shown.id).toBeGreaterThan(0);
      expect(shown.gender).toBe('female');
      expect(shown.age).toBeGreaterThanOrEqual(35);
    }
    await screenshot(page, 'swipe-game-375');
    await context.close();
  });

  it('the place asked for restricts the cards, on a wide screen', async () => {
    const { context, page } = await memberContext(journey.site, journey.browser, {
      width: 1280,
      name: 'Lotte',
      gender: 'female',
      lookingFor: 'male',
    });
    const card = nextCard(page);
    await page.goto(`${journey.site.url}/swipe-game?country=BE`);
    await page.getByText('Nog 4 likes vandaag').waitFor();
    expect(await card).toMatchObject({ gender: 'male', country: 'BE' });
    await shoot(page, 'swipe-1280');
    await context.close();
  });
});
