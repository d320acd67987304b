/**
 * The worker thread that runs the image models (docs/architecture.md "Image models"): NSFW.js
 * (`classifier.ts`) and face-api (`faces.ts`), both on TensorFlow.js's WebAssembly backend, whose
 * inference is synchronous and would otherwise hold the server's event loop (0.1 s per image for
 * NSFW.js, seconds for a selfie's faces, several seconds to load). Started by `model-thread.ts`,
 * one per process; each model loads on its first request, once.
 *
 * Messages in: `{ id, kind: 'classify' | 'faces', image: ArrayBuffer }` (image bytes of any format
 * sharp reads, transferred) or `{ id, kind: 'load-nsfw' | 'load-faces' }`. Out: `{ id, ok: true,
 * result }` (ImageScores for `classify`; `{ descriptor: Float32Array, area }[]`, largest first, for
 * `faces`; nothing for the loads) or `{ id, ok: false, error }` (the message of what was thrown).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type * as Tf from '@tensorflow/tfjs';
import type * as Nsfw from 'nsfwjs';
import type Sharp from 'sharp';
import { lazyPackage } from '../../lib/lazy.ts';

/** A request to the worker (see the file's comment). */
export type ModelRequest =
  | { id: number; kind: 'classify' | 'faces'; image: ArrayBuffer }
  | { id: number; kind: 'load-nsfw' | 'load-faces' };

/** The worker's answer to request `id`. */
export type ModelResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/** Side of the square the MobileNetV2 model of NSFW.js takes, in pixels. */
const NSFW_SIZE = 224;
/** Longest edge (px) images are scaled to before face detection (see `faces.ts` FACE_IMAGE_EDGE). */
const FACE_IMAGE_EDGE = 640;
/** Detections below this confidence are no face. */
const MIN_CONFIDENCE = 0.5;

const require = createRequire(import.meta.url);
const sharp = lazyPackage<typeof Sharp>('sharp');
const tfjs = lazyPackage<typeof Tf>('@tensorflow/tfjs');
const nsfwjs = lazyPackage<typeof Nsfw>('nsfwjs');

/** What this worker uses of face-api's node-wasm build. */
interface FaceApi {
  nets: Record<
    'ssdMobilenetv1' | 'faceLandmark68Net' | 'faceRecognitionNet',
    { loadFromDisk(dir: string): Promise<void> }
  >;
  SsdMobilenetv1Options: new (options: { minConfidence: number }) => unknown;
  detectAllFaces(
    input: unknown,
    options: unknown,
  ): {
    withFaceLandmarks(): {
      withFaceDescriptors(): Promise<
        Array<{ descriptor: Float32Array; detection: { box: { width: number; height: number } } }>
      >;
    };
  };
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  };
}

/** Point TensorFlow.js's WebAssembly backend at the `.wasm` files of the installed package (no download). */
function useInstalledWasm(): void {
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  const wasmDir = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
    'dist',
  );
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
}

/** Retry a failed load on the next call: `once(load)` answers load's promise until it rejects. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** NSFW.js's MobileNetV2 with the weights inside the `nsfwjs` package. */
const nsfwModel = once(async () => {
  const tf = tfjs();
  useInstalledWasm();
  await tf.setBackend('wasm');
  await tf.ready();
  return nsfwjs().load('MobileNetV2');
});

/** face-api with its three models from the package's `model/` folder. */
const faceApi = once(async () => {
  useInstalledWasm();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  await faceapi.tf.setBackend('wasm');
  await faceapi.tf.ready();
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  return faceapi;
});

/** The NSFW.js scores of `image`: decoded and stretched to 224 × 224 RGB, as the model was trained. Throws on bytes sharp cannot read. */
async function classify(image: Buffer) {
  const { data } = await sharp()(image)
    .resize(NSFW_SIZE, NSFW_SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const model = await nsfwModel();
  const tensor = tfjs().tensor3d(new Int32Array(data), [NSFW_SIZE, NSFW_SIZE, 3], 'int32');
  try {
    const predictions = await model.classify(tensor, 5);
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
}

/** The faces in `image`, largest first; [] when sharp cannot read it. */
async function faces(image: Buffer) {
  const faceapi = await faceApi();
  let decoded: { data: Buffer; info: { width: number; height: number } };
  try {
    decoded = await sharp()(image, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(FACE_IMAGE_EDGE, FACE_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return [];
  }
  const { data, info } = decoded;
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return found
      .map((f) => ({ descriptor: f.descriptor, area: f.detection.box.width * f.detection.box.height }))
      .sort((a, b) => b.area - a.area);
  } finally {
    tensor.dispose();
  }
}

/** Answer one request; the descriptors' buffers are transferred back. */
async function answer(request: ModelRequest): Promise<{ response: ModelResponse; transfer: ArrayBuffer[] }> {
  try {
    switch (request.kind) {
      case 'classify':
        return {
          response: { id: request.id, ok: true, result: await classify(Buffer.from(request.image)) },
          transfer: [],
        };
      case 'faces': {
        const found = await faces(Buffer.from(request.image));
        const result = found.map((f) => ({ descriptor: Float32Array.from(f.descriptor), area: f.area }));
        return {
          response: { id: request.id, ok: true, result },
          transfer: result.map((f) => f.descriptor.buffer as ArrayBuffer),
        };
      }
      case 'load-nsfw':
        await nsfwModel();
        return { response: { id: request.id, ok: true, result: null }, transfer: [] };
      case 'load-faces':
        await faceApi();
        return { response: { id: request.id, ok: true, result: null }, transfer: [] };
    }
  } catch (error) {
    return {
      response: { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) },
      transfer: [],
    };
  }
}

const port = parentPort;
if (port) {
  // One request at a time: TensorFlow.js runs one inference at a time anyway, and the queue's batch size is 1.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: ModelRequest) => {
    queue = queue.then(async () => {
      const { response, transfer } = await answer(request);
      port.postMessage(response, transfer);
    });
  });
}
