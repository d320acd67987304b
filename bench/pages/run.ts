/**
 * Page-speed benchmark (docs/benchmarks.md, issue "fast on a phone"): for the home page and the
 * member search of a visitor, (a) what the browser transfers — JavaScript, CSS, fonts and images,
 * as sent over the wire (brotli where the server has it) and gzip-compressed — measured in
 * Chromium; (b) Lighthouse 12 with its default mobile settings (simulated slow 4G and a 4× slower
 * CPU), the median of `--runs` runs (default 3) of the performance and accessibility scores, LCP,
 * CLS, TBT and FCP.
 *
 * The server runs as `npm start` runs it, in its own process: a fresh data folder, `--demo` demo
 * members (default 60), the embedded database, no Redis, on a free port. The web client is built
 * first when `dist/web` is missing, or always with `--build`.
 * Usage: npm run bench:pages [-- --runs 3 --demo 60 --build]
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../../e2e/support.ts';
import { atLeast, atMost, type Figure, writeResult } from '../lib/results.ts';
import {
  type BenchSite,
  buildClient,
  CHROME_FLAGS,
  kib,
  median,
  numberArg,
  startBenchSite,
} from '../lib/site.ts';
import { type LighthouseRun, lighthouseRun, type Transfer, transfers } from './measure.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const RUNS = numberArg('runs', 3);
const DEMO_MEMBERS = numberArg('demo', 60);
/** The pages measured: as a visitor, and `/members` signed in as the demo login (README). */
const PAGES = [
  { label: '/', path: '/', member: false },
  { label: '/members', path: '/members', member: false },
  { label: '/members (signed in)', path: '/members', member: true },
] as const;
const DEMO_LOGIN = { email: 'demo@amora.test', password: 'Zonnebloem-Fiets-42' };

/** The demo login's session cookie (`auth.session=…`) on `base`. Throws when the login fails. */
async function demoSession(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-request-type': 'client' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const token = /auth\.session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!answer.ok || !token) throw new Error(`demo login failed: ${answer.status}`);
  return `auth.session=${token}`;
}

/** The goals of the issue; `atMost`/`atLeast` decide `met`. */
const GOALS = {
  homeJsKiB: 40,
  /** The member shell and the search, signed in. */
  membersJsKiB: 120,
  performance: 95,
  accessibility: 95,
  lcpS: 2.5,
  cls: 0.1,
};

const sum = (list: Transfer[], kind: Transfer['kind'], key: 'transferred' | 'gzip') =>
  list.filter((t) => t.kind === kind).reduce((total, t) => total + t[key], 0);

buildClient();
let site: BenchSite | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const figures: Figure[] = [];
const detail: string[] = [];
try {
  site = await startBenchSite(DEMO_MEMBERS);
  const { base } = site;
  const session = await demoSession(base);

  const sizeRows: string[] = [];
  const sizes = new Map<string, Transfer[]>();
  for (const { label: page, path: address, member } of PAGES) {
    const list = await transfers(`${base}${address}`, member ? session : undefined);
    sizes.set(page, list);
    for (const kind of ['js', 'css', 'font', 'image'] as const) {
      sizeRows.push(
        `| \`${page}\` | ${kind} | ${list.filter((t) => t.kind === kind).length} | ${kib(sum(list, kind, 'transferred'))} | ${kib(sum(list, kind, 'gzip'))} |`,
      );
    }
    const total = list.reduce((n, t) => n + t.transferred, 0);
    sizeRows.push(`| \`${page}\` | everything (with HTML and API) | ${list.length} | ${kib(total)} | |`);
  }
  const home = sizes.get('/') ?? [];
  const homeJs = kib(sum(home, 'js', 'gzip'));
  const signedIn = sizes.get('/members (signed in)') ?? [];
  const membersJs = kib(sum(signedIn, 'js', 'gzip'));
  figures.push(
    {
      measure: 'JavaScript the home page loads (gzip)',
      value: homeJs,
      unit: 'KiB',
      goal: `≤ ${GOALS.homeJsKiB} KiB`,
      met: atMost(homeJs, GOALS.homeJsKiB),
      note: `${kib(sum(home, 'js', 'transferred'))} KiB transferred (brotli); files: ${home
        .filter((t) => t.kind === 'js')
        .map((t) => path.basename(t.url))
        .join(', ')}`,
    },
    {
      measure: 'JavaScript `/members` loads signed in: member shell and search (gzip)',
      value: membersJs,
      unit: 'KiB',
      goal: `≤ ${GOALS.membersJsKiB} KiB`,
      met: atMost(membersJs, GOALS.membersJsKiB),
      note: `${kib(sum(signedIn, 'js', 'transferred'))} KiB transferred (brotli), ${signedIn.filter((t) => t.kind === 'js').length} files`,
    },
    {
      measure: 'CSS the home page loads (gzip)',
      value: kib(sum(home, 'css', 'gzip')),
      unit: 'KiB',
      note: `${kib(sum(home, 'css', 'transferred'))} KiB transferred`,
    },
    {
      measure: 'fonts the home page loads',
      value: kib(sum(home, 'font', 'transferred')),
      unit: 'KiB',
    },
  );
  detail.push(
    [
      '| page | kind | files | transferred KiB | gzip KiB |',
      '| --- | --- | ---: | ---: | ---: |',
      ...sizeRows,
    ].join('\n'),
  );

  chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  const lhRows: string[] = [];
  for (const { label: page, path: address, member } of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouseRun(`${base}${address}`, chrome.port, 3, member ? session : undefined);
      runs.push(run);
      lhRows.push(
        `| \`${page}\` | ${i + 1} | ${run.performance} | ${run.accessibility} | ${(run.lcp / 1000).toFixed(2)} | ${run.cls.toFixed(3)} | ${Math.round(run.tbt)} | ${(run.fcp / 1000).toFixed(2)} | ${run.a11yFailures.join(', ') || '–'} |`,
      );
      console.error(
        `${page} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${Math.round(run.lcp)} ms (${run.lcpElement.slice(0, 80)}), CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms, FCP ${Math.round(run.fcp)} ms`,
      );
    }
    const m = (key: 'performance' | 'accessibility' | 'lcp' | 'cls' | 'tbt' | 'fcp') =>
      median(runs.map((r) => r[key]));
    const lcp = +(m('lcp') / 1000).toFixed(2);
    const cls = +m('cls').toFixed(3);
    figures.push(
      {
        measure: `\`${page}\` Lighthouse performance (mobile)`,
        value: m('performance'),
        unit: 'score',
        goal: `≥ ${GOALS.performance}`,
        met: atLeast(m('performance'), GOALS.performance),
      },
      {
        measure: `\`${page}\` Lighthouse accessibility`,
        value: m('accessibility'),
        unit: 'score',
        goal: `≥ ${GOALS.accessibility}`,
        met: atLeast(m('accessibility'), GOALS.accessibility),
      },
      {
        measure: `\`${page}\` largest contentful paint`,
        value: lcp,
        unit: 's',
        goal: `≤ ${GOALS.lcpS} s`,
        met: atMost(lcp, GOALS.lcpS),
        note: runs[0]?.lcpElement ? `element: ${runs[0].lcpElement.slice(0, 100)}` : undefined,
      },
      {
        measure: `\`${page}\` cumulative layout shift`,
        value: cls,
        unit: 'ratio',
        goal: `≤ ${GOALS.cls}`,
        met: atMost(cls, GOALS.cls),
      },
      { measure: `\`${page}\` total blocking time`, value: Math.round(m('tbt')), unit: 'ms' },
      { measure: `\`${page}\` first contentful paint`, value: +(m('fcp') / 1000).toFixed(2), unit: 's' },
    );
  }
  detail.push(
    [
      '| page | run | performance | accessibility | LCP s | CLS | TBT ms | FCP s | failed accessibility audits |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...lhRows,
    ].join('\n'),
  );

  const file = writeResult({
    name: 'pages',
    title: 'Page speed on a phone (Lighthouse, transfer sizes)',
    command: 'npm run bench:pages',
    setup: [
      `The server as \`npm start\` runs it (own process, embedded database, ${DEMO_MEMBERS} demo members, the built client with its precompressed files), visited as a logged-out visitor, and \`/members\` also signed in as the demo login.`,
      'Transfer sizes: headless Chromium at 375 × 812 px with an empty cache loads the page until the network is idle; "transferred" is what came over the wire (brotli), "gzip" the decoded files compressed with gzip -9.',
      `Lighthouse ${'12'} with its default mobile configuration (simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), headless Chromium, the median of ${RUNS} runs per page. The CPU-bound figures (TBT, and through it the score) depend on the load of the 2 shared cores.`,
    ].join('\n\n'),
    figures,
    tables: detail,
  });

  const width = Math.max(...figures.map((f) => f.measure.length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(9)}  goal       met`);
  for (const f of figures) {
    const value = `${f.value} ${f.unit === 'score' || f.unit === 'ratio' ? '' : f.unit}`.trim();
    const met = f.met === undefined ? '' : f.met ? 'yes' : 'NO';
    console.log(`${f.measure.padEnd(width)}  ${value.padStart(9)}  ${(f.goal ?? '').padEnd(9)}  ${met}`);
  }
  console.log(`\n${detail.join('\n\n')}\n\nwritten to ${path.relative(root, file)}`);
} finally {
  await chrome?.kill();
  await site?.close();
}
