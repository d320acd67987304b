import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * The app's photo storage: the S3 bucket of `s3` when given (config `S3_*`), else the local
 * folder `{dataDir}/photos` (`dataDir` null: a temporary folder). The S3 client is loaded only
 * when it is used, so a server without S3 does not pay for loading the AWS SDK at start.
 */
export async function openPhotoStorage(options: {
  s3?: S3StorageOptions | undefined;
  dataDir: string | null;
}): Promise<PhotoStorage> {
  if (!options.s3) return createLocalStorage(options.dataDir ? path.join(options.dataDir, 'photos') : null);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(options.s3);
}
