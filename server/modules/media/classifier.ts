/**
 * Classifying images for explicit content (docs/safety.md "Explicit images"): the
 * `ImageClassifier` interface, the NSFW.js adapter (MobileNetV2 with the weights shipped inside the
 * `nsfwjs` package, run by TensorFlow.js on its WebAssembly backend; no download at run time) and
 * a scripted classifier for tests. The model runs in a worker thread (`model-worker.ts`). Only the `image-screen` job classifies (`screening.ts`), never a
 * request.
 */
import { askModelWorker } from './model-thread.ts';

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

/**
 * The NSFW.js classifier. Decoding (sharp, stretched to 224 × 224 RGB, as the model was trained)
 * and inference run in the image models' worker thread (`model-thread.ts`), so the event loop is
 * not held; the packages and the model (about 3.5 MB of weights) load there on the first
 * `classify`, once per process; a failed load is tried again on the next call.
 */
export function createNsfwClassifier(): ImageClassifier & { load(): Promise<void> } {
  return {
    /** Load the packages and the model now (the bench measures it; `classify` does it anyway). */
    async load() {
      await askModelWorker('load-nsfw');
    },
    async classify(image) {
      return (await askModelWorker('classify', image)) as ImageScores;
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
