/**
 * The explicit-image classifier (issue 28; docs/safety.md "Explicit images"): NSFW.js MobileNetV2
 * on TensorFlow.js's WebAssembly backend, as the `image-screen` job runs it in the serving process.
 * Measures the model's load (wall and CPU time), the time per image over `--images` pictures
 * (p50, p95; each decoded from the stored WebP as the job does), the memory the process grows by
 * (RSS, V8 heap) and how long the event loop is held up while classifying (the job runs beside
 * the requests).
 *
 * Usage: npm run bench:classifier [-- --images 50]
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { createNsfwClassifier, explicitScore } from '../../server/modules/media/classifier.ts';
import { processImage } from '../../server/modules/media/images.ts';
import { atMost, writeResult } from '../lib/results.ts';

const arg = (flag: string, fallback: number) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const IMAGES = arg('--images', 50);
const MB = 2 ** 20;

/** Picture `i`: a landscape-like scene of sky, hills and a sun in colours that vary with `i`, as an uploaded JPEG. */
async function picture(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
    <rect width="1024" height="768" fill="hsl(${hue},60%,70%)"/>
    <circle cx="${200 + ((i * 91) % 600)}" cy="${120 + ((i * 37) % 150)}" r="${40 + (i % 5) * 10}" fill="hsl(${(hue + 60) % 360},90%,60%)"/>
    <path d="M0 ${450 + (i % 7) * 20} Q256 ${380 + (i % 3) * 30} 512 ${460} T1024 ${430 + (i % 4) * 25} V768 H0Z" fill="hsl(${(hue + 120) % 360},45%,40%)"/>
    <path d="M0 ${600 + (i % 5) * 15} Q300 ${560} 600 ${610} T1024 ${590} V768 H0Z" fill="hsl(${(hue + 150) % 360},40%,30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

// The stored WebP of each picture, as the job reads it, made before anything is measured.
const stored: Buffer[] = [];
for (let i = 0; i < IMAGES; i++) stored.push((await processImage(await picture(i), 'inside')).full);

global.gc?.();
const before = process.memoryUsage();
const classifier = createNsfwClassifier();
const cpuLoad = process.cpuUsage();
const loadStarted = performance.now();
await classifier.load();
const loadMs = performance.now() - loadStarted;
const loadCpuMs = (process.cpuUsage(cpuLoad).user + process.cpuUsage(cpuLoad).system) / 1000;
const afterLoad = process.memoryUsage();

// One image first (the first inference compiles the WebAssembly kernels), not counted.
await classifier.classify(stored[0] as Buffer);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const wall: number[] = [];
const cpu: number[] = [];
let highest = 0;
for (const image of stored) {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const scores = await classifier.classify(image);
  wall.push(performance.now() - started);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  highest = Math.max(highest, explicitScore(scores));
}
delay.disable();
global.gc?.();
const after = process.memoryUsage();
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const p50 = percentile(wall, 50);
const p95 = percentile(wall, 95);
const rssGrowth = (after.rss - before.rss) / MB;
const [load1] = os.loadavg();

const file = writeResult({
  name: 'classifier',
  title: 'Explicit-image classifier (NSFW.js on WebAssembly)',
  command: `npm run bench:classifier -- --images ${IMAGES}`,
  setup: [
    `NSFW.js ${'4.3.0'} MobileNetV2 (weights inside the npm package) on TensorFlow.js's WebAssembly backend, in one`,
    `process as the \`image-screen\` job runs it; ${IMAGES} pictures (1024 × 768 JPEG scenes drawn with sharp,`,
    're-encoded by the upload pipeline to WebP, then decoded and scaled to 224 × 224 by the classifier), one',
    `after another, after one unmeasured warm-up image. Load average at the end: ${round(load1 ?? 0, 1)} on`,
    `${os.cpus().length} cores (other work shared the machine). Highest explicit score (porn + hentai) of these`,
    `harmless pictures: ${round(highest, 3)} (threshold 0.5).`,
  ].join('\n'),
  figures: [
    {
      measure: 'model load (packages, weights, WebAssembly backend)',
      value: round(loadMs),
      unit: 'ms',
      goal: '≤ 10000 ms',
      met: atMost(loadMs, 10_000),
      note: `${round(loadCpuMs)} ms CPU; once per process, in the job, never in a request`,
    },
    {
      measure: 'time per image, p50',
      value: round(p50),
      unit: 'ms',
      note: `CPU p50 ${round(percentile(cpu, 50))} ms`,
    },
    {
      measure: 'time per image, p95',
      value: round(p95),
      unit: 'ms',
      goal: '≤ 1000 ms',
      met: atMost(p95, 1000),
      note: `CPU p95 ${round(percentile(cpu, 95))} ms`,
    },
    {
      measure: 'longest event-loop delay while classifying',
      value: round(delay.max / 1e6),
      unit: 'ms',
      note: 'the inference runs in a worker thread; the serving process’s event loop waited this long at most',
    },
    {
      measure: 'RSS growth (load and all images)',
      value: round(rssGrowth),
      unit: 'MiB',
      goal: '≤ 400 MiB',
      met: atMost(rssGrowth, 400),
      note: `after load +${round((afterLoad.rss - before.rss) / MB)} MiB; RSS at the end ${round(after.rss / MB)} MiB`,
    },
    {
      measure: 'V8 heap growth',
      value: round((after.heapUsed - before.heapUsed) / MB),
      unit: 'MiB',
      note: `after load +${round((afterLoad.heapUsed - before.heapUsed) / MB)} MiB (the weights are decoded from base64 in JavaScript)`,
    },
  ],
});
console.log(
  `classifier: load ${round(loadMs)} ms, p50 ${round(p50)} ms, p95 ${round(p95)} ms, RSS +${round(rssGrowth)} MiB; ${file}`,
);
