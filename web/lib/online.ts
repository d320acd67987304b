/**
 * SPEC §4 "online/offline status is tracked": whether the browser is online, as one small store.
 * It starts from `navigator.onLine` (online where there is no navigator), follows the window's
 * `online` and `offline` events once `watchBrowserConnectivity()` ran (main.tsx), and tells its
 * listeners of each change: the offline banner, the API client (`api()` waits while offline,
 * `web/lib/api.ts`) and TanStack Query's onlineManager (main.tsx).
 */

type Listener = (online: boolean) => void;

let online = typeof navigator === 'undefined' || navigator.onLine !== false;
const listeners = new Set<Listener>();

/** Whether the browser is online now. */
export function isOnline(): boolean {
  return online;
}

/** Set the status (the browser's events; tests). Listeners hear only of a change. */
export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  for (const listener of [...listeners]) listener(value);
}

/** Call `listener` with the new status on every change; answers the function that stops it. */
export function onConnectivityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Resolves at once when online, else when the browser is online again. Rejects with the
 * signal's reason when `signal` aborts first.
 */
export function waitUntilOnline(signal?: AbortSignal): Promise<void> {
  if (online) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const stop = onConnectivityChange((now) => {
      if (!now) return;
      stop();
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    const onAbort = () => {
      stop();
      reject(signal?.reason ?? new Error('aborted'));
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Follow the browser: the current `navigator.onLine` and then its `online` and `offline` events
 * on `target` (the window). Answers the function that stops following.
 */
export function watchBrowserConnectivity(target: Window = window): () => void {
  setOnline(target.navigator.onLine !== false);
  const goOnline = () => setOnline(true);
  const goOffline = () => setOnline(false);
  target.addEventListener('online', goOnline);
  target.addEventListener('offline', goOffline);
  return () => {
    target.removeEventListener('online', goOnline);
    target.removeEventListener('offline', goOffline);
  };
}
