import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_MS, LOADING_BAR_THROTTLE_MS } from '@common/constants';

/** What the loading bar shows: whether it is on screen, and how far it is, 0 to 100 (percent). */
export interface LoadingBarState {
  visible: boolean;
  progress: number;
}

/** The timing of a loading bar in milliseconds (SPEC §9: 5 s, 200 ms throttle, hidden after 500 ms). */
export interface LoadingBarTiming {
  durationMs: number;
  throttleMs: number;
  hideAfterMs: number;
  /** How often the progress moves on. */
  tickMs: number;
}

/** The most the bar shows while a load is still going on (percent); 100 only once it ended. */
export const LOADING_BAR_MAX_WHILE_LOADING = 95;

/** A loading bar's state machine (`createLoadingBar`). */
export interface LoadingBar {
  /** A load begins; answers the function that ends it (calling it again does nothing). */
  start(): () => void;
  /** Count `promise` as a load until it settles; answers it unchanged. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** The current state (the same object until it changes). */
  get(): LoadingBarState;
  /** Call `listener` after every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void;
}

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };

/**
 * SPEC §9 loading bar as a pure state machine on the global timers (fake timers in tests):
 * loads are counted (API requests, route chunks); the bar appears only when loading has gone on
 * for longer than the throttle (200 ms); it then moves linearly towards the end, reaching
 * `LOADING_BAR_MAX_WHILE_LOADING` % at the 5 s duration and waiting there; when the last load
 * ends it fills up (100 %) and hides 500 ms later. A load that begins within those 500 ms keeps
 * the bar on screen and starts its progress again.
 */
export function createLoadingBar(timing: Partial<LoadingBarTiming> = {}): LoadingBar {
  const { durationMs, throttleMs, hideAfterMs, tickMs } = {
    durationMs: LOADING_BAR_DURATION_MS,
    throttleMs: LOADING_BAR_THROTTLE_MS,
    hideAfterMs: LOADING_BAR_HIDE_MS,
    tickMs: 100,
    ...timing,
  };
  let active = 0;
  let state = HIDDEN;
  let ticks = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const progressNow = () => Math.min(LOADING_BAR_MAX_WHILE_LOADING, ((ticks * tickMs) / durationMs) * 100);
  const stopTicking = () => {
    clearInterval(tickTimer);
    tickTimer = undefined;
  };
  const show = () => {
    showTimer = undefined;
    ticks = 0;
    set({ visible: true, progress: 0 });
    stopTicking();
    tickTimer = setInterval(() => {
      ticks += 1;
      set({ visible: true, progress: progressNow() });
    }, tickMs);
  };
  const begin = () => {
    if (hideTimer !== undefined) {
      // Still on screen after the previous load: no throttle, the progress starts again.
      clearTimeout(hideTimer);
      hideTimer = undefined;
      show();
    } else if (!state.visible) {
      showTimer = setTimeout(show, throttleMs);
    }
  };
  const end = () => {
    if (showTimer !== undefined) {
      // Over within the throttle: never shown.
      clearTimeout(showTimer);
      showTimer = undefined;
      return;
    }
    stopTicking();
    set({ visible: true, progress: 100 });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set(HIDDEN);
    }, hideAfterMs);
  };

  const bar: LoadingBar = {
    start() {
      active += 1;
      if (active === 1) begin();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        active -= 1;
        if (active === 0) end();
      };
    },
    track(promise) {
      const done = bar.start();
      return promise.finally(done);
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return bar;
}

/** The page's one loading bar: `api()` and the route chunks (router.tsx) report their loads to it. */
export const loadingBar = createLoadingBar();
