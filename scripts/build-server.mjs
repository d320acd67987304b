// @ts-check
/**
 * `npm run build:server`: compiles the server ahead of time, so that a production start runs
 * plain JavaScript instead of transpiling TypeScript on every start (docs/architecture.md).
 *
 * esbuild bundles `server/main.ts` (the server), `server/serve.ts` (what `npm start` calls) and
 * the scripts `server/scripts/seed.ts` and `admin.ts` and the image models' worker thread
 * (`server/modules/media/model-worker.ts`, as `model-worker.js`) into ES modules in `dist/server/`: platform
 * node, target node20, `@common/*` resolved through tsconfig.json's paths, code shared between
 * them in chunks, source maps beside them. Every package stays external, loaded from node_modules
 * by Node itself; one that has a CommonJS entry is loaded with `require` (`requirePackages`), the
 * others (ESM only, and every dynamic `import()`) with `import`. The Drizzle migrations are copied
 * to `dist/server/migrations`, where the bundled `db/client.ts` looks for them. Plain JavaScript,
 * so that `npm start` needs no TypeScript loader.
 *
 * Usage: node scripts/build-server.mjs [--out-dir <folder>] [--if-needed]
 * - `--out-dir`: where to build (default dist/server). A folder outside the project needs a
 *   `node_modules` beside or above it to run (the test links one).
 * - `--if-needed`: build only when the bundle is missing or older than the sources.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project folder (the parent of `scripts/`). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The default output folder of the server bundle. */
export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');

/** The bundle's entry points: output name → source. */
const ENTRY_POINTS = {
  main: 'server/main.ts',
  serve: 'server/serve.ts',
  seed: 'server/scripts/seed.ts',
  admin: 'server/scripts/admin.ts',
  // The image models' worker thread, started by `media/model-thread.ts` from beside its chunk.
  'model-worker': 'server/modules/media/model-worker.ts',
};

/** What the bundle is made of: a change to any of these makes it stale (tests excluded). */
const SOURCE_FOLDERS = ['server', 'common'];
const SOURCE_FILES = ['package.json', 'tsconfig.json', 'scripts/build-server.mjs'];

/**
 * The newest modification time (ms) of the files the server bundle is built from under `root`:
 * a stat walk of server/ and common/ (test files left out) plus package.json, tsconfig.json and
 * this script. A few milliseconds for the few hundred files.
 * @param {string} [root]
 * @returns {number}
 */
export function newestSourceTime(root = ROOT) {
  let newest = 0;
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(path.join(root, folder));
  for (const file of SOURCE_FILES) {
    if (existsSync(path.join(root, file))) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

/**
 * Whether the server bundle in `outDir` must be (re)built: its `main.js` or `serve.js` is
 * missing, or older than a source file (`newestSourceTime`).
 * @param {string} [outDir]
 * @param {string} [root]
 * @returns {boolean}
 */
export function serverBuildNeeded(outDir = SERVER_OUT_DIR, root = ROOT) {
  const built = ['main.js', 'serve.js'].map((name) => path.join(outDir, name));
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return newestSourceTime(root) > builtAt;
}

/**
 * Whether Node can `require` the package import `specifier` from `root`: it resolves through the
 * `require` condition to a CommonJS file (not `.mjs`, not a `.js` of a `"type": "module"` package).
 * @param {NodeJS.Require} requireFromRoot
 * @param {string} specifier
 * @returns {boolean}
 */
function isCommonJs(requireFromRoot, specifier) {
  let file;
  try {
    file = requireFromRoot.resolve(specifier);
  } catch {
    return false; // no `require` entry: an ES module only
  }
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
    if (path.dirname(folder) === folder) return true;
  }
}

/**
 * esbuild plugin: every package import stays external. A static import of a package with a
 * CommonJS entry becomes a `require` of it (through a one-line CommonJS stub that esbuild's interop
 * turns into the named and default imports), because Node imports CommonJS into an ES module only
 * after scanning its source for export names (cjs-module-lexer) behind an ESM wrapper: about 0.1 s
 * of the warm start for the ~40 packages. ES-module-only packages and `import()` stay imports.
 * Import aliases of tsconfig.json (`@common/*`) and Node's built-ins pass through.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
function requirePackages(root) {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  const aliases = Object.keys(tsconfig.compilerOptions?.paths ?? {}).map((key) => key.replace(/\*$/, ''));
  /** @type {Map<string, boolean>} */
  const commonJs = new Map();
  return {
    name: 'require-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path) || aliases.some((alias) => args.path.startsWith(alias))) return undefined;
        if (args.namespace === 'require-package' || args.kind !== 'import-statement') {
          return { path: args.path, external: true };
        }
        if (!commonJs.has(args.path)) commonJs.set(args.path, isCommonJs(requireFromRoot, args.path));
        if (!commonJs.get(args.path)) return { path: args.path, external: true };
        return { path: args.path, namespace: 'require-package' };
      });
      build.onLoad({ filter: /.*/, namespace: 'require-package' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/**
 * Bundle the server into `outDir` (see the file's comment) and copy the migrations beside it.
 * Builds into a temporary sibling folder and swaps it in, so a running server never sees half
 * a build. Takes about a quarter of a second.
 * @param {{ outDir?: string, root?: string }} [options]
 * @returns {Promise<void>}
 */
export async function buildServer({ outDir = SERVER_OUT_DIR, root = ROOT } = {}) {
  const esbuild = await import('esbuild');
  const target = path.resolve(outDir);
  const temporary = `${target}.building-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRY_POINTS,
      outdir: temporary,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: path.join(root, 'tsconfig.json'),
      plugins: [requirePackages(root)],
      // The `require` of the packages above, in every output file.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      sourcemap: true,
      logLevel: 'warning',
    });
    cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(temporary, 'migrations'), {
      recursive: true,
    });
    rmSync(target, { recursive: true, force: true });
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

const invokedAs = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (invokedAs === import.meta.url) {
  const index = process.argv.indexOf('--out-dir');
  const given = index >= 0 ? process.argv[index + 1] : undefined;
  if (index >= 0 && !given) {
    console.error('usage: node scripts/build-server.mjs [--out-dir <folder>] [--if-needed]');
    process.exit(2);
  }
  const outDir = given ? path.resolve(given) : SERVER_OUT_DIR;
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (process.argv.includes('--if-needed') && !serverBuildNeeded(outDir)) {
    console.log(`Server bundle in ${shown} is up to date`);
  } else {
    const started = performance.now();
    await buildServer({ outDir });
    console.log(`Server built into ${shown} in ${Math.round(performance.now() - started)} ms`);
  }
}
