import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { AUTH_COOKIE, ENTRY_WARNING_COOKIE, LOCALE_COOKIE } from '@common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/**
 * Issue "fast on a phone": text answers go out compressed (server/plugins/compression.ts), the
 * built client's files from their precompressed copies with their cache headers, and the home
 * page from its prerendered copy (server/plugins/web-app.ts).
 */

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const page = `<!doctype html><html lang="nl"><head><title>Amora</title></head><body>${'<p>Amora</p>'.repeat(200)}</body></html>`;
const home = page.replace('<p>Amora</p>', '<h1>Ontmoet singles</h1>');
const members = page.replace('<p>Amora</p>', '<h1>Leden</h1>');
/** Not compressible: random bytes stand in for a photo (image/webp). */
const photo = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

let folder: string;
/** A built web client stand-in: index.html and a hashed script, each with its .br and .gz copies. */
function webRoot(): string {
  folder = mkdtempSync(path.join(tmpdir(), 'amora-web-'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(folder, name), text);
    writeFileSync(path.join(folder, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(folder, `${name}.gz`), gzipSync(text));
  };
  mkdirSync(path.join(folder, 'assets'));
  write('index.html', page);
  write('home.html', home);
  write('members.html', members);
  writeFileSync(
    path.join(folder, 'prerendered.json'),
    JSON.stringify({ '/': 'home.html', '/members': 'members.html' }),
  );
  write(path.join('assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(folder, 'assets', 'photo-AbC123.webp'), photo);
  return folder;
}

/** An HTML answer without its page state element (server/plugins/page-state.ts, tested there). */
/**
 * The entry warning already answered: the server draws it into a due visitor's page
 * (entry-warning.ts, tested in page-state.test.ts); these tests compare the pages as built.
 */
const DISMISSED = `${ENTRY_WARNING_COOKIE}=1`;

const withoutState = (html: string) =>
  html.replace(/<script id="page-state" type="application\/json">.*?<\/script>\n/s, '');

const decode = (encoding: string | undefined, body: Buffer): string => {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: webRoot() });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        host: 'localhost:3000',
        cookie: DISMISSED,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a JSON answer over the threshold as brotli or gzip, as Accept-Encoding asks, decoding to the same JSON', async () => {
    const plain = await get('/api/regions.php');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const json = plain.json();

    const br = await get('/api/regions.php', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(json);

    const gzip = await get('/api/regions.php', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzip.rawPayload))).toEqual(json);
  });

  it('sends answers under the threshold as they are', async () => {
    const answer = await get('/healthz', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({ ok: true });
  });

  it('serves a hashed asset from its precompressed file, cached as immutable', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await get('/assets/index-AbC123.js', accept);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      // The very bytes of the precompressed file: nothing was compressed for this request.
      expect(answer.rawPayload).toEqual(encoding === 'br' ? brotliCompressSync(script) : gzipSync(script));
      expect(decode(encoding, answer.rawPayload)).toBe(script);
    }
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves photos (already compressed) alone', async () => {
    const answer = await get('/assets/photo-AbC123.webp', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload).toEqual(photo);
  });

  it('serves the pages compressed and not cached: their prerendered copy for the entry pages, else index.html', async () => {
    for (const [url, html] of [
      ['/', home],
      ['/?ref=partner&sub1=x', home],
      ['/members', members],
      ['/members/12', page],
      ['/login', page],
    ] as const) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode).toBe(200);
      // Private: the page state carries the visitor's country (page-state.ts).
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(withoutState(decode('br', answer.rawPayload))).toBe(html);
    }
    // The file asked for by name is the file as built.
    const file = await get('/index.html', 'br, gzip');
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(decode('br', file.rawPayload)).toBe(page);
  });

  it('serves a signed-in member and a visitor in another language the empty shell, not the Dutch prerendered page', async () => {
    for (const cookie of [`${AUTH_COOKIE}=x`, `${LOCALE_COOKIE}=en`]) {
      for (const url of ['/', '/members']) {
        const answer = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost:3000', 'accept-encoding': 'gzip', cookie: `${cookie}; ${DISMISSED}` },
        });
        expect(answer.statusCode).toBe(200);
        expect(withoutState(decode(answer.headers['content-encoding'] as string, answer.rawPayload))).toBe(
          page,
        );
      }
    }
    // A Dutch visitor (the locale cookie says so) gets the drawn page.
    const dutch = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost:3000', cookie: `${LOCALE_COOKIE}=nl; ${DISMISSED}` },
    });
    expect(withoutState(dutch.body)).toBe(home);
  });
});
