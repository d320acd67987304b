/**
 * The face model of verified photos (docs/safety.md "Verified photos"): @vladmandic/face-api on
 * TensorFlow.js's WebAssembly backend, as the verification job runs it (`createFaceApiMatcher`):
 * model load time, time per image (decode and scale to 640 px with sharp, detection, landmarks,
 * descriptors; p50/p95) and the process's resident memory before, after loading and after the
 * images. Images: face-api's six demo portraits (1920 px group photos, 3-5 faces each) and
 * single-face crops of them, as selfies and profile photos are.
 *
 * Usage: npm run bench:faces [-- --rounds 3]
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createFaceApiMatcher } from '../../server/modules/media/faces.ts';
import { atMost, writeResult } from '../lib/results.ts';

const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 3);
const mb = (bytes: number) => Math.round(bytes / 1048576);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const groups = await Promise.all(
  [1, 2, 3, 4, 5, 6].map((i) => sharp(path.join(demo, `sample${i}.jpg`)).toBuffer()),
);
// Single faces: a 480 × 560 cut around the first person of sample1 and around the second, as JPEG.
const singles = await Promise.all(
  [
    { left: 260, top: 180, width: 480, height: 560 },
    { left: 700, top: 240, width: 480, height: 560 },
    { left: 1340, top: 40, width: 480, height: 560 },
  ].map((region) => sharp(groups[0]).extract(region).jpeg().toBuffer()),
);

const load = os.loadavg()[0] ?? 0;
const rssStart = process.memoryUsage().rss;
const matcher = createFaceApiMatcher();
const loadStart = performance.now();
await matcher.load();
const loadMs = performance.now() - loadStart;
const rssLoaded = process.memoryUsage().rss;
// One warm-up image: the first inference compiles the graph's kernels.
const warmStart = performance.now();
await matcher.faces(singles[0] as Buffer);
const firstMs = performance.now() - warmStart;

const time = async (images: Buffer[]) => {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const image of images) {
      const start = performance.now();
      await matcher.faces(image);
      times.push(performance.now() - start);
    }
  }
  return times;
};
const singleTimes = await time(singles);
const groupTimes = await time(groups);
const rssEnd = process.memoryUsage().rss;
const round = (n: number) => Math.round(n);

const file = writeResult({
  name: 'faces',
  title: 'Face model of verified photos (face-api, WebAssembly)',
  command: 'npm run bench:faces',
  setup:
    `@vladmandic/face-api 1.7.15 (SSD MobileNet v1 detection, 68-point landmarks, 128-value descriptor) on ` +
    `@tensorflow/tfjs-backend-wasm 4.22.0 (SIMD, no threads), Node ${process.version}, one image at a time ` +
    `as the verification job runs it, images scaled to 640 px by sharp first. Single faces: three 480 × 560 ` +
    `crops of face-api's demo portrait, ${rounds} rounds; group photos: the six 1920 px demo portraits ` +
    `(3-5 faces each), ${rounds} rounds. Memory: the process's resident set size. Machine: ` +
    `${os.cpus().length} cores, load average ${load.toFixed(1)} when it started (other work shares ` +
    `the cores: the times are upper bounds). Goals: the comparison is a job the member waits for on ` +
    `the page (a selfie and a few photos within half a minute), not a request.`,
  figures: [
    { measure: 'model load (three models, WebAssembly backend)', value: round(loadMs), unit: 'ms' },
    { measure: 'first image (kernels compiled)', value: round(firstMs), unit: 'ms' },
    { measure: 'one face (selfie-sized), p50', value: round(percentile(singleTimes, 50)), unit: 'ms' },
    {
      measure: 'one face (selfie-sized), p95',
      value: round(percentile(singleTimes, 95)),
      unit: 'ms',
      goal: '≤ 7500 ms',
      met: atMost(percentile(singleTimes, 95), 7500),
    },
    { measure: 'group photo (3-5 faces), p50', value: round(percentile(groupTimes, 50)), unit: 'ms' },
    { measure: 'group photo (3-5 faces), p95', value: round(percentile(groupTimes, 95)), unit: 'ms' },
    { measure: 'resident memory before loading', value: mb(rssStart), unit: 'MiB' },
    { measure: 'resident memory growth: model loaded', value: mb(rssLoaded - rssStart), unit: 'MiB' },
    {
      measure: 'resident memory growth: after all images',
      value: mb(rssEnd - rssStart),
      unit: 'MiB',
      goal: '≤ 512 MiB',
      met: atMost(mb(rssEnd - rssStart), 512),
      note: 'WebAssembly memory grows to the largest image and is kept by the process',
    },
  ],
});
console.log(
  `faces: load ${round(loadMs)} ms, single p50 ${round(percentile(singleTimes, 50))} ms, group p50 ${round(percentile(groupTimes, 50))} ms, rss +${mb(rssEnd - rssStart)} MiB → ${file}`,
);
