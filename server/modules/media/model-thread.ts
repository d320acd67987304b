/**
 * The main thread's side of the image models' worker thread (`model-worker.ts`;
 * docs/architecture.md "Image models"): TensorFlow.js's WebAssembly inference is synchronous, so it
 * runs there instead of holding the server's event loop. One worker per process, started on the
 * first request and shared by NSFW.js and face-api; it is unref'd while idle (it never keeps the
 * process alive) and ref'd while a request waits for it. A worker that dies fails the requests it
 * had and is started again by the next one.
 *
 * The worker's file is found beside this module: `model-worker.ts` when the server runs from its
 * sources (through tsx's loader), `model-worker.js` in the bundle (an entry point of
 * `scripts/build-server.mjs`, beside `main.js` and its chunks).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ModelRequest, ModelResponse } from './model-worker.ts';

type Pending = { resolve(result: unknown): void; reject(error: Error): void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * What the worker runs: in the bundle, `model-worker.js` beside this chunk; from the sources, a
 * small ES module (a `data:` URL) that registers tsx's loader and then imports `model-worker.ts`
 * (Node 20 loads a worker's entry file before the hooks of an `--import` option apply).
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./model-worker.js', import.meta.url);
  const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(path.join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = new URL('./model-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** Fail every waiting request with `error` and forget the worker (the next request starts a new one). */
function failAll(error: Error): void {
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) request.reject(error);
}

function startWorker(): Worker {
  const started = new Worker(workerEntry());
  started.unref();
  started.on('message', (response: ModelResponse) => {
    const request = pending.get(response.id);
    if (!request) return;
    pending.delete(response.id);
    if (pending.size === 0) started.unref();
    if (response.ok) request.resolve(response.result);
    else request.reject(new Error(response.error));
  });
  started.on('error', (error) => {
    if (worker === started) failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the image model worker stopped (exit code ${code})`));
  });
  return started;
}

/**
 * Ask the model worker: `classify` answers ImageScores, `faces` `{ descriptor, area }[]` (see
 * `model-worker.ts`), the loads nothing. `image`'s bytes are copied once into a buffer that is
 * transferred. Rejects with the worker's error (a model that failed to load, bytes that are no
 * image for `classify`) or when the worker stops.
 */
export function askModelWorker(kind: 'classify' | 'faces', image: Buffer): Promise<unknown>;
export function askModelWorker(kind: 'load-nsfw' | 'load-faces'): Promise<unknown>;
export function askModelWorker(kind: ModelRequest['kind'], image?: Buffer): Promise<unknown> {
  worker ??= startWorker();
  const target = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    if (image) {
      const bytes = new Uint8Array(image).buffer;
      target.postMessage({ id, kind, image: bytes } as ModelRequest, [bytes]);
    } else {
      target.postMessage({ id, kind } as ModelRequest);
    }
  });
}

/**
 * Terminate the model worker, if one runs (the app's close; models load again on the next
 * request). Requests still waiting are rejected.
 */
export async function stopModelWorker(): Promise<void> {
  const running = worker;
  if (!running) return;
  failAll(new Error('the image model worker was stopped'));
  await running.terminate();
}
