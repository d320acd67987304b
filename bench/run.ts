/**
 * Every benchmark in one run, each beside its baseline, then `docs/benchmarks.md` rewritten from
 * their results (`bench/results/*.json`, see bench/lib/results.ts) with each figure beside its
 * goal, marked met or not, followed by the hand-written notes of `bench/notes.md`.
 *
 * Usage: npm run bench [-- --only api,pages] [-- --skip search] [-- --render]
 * - `--only` / `--skip`: a comma-separated subset of the steps below (the others keep their last
 *   results in the document);
 * - `--render`: run nothing, only rewrite the document from the results at hand.
 * A benchmark whose result file is missing (`bench/results` is not committed) keeps its section
 * and goal rows from the document as it stands.
 * PostgreSQL comes from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), Redis from
 * REDIS_URL (default redis://127.0.0.1:6379). The search step seeds 1,000,000 members once (about
 * 7 minutes) into the database `amora_bench_search` and reuses them afterwards. The cluster step
 * (bench/cluster/run.ts) installs HAProxy with apt-get where missing and runs a Redis of its own.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, readResult } from './lib/results.ts';

const root = path.resolve(import.meta.dirname, '..');
const PG = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** One benchmark: the npm script and its arguments, the result files it writes, its environment. */
interface Step {
  name: string;
  script: string;
  args?: string[];
  results: string[];
  env?: Record<string, string>;
}

const STEPS: Step[] = [
  { name: 'startup', script: 'bench:startup', results: ['startup'] },
  { name: 'api', script: 'bench:api', args: ['--db', 'both'], results: ['api'], env: { DATABASE_URL: PG } },
  { name: 'pages', script: 'bench:pages', results: ['pages'] },
  { name: 'landers', script: 'bench:landers', results: ['landers'] },
  {
    name: 'search',
    script: 'bench:search',
    args: ['--members', '1000000', '--queries', '300'],
    results: ['search'],
    env: { DATABASE_URL: PG },
  },
  {
    name: 'figures',
    script: 'bench:figures',
    results: ['figures'],
    env: { DATABASE_URL: PG },
  },
  {
    name: 'chat',
    script: 'bench:chat',
    args: ['--clients', '5000', '--rate', '100', '--seconds', '15'],
    results: ['chat-5000'],
    env: { DATABASE_URL: PG },
  },
  {
    name: 'chat-redis',
    script: 'bench:chat',
    args: ['--clients', '5000', '--rate', '100', '--seconds', '15', '--redis'],
    results: ['chat-5000-redis'],
    env: { DATABASE_URL: PG, REDIS_URL: REDIS },
  },
  {
    // As many sockets as one process can hold here: the file-descriptor limit is 20,000 (hard).
    name: 'chat-max',
    script: 'bench:chat',
    args: ['--clients', '19000', '--rate', '100', '--seconds', '15'],
    results: ['chat-19000'],
    env: { DATABASE_URL: PG },
  },
  { name: 'cluster', script: 'bench:cluster', results: ['cluster'], env: { DATABASE_URL: PG } },
  { name: 'classifier', script: 'bench:classifier', args: ['--images', '50'], results: ['classifier'] },
  { name: 'faces', script: 'bench:faces', results: ['faces'] },
];

const list = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : null;
};
const only = list('--only');
const skip = list('--skip') ?? [];
const renderOnly = process.argv.includes('--render');

const failed: string[] = [];
if (!renderOnly) {
  // The compiled server and the built client, as production runs them.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  for (const step of STEPS) {
    if ((only && !only.includes(step.name)) || skip.includes(step.name)) continue;
    console.log(`\n== ${step.name}: npm run ${step.script} -- ${(step.args ?? []).join(' ')}`);
    const started = performance.now();
    const run = spawnSync('npm', ['run', step.script, '--', ...(step.args ?? [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    console.log(
      `== ${step.name}: ${((performance.now() - started) / 1000).toFixed(0)} s, exit ${run.status}`,
    );
    if (run.status !== 0) failed.push(step.name);
  }
}

const cell = (text: string | number | undefined) => String(text ?? '').replaceAll('|', '\\|');
const shownValue = (f: BenchResult['figures'][number]) =>
  `${typeof f.value === 'number' ? f.value.toLocaleString('en', { maximumFractionDigits: 3 }) : f.value}${f.unit && f.unit !== 'ratio' ? ` ${f.unit}` : ''}`;
/** Met, or not met with a link to the reasons in the notes (`bench/notes.md`, "Why some goals are not met here"). */
const metOf = (f: BenchResult['figures'][number]) =>
  f.goal === undefined ? '' : f.met ? 'met' : '**not met** ([why](#why-some-goals-are-not-met-here))';

/**
 * The section title each result file writes: a benchmark not run on this machine keeps its section
 * and its goal rows from the document as it stands, instead of losing them.
 */
const TITLES: Record<string, string> = {
  startup: 'Start-up',
  api: 'API throughput beside raw node:http',
  pages: 'Page speed on a phone (Lighthouse, transfer sizes)',
  landers: 'Landers on a phone (Lighthouse, JavaScript per lander)',
  search: 'Member search on 1,000,000 members',
  figures: 'Business figures on 1,000,000 members',
  'chat-5000': 'Chat delivery: 5,000 sockets, one process',
  'chat-5000-redis': 'Chat delivery: 5,000 sockets, through Redis, two processes',
  'chat-19000': 'Chat delivery: 19,000 sockets, one process',
  cluster: 'Cluster: three processes behind HAProxy, under load and faults',
  classifier: 'Explicit-image classifier (NSFW.js on WebAssembly)',
  faces: 'Face model of verified photos (face-api, WebAssembly)',
};
const docPath = path.join(root, 'docs', 'benchmarks.md');
let previousDoc = '';
try {
  previousDoc = readFileSync(docPath, 'utf8');
} catch {
  // First rendering.
}
/** The section `## <title>` of the current document, up to the next section (without the notes). */
const previousSection = (title: string) => {
  const start = previousDoc.indexOf(`\n## ${title}\n`);
  if (start < 0) return null;
  const end = previousDoc.indexOf('\n## ', start + 4);
  return `${previousDoc.slice(start + 1, end < 0 ? undefined : end).trimEnd()}\n`;
};
/** The goal rows of `title` in the current document's summary. */
const previousGoalRows = (title: string) =>
  previousDoc.split('\n').filter((line) => line.startsWith(`| ${cell(title)} | `));

const results = STEPS.flatMap((s) => s.results.map((name) => ({ step: s, name, result: readResult(name) })));
const psql = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const summary = [
  '| benchmark | measure | value | goal | |',
  '| --- | --- | --- | --- | --- |',
  ...results.flatMap(({ name, result }) =>
    !result
      ? previousGoalRows(TITLES[name] ?? name)
      : result.figures
          .filter((f) => f.goal !== undefined)
          .map(
            (f) =>
              `| ${cell(result?.title)} | ${cell(f.measure)} | ${cell(shownValue(f))} | ${cell(f.goal)} | ${metOf(f)} |`,
          ),
  ),
];
const sections = results.map(({ step, name, result }) => {
  if (!result) {
    return (
      previousSection(TITLES[name] ?? name) ??
      `## ${TITLES[name] ?? step.name}\n\nNot measured yet: \`npm run bench -- --only ${step.name}\`.\n`
    );
  }
  const figures = [
    '| measure | value | goal | | note |',
    '| --- | --- | --- | --- | --- |',
    ...result.figures.map(
      (f) =>
        `| ${cell(f.measure)} | ${cell(shownValue(f))} | ${cell(f.goal)} | ${metOf(f)} | ${cell(f.note)} |`,
    ),
  ];
  return [
    `## ${result.title}`,
    '',
    `\`${result.command}\`, measured ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    result.setup,
    '',
    figures.join('\n'),
    ...(result.tables ?? []).flatMap((t) => ['', t]),
    '',
  ].join('\n');
});
let notes = '';
try {
  notes = readFileSync(path.join(root, 'bench', 'notes.md'), 'utf8');
} catch {
  // No notes.
}
const doc = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (bench/run.ts) from the results of each benchmark; the notes at the end',
  'are kept by hand in `bench/notes.md`. Every figure names the command that measures it again.',
  '',
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${psql}; the load generator, the ` +
    'server and the database share these cores.',
  '',
  '## Goals',
  '',
  summary.join('\n'),
  '',
  ...sections,
  notes,
].join('\n');
writeFileSync(docPath, `${doc.trimEnd()}\n`);
console.log('\ndocs/benchmarks.md written');
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
