import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@web': path.resolve(import.meta.dirname, 'web'),
};

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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database per run; every test file starts from its copy (server/test/helpers.ts).
          globalSetup: ['server/test/global-setup.ts'],
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
        test: { name: 'web', include: ['web/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
