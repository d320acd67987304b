// The real face model (docs/safety.md "Verified photos"): face-api on TensorFlow.js WebAssembly
// loads from the installed packages, finds the faces of its own demo portrait and tells the same
// person (the same face cut out differently, scaled and mirrored) from another person.
import { createRequire } from 'node:module';
import path from 'node:path';
import { FACE_MATCH_THRESHOLD } from '@common/verification';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { closest, createFaceApiMatcher, faceDistance } from './faces.ts';

const require = createRequire(import.meta.url);
/** face-api's demo portrait: a 1920 × 1280 group photo of three people side by side. */
const SAMPLE = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);

describe('the face-api adapter', () => {
  it('loads, finds faces in bounded time and puts the same person under the threshold, another over it', async () => {
    const matcher = createFaceApiMatcher();
    const loadStart = performance.now();
    await matcher.load();
    expect(performance.now() - loadStart).toBeLessThan(60_000);

    const original = await sharp(SAMPLE).toBuffer();
    // One person, cut out tightly; the same person cut out wider from a smaller copy and mirrored.
    const selfie = await sharp(original)
      .extract({ left: 300, top: 220, width: 400, height: 480 })
      .jpeg()
      .toBuffer();
    const samePerson = await sharp(await sharp(original).resize(1280).toBuffer())
      .extract({ left: 160, top: 110, width: 340, height: 380 })
      .flop()
      .webp()
      .toBuffer();
    // The person beside them.
    const otherPerson = await sharp(original)
      .extract({ left: 740, top: 270, width: 400, height: 480 })
      .jpeg()
      .toBuffer();

    const start = performance.now();
    const selfieFaces = await matcher.faces(selfie);
    const perImage = performance.now() - start;
    expect(perImage).toBeLessThan(20_000);
    const sameFaces = await matcher.faces(samePerson);
    const otherFaces = await matcher.faces(otherPerson);
    expect(selfieFaces).toHaveLength(1);
    expect(sameFaces).toHaveLength(1);
    expect(otherFaces).toHaveLength(1);
    expect(selfieFaces[0]?.descriptor).toHaveLength(128);

    const same = closest(selfieFaces, sameFaces);
    const other = closest(selfieFaces, otherFaces);
    expect(same).toBeLessThan(FACE_MATCH_THRESHOLD);
    expect(other).toBeGreaterThan(FACE_MATCH_THRESHOLD);
    // The whole group photo holds all three faces, the largest first.
    const group = await matcher.faces(original);
    expect(group).toHaveLength(3);
    expect((group[0]?.area ?? 0) >= (group[2]?.area ?? 0)).toBe(true);
    // What is no image has no face.
    expect(await matcher.faces(Buffer.from('no image'))).toEqual([]);
    console.info(
      `face model: same ${same?.toFixed(3)}, other ${other?.toFixed(3)}, ${Math.round(perImage)} ms`,
    );
  }, 120_000);

  it('measures euclidean distance', () => {
    expect(faceDistance([0, 0, 0], [3, 4, 0])).toBe(5);
  });
});
