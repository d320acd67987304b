/**
 * Every benchmark in one run, each beside its baseline, then `docs/benchmarks.md` rewritten from
 * their results (`bench/results/*.json`, see bench/lib/results.ts) with each figure beside its
 * goal, marked met or not, followed by the hand-written notes of `bench/notes.md`.
 *
 * Usage: npm run bench [-- --only api,pages] [-- --skip search] [-- --render]
 * - `--only` / `--skip`: a comma-separated subset of the steps below (the others keep their last
 *   results in the document);
 * - `--render`: run nothing, only rewrite the document from the results at hand.
 * PostgreSQL comes from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), Redis from
 * REDIS_URL (default redis://127.0.0.1:6379). The search step seeds 1,000,000 members once (about
 * 6 minutes) into the database `amora_bench_search` and reuses them afterwards.
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
  {
    name: 'search',
    script: 'bench:search',
    args: ['--members', '1000000', '--queries', '300'],
    results: ['search'],
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

const results = STEPS.flatMap((s) => s.results.map((name) => ({ step: s, result: readResult(name) })));
const psql = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const summary = [
  '| benchmark | measure | value | goal | |',
  '| --- | --- | --- | --- | --- |',
  ...results.flatMap(({ result }) =>
    (result?.figures ?? [])
      .filter((f) => f.goal !== undefined)
      .map(
        (f) =>
          `| ${cell(result?.title)} | ${cell(f.measure)} | ${cell(shownValue(f))} | ${cell(f.goal)} | ${metOf(f)} |`,
      ),
  ),
];
const sections = results.map(({ step, result }) => {
  if (!result) return `## ${step.name}\n\nNot measured yet: \`npm run bench -- --only ${step.name}\`.\n`;
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
writeFileSync(path.join(root, 'docs', 'benchmarks.md'), `${doc.trimEnd()}\n`);
console.log('\ndocs/benchmarks.md written');
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
