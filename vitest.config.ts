import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { localeTexts } from './vite.locales.ts';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@web': path.resolve(import.meta.dirname, 'web'),
};

/**
 * The journeys whose behaviour in the browser depends on the database server or Redis: realtime
 * delivery across the bus (chat, the operator console's leases and live queue), jobs on pg-boss
 * that end in the page (mail links of the signup and the password reset, notifications and push,
 * the image screening that updates an open chat), payments and credits, sessions and login limits
 * kept in Redis. With DATABASE_URL set (the second pass of `.ci/run`), only these run again. The
 * others draw pages from answers whose queries and rules the API tests already run on PostgreSQL
 * (search, profiles, the swipe game, verification, the back office's pages and figures, account
 * deletion, layouts and axe on every route, landers, legal and help pages, languages, the
 * installed app, the entry warning, offline, demo photos, tracking, invites, complaints, the match
 * finder, the staff sign-in pages), so a second pass would repeat them without covering anything
 * new. `E2E_ALL=1` runs every journey on PostgreSQL too.
 */
const DATABASE_JOURNEYS = [
  'accounts',
  'chat',
  'credits',
  'explicit-images',
  'notifications',
  'operator-console',
].map((name) => `e2e/${name}.test.ts`);

const journeys = process.env.DATABASE_URL && !process.env.E2E_ALL ? DATABASE_JOURNEYS : ['e2e/**/*.test.ts'];

/**
 * Server tests that start their own server processes on the embedded database whatever the run's
 * database (`DATABASE_URL: ''`): the compiled server's start (`bundle`), production's refusals and
 * empty start (`production-start`), backup and restore of a PGlite data folder (`backup`). The
 * second pass (DATABASE_URL set) leaves them out: they would repeat the first pass exactly.
 * `E2E_ALL=1` keeps them.
 */
const EMBEDDED_ONLY = ['server/bundle.test.ts', 'server/production-start.test.ts', 'server/backup.test.ts'];
const serverExclude =
  process.env.DATABASE_URL && !process.env.E2E_ALL
    ? [...configDefaults.exclude, ...EMBEDDED_ONLY]
    : configDefaults.exclude;

export default defineConfig({
  resolve: { alias },
  test: {
    // A worker per core: Vitest's default (cores - 1) is a single worker on a 2-core machine.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: serverExclude,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One migrated database per run; every test file starts from its copy (server/test/helpers.ts).
          globalSetup: ['server/test/global-setup.ts'],
          // Every answer of a test app is checked against the OpenAPI document (server/test/openapi-responses.ts).
          setupFiles: ['server/test/setup.ts'],
          // Test files share their worker process and its loaded modules (the app, PGlite, argon2)
          // instead of importing them again per file; a file that changes a global restores it.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        // The locale files' parts the app imports (`…/nl.json?texts=shell`, vite.locales.ts).
        plugins: [localeTexts()],
        test: { name: 'web', include: ['web/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: journeys,
          // A failed journey saves its pages' screenshots and logs (e2e/failure-artifacts.ts).
          setupFiles: ['e2e/failure-artifacts.ts'],
          // Each file's site starts on a copy of one database migrated per run, as in the server project.
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `expect.poll` waits for what a journey reads for up to 15 s (Vitest's default is 1 s).
          expect: { poll: { timeout: 15_000 } },
          // Files run side by side, a worker per core: each file has its own site, database and
          // browser, and a file's journeys wait on the browser about a third of the time. Files share
          // their worker's loaded modules (the app, Playwright) instead of importing them again.
          isolate: false,
        },
      },
    ],
  },
});
