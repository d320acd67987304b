import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_COOKIE, DEFAULT_LOCALE } from '@common/constants';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';
import { type PageTemplate, pageTemplate, pageWithState, sendPage, visitorSearchOpen } from './page-state.ts';
import { MANIFEST_PATH, readManifest, siteManifest } from './web-manifest.ts';

/**
 * The folder of the built web client to serve: `webRoot` (default `<root>/dist/web`) when it holds
 * an `index.html`, else null (tests and the Vite dev server run without it).
 */
export function resolveWebRoot(webRoot: string | null | undefined, rootDir: string): string | null {
  const folder = webRoot === undefined ? path.join(rootDir, 'dist', 'web') : webRoot;
  return folder && existsSync(path.join(folder, 'index.html')) ? folder : null;
}

/**
 * The pages the build drew in advance, by path: the file of the built client that answers each
 * (`prerendered.json`, written by `vite.config.ts` beside them: `/` home.html, `/members`
 * members.html). Empty for a build without it; a listed file that is missing is left out.
 */
export function prerenderedPages(webRoot: string): Map<string, string> {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(path.join(webRoot, 'prerendered.json'), 'utf8'));
  } catch {
    return new Map();
  }
  if (!listed || typeof listed !== 'object') return new Map();
  return new Map(
    Object.entries(listed).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && existsSync(path.join(webRoot, entry[1])),
    ),
  );
}

/** Options of `webApp`: the built client's folder from `resolveWebRoot`, or null to serve none. */
export interface WebAppOptions {
  webRoot: string | null;
}

/**
 * Serving the web app and the not-found answer. With a built client: its files (hashed
 * `/assets/*` cached a year as immutable, the rest `no-cache`), and every other GET outside
 * `/api/` and `/media/` answers `index.html` (the single-page app; the client router shows its
 * 404). Everything else not routed answers 404 `not_found` in the request's language.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file
 * (`vite.config.ts`); `preCompressed` sends the copy the request's `Accept-Encoding` prefers, with
 * its `Content-Encoding` and `Vary: accept-encoding`, so nothing is compressed per request (the
 * `compression` plugin leaves answers with a `Content-Encoding` alone).
 *
 * The entry pages of Dutch-speaking visitors (no session cookie) answer their prerendered copy of index.html when the build made it
 * (`prerenderedPages`, with any query, e.g. tracking parameters): the page already drawn
 * (`web/prerender.tsx`), so that it shows before the scripts have run, and its own chunk fetched
 * beside the entry (`/members` only for a visitor whose search is closed: it is drawn with "log in
 * to search"). Every other page answers the empty index.html. Either carries the page state
 * (`page-state.ts`: the site's settings and the signed-in member, for the client's first screen),
 * so these pages are made per request (compressed per request, `sendPage`) and private:
 * `no-store` with a member, else `no-cache`.
 *
 * The web app manifest (`/manifest.webmanifest`, SPEC §2 installed-app mode) is answered per site
 * (`siteManifest`: the site's name, description and language on the built file's icons and
 * colours) as `application/manifest+json`, `no-cache` with an ETag: a browser revalidates it and
 * gets 304 until the site's settings or the build change it.
 */
export const webApp = fp<WebAppOptions>(
  async (app, { webRoot }) => {
    if (!webRoot) {
      app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));
      return;
    }
    // The pages as templates the page state goes into (`page-state.ts`), read once.
    const read = (file: string) => pageTemplate(readFileSync(path.join(webRoot, file), 'utf8'));
    const shell = read('index.html');
    const templates = new Map<string, PageTemplate>(
      [...prerenderedPages(webRoot)].map(([page, file]) => [page, read(file)]),
    );
    const manifest = readManifest(webRoot);
    if (manifest) {
      app.get(MANIFEST_PATH, { schema: { hide: true } }, (request, reply) => {
        const { body, etag } = siteManifest(manifest, request.site?.settings);
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/manifest+json; charset=utf-8').send(body);
      });
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // Answered per site above, never as the file.
      globIgnore: manifest ? ['manifest.webmanifest*'] : [],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.setNotFoundHandler(async (request, reply) => {
      if (
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      ) {
        // The pages are drawn in Dutch for a visitor: a signed-in member, or a visitor in another
        // language, gets the empty shell rather than a page that changes under their eyes.
        // `/members` is drawn for a visitor whose search is closed ("log in to search").
        const pagePath = request.url.split('?', 1)[0] ?? '';
        const drawn =
          !request.cookies[AUTH_COOKIE] &&
          request.locale === DEFAULT_LOCALE &&
          (pagePath !== '/members' || !visitorSearchOpen(request));
        const page = (drawn && templates.get(pagePath)) || shell;
        return sendPage(request, reply, await pageWithState(app, request, reply, page));
      }
      return sendError(request, reply, 404, 'not_found');
    });
  },
  { name: 'web-app' },
);
