/**
 * Start-up benchmark (docs/benchmarks.md): time from starting the compiled server to its first
 * answered `GET /api/settings.php`, the median of `--runs` runs (default 3) of each of
 * - warm: `node dist/server/main.js` on an existing data folder (migrations checked, nothing seeded);
 * - cold: `node dist/server/main.js` on a fresh data folder (the database created, migrated and
 *   seeded with 500 demo members), server and web builds present;
 * - cold with builds: `npm start` (`node scripts/start.mjs`) in a fresh copy of the project without
 *   dist/ (the files git tracks or would track, node_modules linked), on a fresh data folder: it
 *   builds the server bundle and the web client, then starts as cold does. The project's own dist/
 *   is left alone (other people may be serving it).
 * - `node -e 0`, Node starting and stopping with nothing to do, measured beside each warm start: the
 *   warm start's goal is at most 5 times that, a ratio that holds on a loaded machine too.
 * The server bundle is rebuilt first when it is older than the sources; dist/web is built when missing.
 * Usage: npm run bench:startup [-- --runs 5]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/server-process.ts';
import { atMost, type Figure, writeResult } from '../lib/results.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const runsIndex = process.argv.indexOf('--runs');
const RUNS = (runsIndex >= 0 && Number(process.argv[runsIndex + 1])) || 3;
const DEMO_MEMBERS = 500;
const GOALS = { warmTimesNode: 5, coldWithBuildsS: 10 };

/** Run a command to its end in `cwd`; throws when it fails. */
function run(command: string, args: string[], cwd = root): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** One start: ms from the spawn to the first answer, the server's CPU ms until then, the load. */
interface Start {
  ms: number;
  /** CPU time (user + system, all threads) of the server process until its first answer; Linux only. */
  cpuMs: number | null;
  /** The 1-minute load average when it answered: the cores are shared with other work. */
  load: number;
}

/** CPU time of a running process in ms from /proc (null elsewhere or when it is gone). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/**
 * Start `args` (a node command line) in `cwd` on a free port and `dataDir`; answers the time
 * from the spawn to the first 200 of `/api/settings.php` (see `Start`), then stops the server.
 */
async function firstAnswer(args: string[], dataDir: string, cwd = root): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO_MEMBERS: String(DEMO_MEMBERS),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`${args.join(' ')} stopped before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
        if (response.ok) {
          return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid), load: loadavg()[0] ?? 0 };
        }
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 180_000) throw new Error('server did not answer within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/**
 * A fresh copy of the project as a clone would have it, in a temporary folder: the files git
 * tracks or would track (so no dist/, data/ or results), with node_modules linked to ours.
 */
function freshCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'amora-clone-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error('git ls-files failed');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const seconds = (ms: number) => Math.round(ms / 10) / 100;

// The builds the compiled start needs, current.
run(process.execPath, ['scripts/build-server.mjs', '--if-needed']);
if (!existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  run(process.execPath, [
    path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
}

const main = path.join(root, 'dist', 'server', 'main.js');
/** ms from spawning `node -e 0` to its exit. */
function bareNode(): number {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return performance.now() - started;
}

const cold: Start[] = [];
const warm: Start[] = [];
const bare: number[] = [];
const coldWithBuilds: Start[] = [];
const shown = (start: Start | undefined) => `${Math.round(start?.ms ?? 0)} ms`;
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-startup-'));
  try {
    cold.push(await firstAnswer([main], dataDir));
    bare.push(bareNode());
    warm.push(await firstAnswer([main], dataDir));
    bare.push(bareNode());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.error(`run ${i + 1}: cold ${shown(cold.at(-1))}, warm ${shown(warm.at(-1))}`);
}
for (let i = 0; i < RUNS; i++) {
  const copy = freshCopy();
  try {
    coldWithBuilds.push(await firstAnswer(['scripts/start.mjs'], path.join(copy, 'data'), copy));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  console.error(`run ${i + 1}: cold with builds ${shown(coldWithBuilds.at(-1))}`);
}

const warmS = seconds(median(warm.map((start) => start.ms)));
const bareS = median(bare) / 1000;
const warmTimesNode = Math.round((warmS / bareS) * 10) / 10;
const coldS = seconds(median(cold.map((start) => start.ms)));
const coldWithBuildsS = seconds(median(coldWithBuilds.map((start) => start.ms)));
const figures: Figure[] = [
  {
    measure: 'warm start to first answer',
    value: warmS,
    unit: 's',
    note: '`node dist/server/main.js`, existing data folder',
  },
  {
    measure: 'warm start ÷ `node -e 0`',
    value: warmTimesNode,
    unit: '×',
    goal: `≤ ${GOALS.warmTimesNode} ×`,
    met: atMost(warmTimesNode, GOALS.warmTimesNode),
    note: `\`node -e 0\` ${Math.round(bareS * 1000)} ms (median of ${bare.length}, beside each start)`,
  },
  {
    measure: `cold start, ${DEMO_MEMBERS} demo members`,
    value: coldS,
    unit: 's',
    note: '`node dist/server/main.js`, fresh data folder, server and web built',
  },
  {
    measure: `cold start, ${DEMO_MEMBERS} demo members, builds included`,
    value: coldWithBuildsS,
    unit: 's',
    goal: `≤ ${GOALS.coldWithBuildsS} s`,
    met: atMost(coldWithBuildsS, GOALS.coldWithBuildsS),
    note: '`npm start` in a fresh copy without dist/: server bundle and web client built first',
  },
];
const cell = (start: Start | undefined, withCpu = true) =>
  start
    ? `${seconds(start.ms)} s${withCpu && start.cpuMs !== null ? ` (CPU ${seconds(start.cpuMs)} s)` : ''}, load ${start.load.toFixed(1)}`
    : '';
const perRun = [
  '| run | warm | `node -e 0` | cold | cold with builds |',
  '| --- | --- | --- | --- | --- |',
  ...warm.map(
    (_, i) =>
      `| ${i + 1} | ${cell(warm[i])} | ${Math.round(bare[2 * i + 1] ?? 0)} ms | ${cell(cold[i])} | ${cell(coldWithBuilds[i], false)} |`,
  ),
].join('\n');
const file = writeResult({
  name: 'startup',
  title: 'Start-up',
  command: `npm run bench:startup -- --runs ${RUNS}`,
  setup: [
    `Time from spawning the server to its first answered \`GET /api/settings.php\`, the median of ${RUNS} runs.`,
    `Warm: the compiled server (\`node dist/server/main.js\`, built by \`npm run build\`) on the data folder of the cold run before it. Cold: the same on a fresh data folder (embedded database created and migrated, ${DEMO_MEMBERS} demo members seeded). Cold with builds: \`npm start\` in a fresh copy of the project without dist/ (node_modules linked), which bundles the server with esbuild and builds the web client with Vite while the database starts and the demo members are seeded.`,
    `Beside each cold and warm start, \`node -e 0\` is timed (spawn to exit): the warm start's goal is a multiple of it, measured in the same run, so that it holds on a loaded machine.`,
    `Per run below: the time, the CPU time the server process used until its first answer (all its threads; not shown with builds, whose web build runs in a child process), and the 1-minute load average of the machine, whose ${cpus().length} cores other work shares.`,
  ].join('\n\n'),
  figures,
  tables: [perRun],
});
console.log(JSON.stringify({ runs: RUNS, warm, cold, coldWithBuilds, node: process.version }, null, 2));
console.error(`results written to ${path.relative(root, file)}`);
