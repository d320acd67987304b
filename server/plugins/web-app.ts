import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

/**
 * The folder of the built web client to serve: `webRoot` (default `<root>/dist/web`) when it holds
 * an `index.html`, else null (tests and the Vite dev server run without it).
 */
export function resolveWebRoot(webRoot: string | null | undefined, rootDir: string): string | null {
  const folder = webRoot === undefined ? path.join(rootDir, 'dist', 'web') : webRoot;
  return folder && existsSync(path.join(folder, 'index.html')) ? folder : null;
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
 */
export const webApp = fp<WebAppOptions>(
  async (app, { webRoot }) => {
    if (!webRoot) {
      app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));
      return;
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, 404, 'not_found');
    });
  },
  { name: 'web-app' },
);
