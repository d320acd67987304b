#!/usr/bin/env node
/**
 * Generates the server's import rules in biome.json from scripts/layers.json (docs/architecture.md
 * "Module layers"): for each module under server/modules one `noRestrictedImports` override that
 * forbids
 * - importing a module of its own or a higher layer (type imports included);
 * - importing another module's schema file, or the schema index (table ownership);
 * - importing the demo generators (server/demo);
 * and one for server/lib and server/db, which import no module. Test files (*.test.ts) are exempt.
 * Overrides for other folders (web/…) are kept as they are, after the generated ones.
 *
 * Usage: node scripts/lint-rules.mjs          write biome.json
 *        node scripts/lint-rules.mjs --check  exit 1 when biome.json is not what this script writes
 *        (part of `npm run check`)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS_FILE = 'scripts/layers.json';
const MAP = '(module map: docs/architecture.md)';

/**
 * The module of every layer, by name: its layer number (0 = lowest module layer).
 * @param {{ layers: { modules: string[] }[] }} spec scripts/layers.json
 * @returns {Map<string, number>}
 */
export function layerOf(spec) {
  const layers = new Map();
  spec.layers.forEach((layer, index) => {
    for (const module of layer.modules) {
      if (layers.has(module)) throw new Error(`${LAYERS_FILE}: ${module} is in two layers`);
      layers.set(module, index);
    }
  });
  return layers;
}

/** Import specifiers that reach module `name` from inside server/modules (any depth of the importer). */
function moduleGroup(name) {
  return [`../${name}`, `../${name}/**`, `../../${name}/**`, `**/modules/${name}`, `**/modules/${name}/**`];
}

const demoPattern = (spec) => ({
  group: ['../../demo', '../../demo/**', '../../../demo/**', '@server/demo/**'],
  message: `${spec.demo.path} holds the demo and portrait generators (${spec.demo.why}). Production code never imports it: move a constant production needs into its module (layers: ${LAYERS_FILE}).`,
});

/** The override of module `module`: upward imports, other modules' tables, the demo generators. */
function moduleOverride(spec, layers, module) {
  const own = layers.get(module);
  const patterns = [
    {
      group: ['**/db/schema', '**/db/schema/index', '**/db/schema/index.ts'],
      message: `Import the schema file of your own module (server/db/schema/<file>.ts), never the index: a module reads and writes only its own tables ${MAP}.`,
    },
  ];
  for (const [file, table] of Object.entries(spec.tables)) {
    if (table.owner === module || (table.readers ?? []).includes(module)) continue;
    const note = table.note ? ` (${table.note})` : '';
    patterns.push({
      group: [`**/db/schema/${file}`, `**/db/schema/${file}.ts`],
      message: `The tables of server/db/schema/${file}.ts belong to the ${table.owner} module${note}: call its owner-API (${table.api}) instead ${MAP}.`,
    });
  }
  for (const [other, layer] of layers) {
    if (other === module || layer < own) continue;
    const where = layer === own ? 'its own layer' : `layer ${layer + 1}, above it`;
    patterns.push({
      group: moduleGroup(other),
      message: `Module layers (${LAYERS_FILE}): ${module} (layer ${own + 1}) imports only modules of lower layers, and ${other} is in ${where}. Pass what ${module} needs from ${other} in at wiring time (server/app.ts) instead (docs/architecture.md "Module layers").`,
    });
  }
  patterns.push(demoPattern(spec));
  return restrict([`server/modules/${module}/**`, '!**/*.test.ts'], patterns);
}

function restrict(includes, patterns) {
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

/**
 * The overrides this script owns, lowest layer first.
 * @param {object} spec scripts/layers.json
 * @param {string[]} folders the folders under server/modules (each must be in a layer)
 * @returns {object[]}
 */
export function generatedOverrides(spec, folders) {
  const layers = layerOf(spec);
  const missing = folders.filter((name) => !layers.has(name));
  if (missing.length > 0) throw new Error(`${LAYERS_FILE}: put ${missing.join(', ')} in a layer`);
  const base = restrict(
    [...spec.base.paths.map((path) => `${path}/**`), '!**/*.test.ts'],
    [
      {
        group: ['../modules/**', '../../modules/**', '@server/modules/**'],
        message: `${spec.base.paths.join(' and ')} sit below every module (${spec.base.why}): pass what they need in as a parameter (layers: ${LAYERS_FILE}).`,
      },
      demoPattern(spec),
    ],
  );
  return [base, ...[...layers.keys()].map((module) => moduleOverride(spec, layers, module))];
}

/** Whether an override of biome.json is one this script writes (it applies under server/). */
const isGenerated = (override) => (override.includes ?? []).some((glob) => glob.startsWith('server/'));

/**
 * biome.json as this script writes it, formatted by biome.
 * @param {string} dir repository root
 * @returns {string}
 */
export function expectedBiomeJson(dir = root) {
  const spec = JSON.parse(readFileSync(join(dir, LAYERS_FILE), 'utf8'));
  const config = JSON.parse(readFileSync(join(dir, 'biome.json'), 'utf8'));
  const folders = readdirSync(join(dir, 'server', 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const kept = (config.overrides ?? []).filter((override) => !isGenerated(override));
  config.overrides = [...generatedOverrides(spec, folders), ...kept];
  return execFileSync(
    join(dir, 'node_modules', '.bin', 'biome'),
    ['format', '--stdin-file-path=biome.json'],
    {
      cwd: dir,
      input: JSON.stringify(config, null, 2),
      encoding: 'utf8',
    },
  );
}

function main() {
  const check = process.argv.includes('--check');
  const expected = expectedBiomeJson();
  const current = readFileSync(join(root, 'biome.json'), 'utf8');
  if (expected === current) return;
  if (check) {
    console.error(
      `biome.json is not what ${LAYERS_FILE} gives: run \`node scripts/lint-rules.mjs\` and commit it.`,
    );
    process.exitCode = 1;
    return;
  }
  writeFileSync(join(root, 'biome.json'), expected);
  console.log(`biome.json: import rules written from ${LAYERS_FILE}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
