/**
 * The server's entry point: `node dist/server/main.js` (built by `npm run build:server`), or
 * `server/main.ts` through tsx (`npm run dev`, the crash test). `npm start` builds what is
 * missing first and calls `serve` itself (`scripts/start.mjs`). Stack traces of the compiled
 * server name the TypeScript files with `NODE_OPTIONS=--enable-source-maps` (off by default: it
 * costs about 0.05 s of the start).
 */
import { serve } from './serve.ts';

await serve();
