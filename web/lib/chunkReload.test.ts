import { RELOAD_GUARD_MS } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, createChunkReloadGuard, isChunkLoadError } from './chunkReload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://amora.nl/assets/LegalPage-x1.js',
);

/** A page with a settable clock, its own storage, and a count of reloads. */
function fakePage(start: number, stored?: number) {
  const values = new Map<string, string>();
  if (stored !== undefined) values.set(CHUNK_RELOAD_KEY, String(stored));
  const page = {
    time: start,
    reloads: 0,
    now: () => page.time,
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    },
    reload: () => {
      page.reloads += 1;
    },
  };
  return page;
}

describe('isChunkLoadError', () => {
  it('knows the chunk failures of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('the chunk reload guard (SPEC §8, §9 60 s)', () => {
  it('reloads once for a chunk failure and records when', () => {
    const page = fakePage(1_000_000);
    expect(createChunkReloadGuard(page)(chunkError)).toBe(true);
    expect(page.reloads).toBe(1);
    expect(page.storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s of the last reload (the page after the reload)', () => {
    const page = fakePage(1_000_000 + RELOAD_GUARD_MS - 1, 1_000_000);
    expect(createChunkReloadGuard(page)(chunkError)).toBe(false);
    expect(page.reloads).toBe(0);
  });

  it('reloads again once 60 s have passed since the last reload', () => {
    const page = fakePage(1_000_000 + RELOAD_GUARD_MS, 1_000_000);
    expect(createChunkReloadGuard(page)(chunkError)).toBe(true);
    expect(page.reloads).toBe(1);
  });

  it('keeps answering true while the reload is under way, without reloading twice', () => {
    const page = fakePage(1_000_000);
    const guard = createChunkReloadGuard(page);
    expect([guard(chunkError), guard(chunkError)]).toEqual([true, true]);
    expect(page.reloads).toBe(1);
  });

  it('never reloads for other errors, nor when the storage cannot be used', () => {
    const page = fakePage(1_000_000);
    expect(createChunkReloadGuard(page)(new Error('boom'))).toBe(false);
    const blocked = {
      ...page,
      storage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => undefined,
      },
    };
    expect(createChunkReloadGuard(blocked)(chunkError)).toBe(false);
    expect(page.reloads).toBe(0);
  });

  it('does not trust a recorded time in the future (a clock set back): it reloads', () => {
    const page = fakePage(1_000_000, 1_000_000 + 3_600_000);
    expect(createChunkReloadGuard(page)(chunkError)).toBe(true);
  });
});
