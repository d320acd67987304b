/**
 * Benchmark results: every benchmark script writes its figures to `bench/results/<name>.json`
 * (not committed); `npm run bench` runs them all and renders `docs/benchmarks.md` from those files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folder of the result files (`bench/results`). */
export const RESULTS_DIR = path.resolve(import.meta.dirname, '..', 'results');

/**
 * One measured figure beside its goal.
 * - `value`: the number in `unit` (ms, s, KiB, req/s, ratio, score, …), or a text when not numeric.
 * - `goal`: the target as people read it (`≤ 50 ms`, `≥ 0.30`); omitted for figures without one.
 * - `met`: whether `value` reaches `goal` (omitted without a goal).
 * - `note`: why a goal is not met on this machine, or what the figure includes.
 */
export interface Figure {
  measure: string;
  value: number | string;
  unit: string;
  goal?: string;
  met?: boolean;
  note?: string;
}

/**
 * The results of one benchmark: a titled section of `docs/benchmarks.md`.
 * - `command`: the command that measures it again.
 * - `setup`: what was measured and how (markdown paragraphs).
 * - `figures`: the figures, in order; `tables`: further markdown tables (plans, per-run detail).
 */
export interface BenchResult {
  name: string;
  title: string;
  command: string;
  measuredAt: string;
  setup: string;
  figures: Figure[];
  tables?: string[];
}

/** Write `bench/results/<result.name>.json`; answers the file's path. */
export function writeResult(result: Omit<BenchResult, 'measuredAt'>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  const full: BenchResult = { ...result, measuredAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  return file;
}

/** Read `bench/results/<name>.json`, or null when that benchmark has not run. */
export function readResult(name: string): BenchResult | null {
  try {
    return JSON.parse(readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8')) as BenchResult;
  } catch {
    return null;
  }
}

/** `value` against an upper bound: met when `value <= max`. */
export const atMost = (value: number, max: number) => value <= max;
/** `value` against a lower bound: met when `value >= min`. */
export const atLeast = (value: number, min: number) => value >= min;
