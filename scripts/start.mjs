// @ts-check
/**
 * `npm start`: builds what is missing, then runs the compiled server (`dist/server`) in this
 * process, as `node dist/server/main.js` would.
 * - The server bundle is (re)built when it is missing or older than a source file
 *   (`scripts/build-server.mjs`, about a quarter of a second).
 * - The web client is built with Vite when `dist/web/index.html` is missing (a fresh clone). That
 *   build runs in its own process while the server opens the database and seeds the demo members;
 *   the server builds the app and listens once both are done.
 * Plain JavaScript on purpose: a start transpiles nothing. `NODE_OPTIONS=--enable-source-maps`
 * makes stack traces name the TypeScript files (the bundle's source maps; off by default, it costs
 * about 0.05 s of the start).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, ROOT, SERVER_OUT_DIR, serverBuildNeeded } from './build-server.mjs';

/**
 * Build the web client into dist/web with `vite build` in a child process; resolves when it has
 * succeeded, rejects when it fails. Ending this process (a signal, or a failed start) ends the build.
 * @returns {Promise<void>}
 */
function buildWeb() {
  console.log('Building the web client (first start)…');
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const stop = () => child.kill('SIGTERM');
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', stop);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (code === 0) resolve();
      else reject(new Error(`building the web client failed (vite build: ${signal ?? `exit code ${code}`})`));
    });
  });
}

const webBuild = existsSync(path.join(ROOT, 'dist', 'web', 'index.html')) ? undefined : buildWeb();
// Handled where it is awaited (serve); this keeps an early failure from counting as unhandled.
webBuild?.catch(() => {});
try {
  if (serverBuildNeeded()) {
    console.log('Building the server…');
    await buildServer();
  }
  /** @type {{ serve: (options: { webBuild?: Promise<void> }) => Promise<void> }} */
  const server = await import(pathToFileURL(path.join(SERVER_OUT_DIR, 'serve.js')).href);
  await server.serve({ webBuild });
} catch (error) {
  console.error(error);
  process.exit(1);
}
