import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this (bytes) go out as they are: compressing them gains less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality for answers made per request (0–11). 4 compresses JSON about as well as gzip -6
 * for a fraction of brotli 11's CPU; the built client's files are compressed once, at 11, at build
 * time (`vite.config.ts`) and served as they are (`web-app.ts`).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compression of the server's text answers (JSON, HTML, SVG, …): brotli or gzip as the request's
 * `Accept-Encoding` prefers, for answers of at least `COMPRESSION_THRESHOLD` bytes. Register it
 * before the routes: it hooks each route as it is added.
 *
 * Left alone: answers that already carry a `Content-Encoding` (the built client's precompressed
 * `.br`/`.gz` files), types that are compressed already (photos: JPEG, PNG, WebP), partial
 * content, and WebSocket upgrades (`/api/realtime` takes the socket over before anything is sent).
 * Request bodies are not decompressed: a client sends them plain, as before.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
