/**
 * Classifying images for explicit content (docs/safety.md "Explicit images"): the
 * `ImageClassifier` interface, the NSFW.js adapter (MobileNetV2 with the weights shipped inside the
 * `nsfwjs` package, run by TensorFlow.js on its WebAssembly backend; no download at run time) and
 * a scripted classifier for tests. Only the `image-screen` job classifies (`screening.ts`), never a
 * request.
 */
import type * as Tf from '@tensorflow/tfjs';
import type * as Nsfw from 'nsfwjs';
import { lazyPackage } from '../../lib/lazy.ts';

/** The five classes of NSFW.js, each a probability 0–1; together they sum to 1. */
export interface ImageScores {
  porn: number;
  sexy: number;
  hentai: number;
  neutral: number;
  drawing: number;
}

/** Something that scores an image. */
export interface ImageClassifier {
  /**
   * The scores of `image` (bytes of any format sharp reads: the stored WebP). Throws when the
   * image cannot be decoded or the model cannot be loaded (the job is retried).
   */
  classify(image: Buffer): Promise<ImageScores>;
}

/** The score compared with the threshold: porn + hentai (docs/safety.md "Explicit images"). */
export function explicitScore(scores: ImageScores): number {
  return scores.porn + scores.hentai;
}

/** Side of the square the MobileNetV2 model takes, in pixels. */
const MODEL_SIZE = 224;

const sharp = lazyPackage<typeof import('sharp')>('sharp');
const tfjs = lazyPackage<typeof Tf>('@tensorflow/tfjs');
const wasmBackend = lazyPackage<object>('@tensorflow/tfjs-backend-wasm');
const nsfwjs = lazyPackage<typeof Nsfw>('nsfwjs');

/**
 * The NSFW.js classifier. The packages and the model (about 3.5 MB of weights) load on the first
 * `classify`, once per process; a failed load is tried again on the next call. Each image is
 * decoded by sharp and scaled to 224 × 224 RGB (the whole picture, stretched), as the model was
 * trained.
 */
export function createNsfwClassifier(): ImageClassifier & { load(): Promise<void> } {
  let model: Promise<Nsfw.NSFWJS> | null = null;
  const loadModel = () => {
    model ??= (async () => {
      const tf = tfjs();
      wasmBackend();
      await tf.setBackend('wasm');
      await tf.ready();
      return nsfwjs().load('MobileNetV2');
    })().catch((error: unknown) => {
      model = null;
      throw error;
    });
    return model;
  };
  return {
    /** Load the packages and the model now (the bench measures it; `classify` does it anyway). */
    async load() {
      await loadModel();
    },
    async classify(image) {
      const { data } = await sharp()(image)
        .resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const loaded = await loadModel();
      const tf = tfjs();
      const tensor = tf.tensor3d(new Int32Array(data), [MODEL_SIZE, MODEL_SIZE, 3], 'int32');
      try {
        const predictions = await loaded.classify(tensor, 5);
        const score = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
        return {
          porn: score('Porn'),
          sexy: score('Sexy'),
          hentai: score('Hentai'),
          neutral: score('Neutral'),
          drawing: score('Drawing'),
        };
      } finally {
        tensor.dispose();
      }
    },
  };
}

/**
 * A classifier for tests: answers `next` scores (set by the test), neutral by default, and counts
 * the images it was asked about.
 */
export function createScriptedClassifier(): ImageClassifier & {
  next: ImageScores;
  calls: number;
  /** Make the next answers explicit (porn `score`, the rest neutral) or neutral (`score` 0). */
  script(score: number): void;
} {
  const neutral = (): ImageScores => ({ porn: 0, sexy: 0, hentai: 0, neutral: 1, drawing: 0 });
  const classifier = {
    next: neutral(),
    calls: 0,
    script(score: number) {
      classifier.next = { ...neutral(), porn: score, neutral: 1 - score };
    },
    async classify(_image: Buffer) {
      classifier.calls += 1;
      return { ...classifier.next };
    },
  };
  return classifier;
}
