// @ts-check
/**
 * Builds the web client into dist/web with `vite build`, or, with `--if-changed`, only when what it
 * is built from changed since the last build: a SHA-256 over the files of web/ and common/ (tests
 * left out), vite.config.ts, vite.islands.ts, vite.locales.ts, tsconfig.json, package.json and package-lock.json, kept beside the
 * build in `dist/web/.inputs-sha256`. `npm run test:e2e` calls it that way, so the journeys of a
 * second test run (`.ci/run` runs the suite on PGlite, then on PostgreSQL) reuse the first's build
 * instead of building the same client again.
 *
 * Usage: node scripts/build-web.mjs [--if-changed]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist', 'web');
const STAMP = path.join(OUT_DIR, '.inputs-sha256');
const FOLDERS = ['web', 'common'];
const FILES = [
  'vite.config.ts',
  'vite.islands.ts',
  'vite.locales.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-web.mjs',
];

/**
 * SHA-256 (hex) of every input of the web build, by path and content, in a stable order.
 * @returns {string}
 */
export function webInputsHash() {
  const hash = createHash('sha256');
  /** @param {string} folder */
  const walk = (folder) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.test.ts'))
        hash.update(path.relative(ROOT, file)).update(readFileSync(file));
    }
  };
  for (const folder of FOLDERS) walk(path.join(ROOT, folder));
  for (const file of FILES) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

const ifChanged = process.argv.includes('--if-changed');
const inputs = webInputsHash();
if (
  ifChanged &&
  existsSync(path.join(OUT_DIR, 'index.html')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === inputs
) {
  console.log('dist/web is up to date with its sources: not built again');
  process.exit(0);
}
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
const built = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
writeFileSync(STAMP, `${inputs}\n`);
