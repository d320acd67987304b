/**
 * Lander benchmark (docs/benchmarks.md, SPEC §2 landers): for every lander route a visitor from an
 * advert lands on, (a) the JavaScript and images its Chromium transfers at 375 px (gzip -9 of the
 * decoded JavaScript, images as transferred), and (b) Lighthouse 12 with its default mobile
 * settings: performance and accessibility scores, LCP, CLS and TBT, the median of `--runs` runs
 * (default 1). Landers that take a slug are measured with one (`/utrecht`).
 *
 * The site runs as `npm start` runs it (bench/lib/site.ts), with `--demo` demo members (default 60).
 * Usage: npm run bench:landers [-- --runs 1 --demo 60 --build]
 */
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
import { type LighthouseRun, lighthouseRun, type Transfer, transfers } from '../pages/measure.ts';

const RUNS = numberArg('runs', 1);
const DEMO_MEMBERS = numberArg('demo', 60);

/** The lander routes of SPEC §2, with a slug where the route takes one. */
export const LANDER_PATHS = [
  '/landing',
  '/landing2/utrecht',
  '/landing3/utrecht',
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/whoneedsstrings',
  ...[
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].map((name) => `/landers/${name}/utrecht`),
] as const;

/**
 * The goals (issue "Fast where money is made"): each lander drawn by the server with at most 40 KiB
 * gzip of JavaScript, Lighthouse mobile performance ≥ 95, accessibility ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05.
 */
const GOALS = { jsKiB: 40, performance: 95, accessibility: 95, lcpS: 1.8, cls: 0.05 };

const sum = (list: Transfer[], kind: Transfer['kind'], key: 'transferred' | 'gzip') =>
  list.filter((t) => t.kind === kind).reduce((total, t) => total + t[key], 0);

buildClient();
let site: BenchSite | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  site = await startBenchSite(DEMO_MEMBERS);
  chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  const measured: {
    path: string;
    js: number;
    performance: number;
    accessibility: number;
    lcp: number;
    cls: number;
  }[] = [];
  for (const lander of LANDER_PATHS) {
    const list = await transfers(`${site.base}${lander}`);
    const js = kib(sum(list, 'js', 'gzip'));
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${site.base}${lander}`, chrome.port));
    const m = (key: 'performance' | 'accessibility' | 'lcp' | 'cls' | 'tbt') =>
      median(runs.map((r) => r[key]));
    measured.push({
      path: lander,
      js,
      performance: m('performance'),
      accessibility: m('accessibility'),
      lcp: m('lcp') / 1000,
      cls: m('cls'),
    });
    const failures = [...new Set(runs.flatMap((r) => r.a11yFailures))].join(', ') || '–';
    rows.push(
      `| \`${lander}\` | ${js} | ${list.filter((t) => t.kind === 'js').length} | ${kib(sum(list, 'image', 'transferred'))} | ${m('performance')} | ${m('accessibility')} | ${(m('lcp') / 1000).toFixed(2)} | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} | ${failures} |`,
    );
    console.error(
      `${lander}: JS ${js} KiB, performance ${m('performance')}, accessibility ${m('accessibility')}`,
    );
  }
  const worst = <K extends 'js' | 'performance' | 'accessibility' | 'lcp' | 'cls'>(
    key: K,
    highest: boolean,
  ) => measured.reduce((a, b) => ((highest ? b[key] > a[key] : b[key] < a[key]) ? b : a));
  const heaviest = worst('js', true);
  const slowest = worst('performance', false);
  const leastAccessible = worst('accessibility', false);
  const latest = worst('lcp', true);
  const shiftiest = worst('cls', true);
  const figures: Figure[] = [
    {
      measure: 'largest lander JavaScript (gzip)',
      value: heaviest.js,
      unit: 'KiB',
      goal: `≤ ${GOALS.jsKiB} KiB`,
      met: atMost(heaviest.js, GOALS.jsKiB),
      note: `\`${heaviest.path}\``,
    },
    {
      measure: 'lowest lander Lighthouse performance (mobile)',
      value: slowest.performance,
      unit: 'score',
      goal: `≥ ${GOALS.performance}`,
      met: atLeast(slowest.performance, GOALS.performance),
      note: `\`${slowest.path}\``,
    },
    {
      measure: 'lowest lander Lighthouse accessibility',
      value: leastAccessible.accessibility,
      unit: 'score',
      goal: `≥ ${GOALS.accessibility}`,
      met: atLeast(leastAccessible.accessibility, GOALS.accessibility),
      note: `\`${leastAccessible.path}\``,
    },
    {
      measure: 'slowest lander largest contentful paint (mobile)',
      value: Number(latest.lcp.toFixed(2)),
      unit: 's',
      goal: `≤ ${GOALS.lcpS} s`,
      met: atMost(latest.lcp, GOALS.lcpS),
      note: `\`${latest.path}\``,
    },
    {
      measure: 'largest lander cumulative layout shift',
      value: Number(shiftiest.cls.toFixed(3)),
      unit: '',
      goal: `≤ ${GOALS.cls}`,
      met: atMost(shiftiest.cls, GOALS.cls),
      note: `\`${shiftiest.path}\``,
    },
  ];
  const table = [
    '| lander | JS KiB (gzip) | JS files | images KiB | performance | accessibility | LCP s | CLS | TBT ms | failed accessibility audits |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
  writeResult({
    name: 'landers',
    title: 'Landers on a phone (Lighthouse, JavaScript per lander)',
    command: `npm run bench:landers${RUNS === 1 ? '' : ` -- --runs ${RUNS}`}`,
    setup: [
      `The server as \`npm start\` runs it (own process, embedded database, ${DEMO_MEMBERS} demo members, the built client with its precompressed files), visited as a logged-out visitor from an advert.`,
      'JavaScript: what headless Chromium at 375 × 812 px with an empty cache loads until the network is idle, each file gzip -9 compressed; images as transferred.',
      `Lighthouse 12, default mobile configuration (simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), the median of ${RUNS} run(s) per lander; the CPU-bound figures depend on the load of the 2 shared cores.`,
    ].join('\n\n'),
    figures,
    tables: [table],
  });
  console.log(table);
} finally {
  await chrome?.kill();
  await site?.close();
}
