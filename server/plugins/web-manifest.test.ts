/**
 * The web app manifest (SPEC §2 installed-app mode) as the server serves the built client: per
 * site name, `application/manifest+json`, revalidated with an ETag, and icons that exist at the
 * sizes the manifest names (the committed `web/public/icons/`, made by `scripts/make-icons.mjs`).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'amora-manifest-'));
let t: TestApp;
/** The site's own address (testConfig's PUBLIC_URL): another host of the same site is redirected there. */
const headers = { host: 'localhost:3000' };

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  const publicDir = path.resolve(import.meta.dirname, '../../web/public');
  cpSync(path.join(publicDir, 'manifest.webmanifest'), path.join(webRoot, 'manifest.webmanifest'));
  cpSync(path.join(publicDir, 'icons'), path.join(webRoot, 'icons'), { recursive: true });
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('GET /manifest.webmanifest', () => {
  it('answers an installable manifest as application/manifest+json, no-cache with an ETag', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: 'Amora',
      short_name: 'Amora',
      lang: 'nl',
      display: 'standalone',
      start_url: '/members',
      scope: '/',
      theme_color: '#d6246e',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    const again = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { ...headers, 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("names the installed app after the request's site", async () => {
    await t.app.deps.settings.update('amora.de', {
      name: 'Amora DE',
      description: 'Singles in deiner Nähe treffen.',
      domain_language: 'de_DE',
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'www.amora.de' },
    });
    expect(answer.json()).toMatchObject({
      name: 'Amora DE',
      short_name: 'Amora DE',
      description: 'Singles in deiner Nähe treffen.',
      lang: 'de',
      display: 'standalone',
    });
    const dutch = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });
    expect(answer.headers.etag).not.toBe(dutch.headers.etag);
  });

  it('serves every icon it names as a PNG of that size; the maskable one has no transparent corner', async () => {
    const { icons } = (
      await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers })
    ).json() as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', purpose: 'any' }]) {
      const answer = await t.app.inject({ method: 'GET', url: icon.src, headers });
      expect(answer.statusCode, icon.src).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const image = sharp(answer.rawPayload);
      const { width, height } = await image.metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      if (icon.purpose === 'maskable' || icon.src.includes('apple')) {
        // Full bleed: the corner pixel is the opaque primary pink (#d6246e).
        const { data } = await image
          .clone()
          .ensureAlpha()
          .extract({ left: 0, top: 0, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([...data]).toEqual([0xd6, 0x24, 0x6e, 255]);
      }
    }
  });
});
