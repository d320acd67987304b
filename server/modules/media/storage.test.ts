/**
 * Photo files kept in a process's memory (`withMemoryCache` of ./storage.ts, ARCHITECTURE
 * "Photos"): on a real local folder, counting what reaches it. A file read once is answered from
 * memory until it is removed, pushed out by newer files or older than `PHOTO_CACHE_TTL_S`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage, PHOTO_CACHE_TTL_S, type PhotoStorage, withMemoryCache } from './storage.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A local folder and the number of reads that reached it. */
function counted(): { store: PhotoStorage; reads: () => number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-photo-cache-'));
  folders.push(dir);
  const local = createLocalStorage(dir);
  let reads = 0;
  return {
    store: {
      get: (key) => {
        reads += 1;
        return local.get(key);
      },
      put: (key, data) => local.put(key, data),
      remove: (key) => local.remove(key),
    },
    reads: () => reads,
  };
}

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('photo files kept in memory', () => {
  it('reads a file from the store once, then from memory; a missing file is asked again', async () => {
    const { store, reads } = counted();
    await store.put('members/1/a.thumb.webp', bytes(3000, 1));
    const cached = withMemoryCache(store, 1024 * 1024);
    expect(await cached.get('members/1/a.thumb.webp')).toEqual(bytes(3000, 1));
    expect(await cached.get('members/1/a.thumb.webp')).toEqual(bytes(3000, 1));
    expect(reads()).toBe(1);
    expect(await cached.get('members/1/none.webp')).toBeNull();
    expect(await cached.get('members/1/none.webp')).toBeNull();
    expect(reads()).toBe(3);
  });

  it('answers what it stored without reading it, and forgets a removed file at once', async () => {
    const { store, reads } = counted();
    const cached = withMemoryCache(store, 1024 * 1024);
    await cached.put('demo/7/0.webp', bytes(2000, 2));
    expect(await cached.get('demo/7/0.webp')).toEqual(bytes(2000, 2));
    expect(reads()).toBe(0);
    await cached.remove('demo/7/0.webp');
    expect(await cached.get('demo/7/0.webp')).toBeNull();
    expect(reads()).toBe(1);
  });

  it('keeps at most its size, the least recently read going first, and no file above an eighth of it', async () => {
    const { store, reads } = counted();
    const names = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'];
    for (const name of names) await store.put(`k/${name}`, bytes(1000, 3));
    await store.put('k/big', bytes(1001, 3));
    const cached = withMemoryCache(store, 8000);
    for (const name of names.slice(0, 8)) await cached.get(`k/${name}`);
    await cached.get('k/f0'); // f0 is now the most recently read, f1 the least
    expect(reads()).toBe(8);
    await cached.get('k/f8'); // a ninth 1,000 bytes: f1 goes
    for (const name of names.filter((n) => n !== 'f1')) await cached.get(`k/${name}`);
    expect(reads()).toBe(9);
    await cached.get('k/f1');
    expect(reads()).toBe(10);
    await cached.get('k/big');
    await cached.get('k/big');
    expect(reads()).toBe(12);
  });

  it(`reads a file again ${PHOTO_CACHE_TTL_S} s after it was kept`, async () => {
    const { store, reads } = counted();
    await store.put('chat/3/x.webp', bytes(500, 4));
    let now = 1_000_000;
    const cached = withMemoryCache(store, 1024 * 1024, () => now);
    await cached.get('chat/3/x.webp');
    now += (PHOTO_CACHE_TTL_S - 1) * 1000;
    await cached.get('chat/3/x.webp');
    expect(reads()).toBe(1);
    now += 2000;
    await cached.get('chat/3/x.webp');
    expect(reads()).toBe(2);
  });
});
