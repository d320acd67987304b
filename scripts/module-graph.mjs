#!/usr/bin/env node
/**
 * Prints the import graph between the server modules (server/modules/<name>/) and its strongly connected
 * components. Every import counts, type-only imports included; test files (*.test.ts) are left out, as in
 * the lint rules. Exits with status 1 when a strongly connected set holds more than one module (a cycle
 * between modules), 0 otherwise.
 *
 * Usage: node scripts/module-graph.mjs [--quiet] [--root <dir>]
 *   --quiet  print only the cycles (used by `npm run check`)
 *   --root   directory holding server/modules (default: the repository root); tests point it at a fixture
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module specifiers of every import, re-export and dynamic import in a source text.
 * @param {string} text TypeScript source
 * @returns {string[]} the specifiers as written
 */
export function importSpecifiers(text) {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * Builds the module graph of `<root>/server/modules`.
 * @param {string} root repository root
 * @returns {Map<string, Map<string, string[]>>} module → (imported module → importing files, relative to root)
 */
export function moduleGraph(root) {
  const modulesDir = join(root, 'server', 'modules');
  const graph = new Map();
  const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());
  for (const module of modules) graph.set(module, new Map());
  for (const module of modules) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        let target;
        if (spec.startsWith('.')) target = resolve(dirname(file), spec);
        else if (spec.startsWith('@server/')) target = join(root, 'server', spec.slice('@server/'.length));
        else continue;
        const rel = relative(modulesDir, target);
        if (rel.startsWith('..')) continue;
        const other = rel.split(sep)[0];
        if (other === module || !graph.has(other)) continue;
        const edges = graph.get(module);
        if (!edges.has(other)) edges.set(other, []);
        const files = edges.get(other);
        const where = relative(root, file);
        if (!files.includes(where)) files.push(where);
      }
    }
  }
  return graph;
}

/**
 * Strongly connected components (Tarjan), each sorted by name, largest first.
 * @param {Map<string, Map<string, string[]>>} graph from {@link moduleGraph}
 * @returns {string[][]}
 */
export function stronglyConnected(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node).keys()) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

function main() {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const rootAt = args.indexOf('--root');
  const root =
    rootAt >= 0 ? resolve(args[rootAt + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const graph = moduleGraph(root);
  if (!quiet) {
    console.log('Server module imports (module -> modules it imports):');
    for (const [module, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${module.padEnd(14)} -> ${[...edges.keys()].sort().join(', ') || '(none)'}`);
    }
  }
  const cycles = stronglyConnected(graph).filter((component) => component.length > 1);
  if (cycles.length === 0) {
    if (!quiet) console.log('Strongly connected sets of more than one module: none.');
    return;
  }
  console.error(`Module cycles (${cycles.length} strongly connected set(s) of more than one module):`);
  for (const cycle of cycles) {
    console.error(`  { ${cycle.join(', ')} }`);
    for (const module of cycle) {
      for (const [other, files] of graph.get(module)) {
        if (cycle.includes(other)) console.error(`    ${module} -> ${other}: ${files.join(', ')}`);
      }
    }
  }
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
