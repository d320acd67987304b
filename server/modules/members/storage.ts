import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where photo files live (ARCHITECTURE "Photos"): a local folder by default. */
export interface PhotoStorage {
  /** The bytes stored under `key`, or null when missing. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
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
