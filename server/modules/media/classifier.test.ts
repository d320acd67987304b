import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/config.ts';
import { createNsfwClassifier, explicitScore } from './classifier.ts';
import { processImage } from './images.ts';
import { stopModelWorker } from './model-thread.ts';

// Issue 28: the real NSFW.js model (MobileNetV2, weights inside the npm package, TensorFlow.js on
// WebAssembly) loads, classifies in bounded time and puts harmless pictures below the threshold.
// The pictures (server/test/fixtures/harmless: a meadow, a sea at sunset, mountains, a city at
// night) were drawn with sharp from SVG for this test.

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/harmless');
/** Load and four images took 44 s on a shared 2-core machine at load 13; a generous bound. */
const BOUND_MS = 90_000;

describe('the NSFW.js classifier', () => {
  it(
    'loads and scores harmless pictures below the threshold, in bounded time',
    async () => {
      const threshold = testConfig().imageScreenThreshold;
      const classifier = createNsfwClassifier();
      const names = (await readdir(FIXTURES)).filter((n) => n.endsWith('.jpg')).sort();
      expect(names.length).toBeGreaterThanOrEqual(4);
      const started = performance.now();
      for (const name of names) {
        // As the job sees it: the stored WebP of the upload.
        const { full } = await processImage(await readFile(path.join(FIXTURES, name)), 'inside');
        const scores = await classifier.classify(full);
        const sum = scores.porn + scores.sexy + scores.hentai + scores.neutral + scores.drawing;
        expect(sum, name).toBeCloseTo(1, 2);
        expect(explicitScore(scores), `${name}: ${JSON.stringify(scores)}`).toBeLessThan(threshold);
      }
      expect(performance.now() - started).toBeLessThan(BOUND_MS);
    },
    BOUND_MS + 30_000,
  );

  it('refuses bytes that are no image (the job is retried)', async () => {
    await expect(createNsfwClassifier().classify(Buffer.from('geen foto'))).rejects.toThrow();
  });

  it(
    'leaves the event loop free while the model loads and classifies (it runs in a worker thread)',
    async () => {
      // A fresh worker, so that this classification includes the model's load (about 5 s of CPU),
      // which held the event loop for seconds when it ran on the main thread.
      await stopModelWorker();
      const { full } = await processImage(await readFile(path.join(FIXTURES, 'meadow.jpg')), 'inside');
      let last = performance.now();
      let longestGap = 0;
      let ticks = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
        ticks += 1;
      }, 20);
      const started = performance.now();
      try {
        await createNsfwClassifier().classify(full);
        await createNsfwClassifier().classify(full);
      } finally {
        clearInterval(timer);
      }
      const took = performance.now() - started;
      expect(took, 'the classification must take longer than the gap checked').toBeGreaterThan(300);
      expect(ticks).toBeGreaterThan(5);
      expect(longestGap, `longest gap between 20 ms ticks during ${Math.round(took)} ms`).toBeLessThan(300);
    },
    BOUND_MS,
  );
});
