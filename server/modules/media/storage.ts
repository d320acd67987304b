import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { S3StorageOptions } from './s3-storage.ts';

/**
 * Where photo files live (ARCHITECTURE "Photos"): member photos (`members/{userId}/{hex}.webp` and
 * `.thumb.webp`), generated demo photos (`demo/{userId}/{index}.webp`) and chat images
 * (`chat/{senderId}/{hex}.webp`). Two adapters: a local folder (`createLocalStorage`, the default)
 * and an S3-compatible bucket (`createS3Storage` in `s3-storage.ts`); `openPhotoStorage` picks one.
 * Keys are relative `/`-separated paths without `..` segments.
 */
export interface PhotoStorage {
  /**
   * The bytes stored under `key`, or null when nothing is stored there. Throws `StorageError` when
   * the store cannot answer (S3: refused credentials, a missing bucket, the network), so a fault is
   * never mistaken for a missing file.
   */
  get(key: string): Promise<Buffer | null>;
  /** Store `data` under `key`, replacing what was there. Throws `StorageError` when it is not stored. */
  put(key: string, data: Buffer): Promise<void>;
  /** Remove what is stored under `key`; nothing stored there is no error. Throws `StorageError`. */
  remove(key: string): Promise<void>;
}

/**
 * A storage operation that failed for another reason than a missing key: `operation` and `key` as
 * asked, `code` the store's error code when it gave one (S3: `SignatureDoesNotMatch`,
 * `NoSuchBucket`, `AccessDenied`, …), `status` its HTTP status; the original error is the `cause`.
 */
export class StorageError extends Error {
  constructor(
    readonly operation: 'get' | 'put' | 'remove',
    readonly key: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      `photo storage ${operation} ${key} failed${status ? `: ${status}` : ''}${code ? ` ${code}` : ''}`,
      options,
    );
    this.name = 'StorageError';
  }
}

/** Local-folder storage below `dir` (a temporary folder when null). Keys are `a/b.webp` paths. */
export function createLocalStorage(dir: string | null): PhotoStorage {
  const root = dir ?? path.join(tmpdir(), `amora-photos-${process.pid}-${Date.now()}`);
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the folder');
    return full;
  };
  return {
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** How long a file stays in a process's memory after it was read or stored (seconds). */
export const PHOTO_CACHE_TTL_S = 600;

/**
 * `inner` with the files it answered kept in this process's memory (ARCHITECTURE "Photos"): at
 * most `maxBytes` in all (the least recently read go first; a file larger than an eighth of it is
 * not kept), each for `PHOTO_CACHE_TTL_S` after it was stored or first read. A key names one
 * content for good (an upload gets a fresh random key, a generated portrait is the same for its
 * seed), so a kept file is never stale. `remove` forgets it in this process at once; another
 * process forgets it within the TTL, and answers it meanwhile to nobody: every route that sends a
 * file checks its database row first. `now`: the clock in milliseconds (tests). Errors as `inner`.
 */
export function withMemoryCache(
  inner: PhotoStorage,
  maxBytes: number,
  now: () => number = () => performance.now(),
): PhotoStorage {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (data) => Math.max(1, data.length),
    ttl: PHOTO_CACHE_TTL_S * 1000,
    // Ask the clock on every read (by default lru-cache reuses one reading for a millisecond).
    ttlResolution: 0,
    perf: { now },
  });
  return {
    async get(key) {
      const hit = kept.get(key);
      if (hit) return hit;
      const data = await inner.get(key);
      if (data) kept.set(key, data);
      return data;
    },
    async put(key, data) {
      kept.delete(key);
      await inner.put(key, data);
      kept.set(key, data);
    },
    async remove(key) {
      kept.delete(key);
      await inner.remove(key);
    },
  };
}

/**
 * The app's photo storage: the S3 bucket of `s3` when given (config `S3_*`), else the local
 * folder `{dataDir}/photos` (`dataDir` null: a temporary folder), with up to `cacheBytes` of the
 * files read kept in memory (`withMemoryCache`; config `PHOTO_CACHE_MB`, 0: none). The S3 client
 * is loaded only when it is used, so a server without S3 does not pay for loading the AWS SDK at
 * start.
 */
export async function openPhotoStorage(options: {
  s3?: S3StorageOptions | undefined;
  dataDir: string | null;
  cacheBytes?: number;
}): Promise<PhotoStorage> {
  const storage = options.s3
    ? (await import('./s3-storage.ts')).createS3Storage(options.s3)
    : createLocalStorage(options.dataDir ? path.join(options.dataDir, 'photos') : null);
  return options.cacheBytes ? withMemoryCache(storage, options.cacheBytes) : storage;
}
