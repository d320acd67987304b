/**
 * SPEC §2 landers drawn on the server (`./lander-pages.ts` with `web/render-html.tsx`, loaded here
 * through Vite as the build bundles it): a visitor's lander answers HTML that already holds the
 * slug's place and the showcase's real members with approved photos (width, height, srcset), in the
 * visitor's language, with the small script of the drawn pages and never the app's; a member gets
 * the app instead.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../test/helpers.ts';
import type { PageRenderer } from './lander-pages.ts';

let t: TestApp;
let vite: ViteDevServer;
const ASSETS = { js: '/assets/islands-test.js', preload: [], css: ['/assets/islands-test.css'] };

beforeAll(async () => {
  vite = await createServer({
    configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const renderer = (await vite.ssrLoadModule('/render-html.tsx')) as PageRenderer;
  t = await buildTestApp({ pageRenderer: { renderer, assets: ASSETS } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await vite?.close();
});

/** A member living in `city` (`region`) whose main photo is `status`. */
async function member(name: string, city: string, status: 'active' | 'under_review'): Promise<string> {
  const { id, email } = await buildMember(t, { name, gender: 'female' });
  const [row] = await t.database.db
    .insert(photos)
    .values({ userId: id, status, storageKey: `test/${id}`, generatedSeed: `female:${id}` })
    .returning({ id: photos.id });
  await t.database.db
    .update(profiles)
    .set({ mainPhotoId: row?.id ?? null, city, region: 'NL-NH' })
    .where(eq(profiles.userId, id));
  return email;
}

describe('server-drawn landers', () => {
  it("answers a lander's HTML with the place and the approved photos, in the visitor's language", async () => {
    await member('Approved Anna', 'Haarlem', 'active');
    await member('Approved Bea', 'Haarlem', 'active');
    await member('Pending Petra', 'Haarlem', 'under_review');
    const r = await t.app.inject({ method: 'GET', url: '/landers/gallery/haarlem?network=ads&sub1=x' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const html = r.body;
    expect(html).toContain('<html lang="nl">');
    // The site's own title, as the app sets it for a reader of the site's language.
    expect(html).toContain('<title>Amora – daten en chatten met singles bij jou in de buurt</title>');
    expect(html).toContain('data-lander="gallery"');
    expect(html).toMatch(/<h1[^>]*>Fotogalerij: singles in Haarlem<\/h1>/);
    // The members the showcase answers for this place, with their approved photos.
    const showcase = await t.app.inject({
      method: 'GET',
      url: '/api/showcase.php?slug=haarlem&limit=24&fill=1',
    });
    const { members } = showcase.json() as {
      members: Array<{ name: string; image: { filename: string; thumb_filename: string } }>;
    };
    expect(members.map((m) => m.name).sort()).toEqual(['Approved Anna', 'Approved Bea']);
    for (const m of members) {
      expect(html).toContain(`>${m.name}<`);
      expect(html).toContain(
        `srcSet="/media/${m.image.thumb_filename} 200w, /media/${m.image.filename} 600w"`,
      );
    }
    expect(html).toMatch(/<img [^>]*width="600" height="600"/);
    expect(html).not.toContain('Pending Petra');
    // Only the drawn pages' script and style sheet; the app's entry is not there.
    expect(html).toContain('<script type="module" src="/assets/islands-test.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/islands-test.css">');
    expect(html).not.toMatch(/\/assets\/index-|main\.tsx|\/boot\.js/);
    expect([r.headers['set-cookie']].flat().join('; ')).toContain('locale=nl');
  });

  it('draws a lander in the language the locale cookie names, the place slug as the headline says', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/landing2/noord-holland',
      headers: { cookie: 'locale=de' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="de">');
    expect(r.body).toContain('data-lander="landing2"');
    expect(r.body).toMatch(/<h1[^>]*>[^<]*Noord-Holland[^<]*<\/h1>/);
    expect(r.body).not.toContain('Vind vanavond nog je date');
  });

  it('draws the home page with the faces and, for a visitor from the Netherlands, the entry warning', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toMatch(/<h1[^>]*>Ontmoet singles bij jou in de buurt<\/h1>/);
    expect(r.body).toContain('aria-label="Approved Anna, 35: ');
    expect(r.body).toMatch(/<body[^>]*>\n<dialog class="entry-warning"[^>]* open>/);
    expect(r.body).toContain('Alleen voor volwassenen');
    // Entered before (the cookie the page writes): the home page comes without it; a lander never has it.
    const entered = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'entry_warning=1' } });
    expect(entered.body).toMatch(/<h1[^>]*>Ontmoet singles bij jou in de buurt<\/h1>/);
    expect(entered.body).not.toContain('entry-warning');
    const lander = await t.app.inject({ method: 'GET', url: '/landers/gallery' });
    expect(lander.body).not.toContain('entry-warning');
  });

  it("draws the video lander's moving wall from the 200 px files, its first screen fetched first", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/landers/video/haarlem' });
    expect(r.statusCode).toBe(200);
    const start = r.body.indexOf('class="lander-wall"');
    expect(start).toBeGreaterThan(0);
    const wall = r.body.slice(start, r.body.indexOf('lander-stage-overlay', start));
    const images = wall.match(/<img [^>]*>/g) ?? [];
    // Anna's and Bea's rows, each photo four times for the loop.
    expect(images).toHaveLength(8);
    for (const image of images) {
      expect(image).toMatch(/ src="\/media\/[^"]+\.thumb\.webp"/);
      expect(image).not.toMatch(/srcset/i);
    }
    const priorities = images.map((image) => /fetchPriority="(\w+)"/i.exec(image)?.[1]);
    expect(priorities.filter((p) => p === 'high')).toHaveLength(2);
    expect(priorities.filter((p) => p === 'low')).toHaveLength(6);
  });

  it('leaves a member to the app, and a path that is no lander to the not-found answer', async () => {
    const cookie = await login(t, await member('Signed In', 'Haarlem', 'active'));
    const mine = await t.app.inject({ method: 'GET', url: '/landers/gallery', headers: { cookie } });
    expect(mine.body).not.toContain('data-lander');
    const none = await t.app.inject({ method: 'GET', url: '/landers/nothing-here' });
    expect(none.statusCode).toBe(404);
  });
});
