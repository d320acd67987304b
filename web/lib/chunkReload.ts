import { RELOAD_GUARD_MS } from '@common/constants';

/** The sessionStorage key holding when the page last reloaded for a failed chunk (epoch ms). */
export const CHUNK_RELOAD_KEY = 'chunk-reload';

/**
 * Whether `error` is a failed download of a code chunk: a dynamic `import()` that failed
 * (Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed") or Vite's preload of the chunk's
 * stylesheet ("Unable to preload CSS"). After a deploy the old chunks are gone; a reload fetches
 * the new entry with the new chunk names.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/** What the guard needs of the page: the clock (epoch ms), the tab's storage and the reload. */
export interface ChunkReloadPage {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/**
 * SPEC §8 "chunk-loading failure: reload once, at most once a minute" (SPEC §9 reload guard
 * 60 s, `RELOAD_GUARD_MS`). Answers a function that, given the error a page failed with, reloads
 * the page and answers true when it is a chunk failure and the tab has not reloaded for one in the
 * last 60 s (the time of the reload is kept in `storage` under `CHUNK_RELOAD_KEY`, so it outlives
 * the reload); else answers false and the caller shows the error. Once it has reloaded it answers
 * true again until the page is gone (a render repeated meanwhile does not show the error). Storage
 * that cannot be used means no reload: without the guard a failure could reload for ever.
 */
export function createChunkReloadGuard(page: ChunkReloadPage): (error: unknown) => boolean {
  let reloading = false;
  return (error) => {
    if (reloading) return true;
    if (!isChunkLoadError(error)) return false;
    try {
      const now = page.now();
      const last = Number(page.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (now - last < RELOAD_GUARD_MS && now >= last) return false;
      page.storage.setItem(CHUNK_RELOAD_KEY, String(now));
    } catch {
      return false;
    }
    reloading = true;
    page.reload();
    return true;
  };
}
