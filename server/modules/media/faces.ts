/**
 * Faces in images for verified photos (docs/safety.md "Verified photos"): the `FaceMatcher`
 * interface, its real adapter on @vladmandic/face-api (SSD MobileNet v1 face detection, 68-point
 * landmarks, the 128-value face recognition descriptor; weights shipped in the package's `model/`)
 * over TensorFlow.js on its WebAssembly backend, and a scripted adapter for tests of the plumbing.
 * Images are decoded by sharp. The model runs in a worker thread (`model-worker.ts`) and is loaded
 * there on first use, by the job, never in a request (about 3.5 s and 190 MB; docs/benchmarks.md "Face model").
 */
import type Sharp from 'sharp';
import { lazyPackage } from '../../lib/lazy.ts';
import { askModelWorker } from './model-thread.ts';

const sharp = lazyPackage<typeof Sharp>('sharp');

/** A face found in an image: its descriptor (128 numbers) and its box's area in pixels of the scaled image. */
export interface Face {
  descriptor: Float32Array;
  area: number;
}

/** Finds faces and their descriptors in images. */
export interface FaceMatcher {
  /**
   * The faces in `image` (any format sharp reads: JPEG, PNG, WebP, AVIF), largest first; [] when
   * there is none or the image cannot be read.
   */
  faces(image: Buffer): Promise<Face[]>;
}

/** Euclidean distance between two face descriptors (0: identical; the threshold is 0.6). */
export function faceDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** The smallest distance between any face of `a` and any face of `b`; null when either has none. */
export function closest(a: readonly Face[], b: readonly Face[]): number | null {
  let best: number | null = null;
  for (const x of a) {
    for (const y of b) {
      const d = faceDistance(x.descriptor, y.descriptor);
      if (best === null || d < best) best = d;
    }
  }
  return best;
}

/**
 * Longest edge (px) images are scaled to before detection: a selfie's or profile photo's face is
 * large, and detection time grows with the pixels (a 1920 px photo takes 6-9 s on WebAssembly here,
 * 640 px well under a second).
 */
export const FACE_IMAGE_EDGE = 640;
/**
 * The real adapter: face-api on WebAssembly in the image models' worker thread
 * (`model-thread.ts`), loaded there once per process on the first call (the model stays loaded).
 * Each image is decoded and scaled to at most FACE_IMAGE_EDGE px by sharp, then detection,
 * landmarks and descriptors run one image at a time, without holding the event loop.
 */
export function createFaceApiMatcher(): FaceMatcher & { load(): Promise<void> } {
  return {
    async load() {
      await askModelWorker('load-faces');
    },
    async faces(image) {
      return (await askModelWorker('faces', image)) as Face[];
    },
  };
}

/**
 * A scripted adapter for tests: `script` answers the descriptors of an image from its average
 * colour (red, green, blue, 0-255, as sharp's `stats` reads them), so tests draw "faces" as
 * coloured squares: e.g. the same colour is the same person, black is no face.
 */
export function createScriptedFaceMatcher(
  script: (colour: { r: number; g: number; b: number }) => number[][],
): FaceMatcher & { calls: number } {
  const matcher = {
    calls: 0,
    async faces(image: Buffer): Promise<Face[]> {
      matcher.calls += 1;
      const stats = await sharp()(image).stats();
      const [r, g, b] = stats.channels.map((c) => Math.round(c.mean));
      return script({ r: r ?? 0, g: g ?? 0, b: b ?? 0 }).map((d) => ({
        descriptor: Float32Array.from(d),
        area: 1,
      }));
    },
  };
  return matcher;
}
