import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR_MAX_WHILE_LOADING } from './loadingBar';

/** SPEC §9 loading bar: 5 s duration, 200 ms throttle, hidden 500 ms after the load ended. */
describe('the loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never shows for a load shorter than the 200 ms throttle', () => {
    const bar = createLoadingBar();
    const changes = vi.fn();
    bar.subscribe(changes);
    const done = bar.start();
    vi.advanceTimersByTime(199);
    done();
    vi.advanceTimersByTime(10_000);
    expect(bar.get()).toEqual({ visible: false, progress: 0 });
    expect(changes).not.toHaveBeenCalled();
  });

  it('appears after 200 ms, moves towards the end over 5 s, fills up and hides 500 ms after the end', () => {
    const bar = createLoadingBar();
    const done = bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.get().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.get()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1_000);
    expect(bar.get().progress).toBeCloseTo(20);
    vi.advanceTimersByTime(1_500);
    expect(bar.get().progress).toBeCloseTo(50);
    // It waits short of the end while the load goes on, however long.
    vi.advanceTimersByTime(2_500);
    expect(bar.get().progress).toBe(LOADING_BAR_MAX_WHILE_LOADING);
    vi.advanceTimersByTime(30_000);
    expect(bar.get()).toEqual({ visible: true, progress: LOADING_BAR_MAX_WHILE_LOADING });
    done();
    expect(bar.get()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.get()).toEqual({ visible: false, progress: 0 });
  });

  it('stays while any of several loads goes on; ending a load twice counts once', () => {
    const bar = createLoadingBar();
    const first = bar.start();
    const second = bar.start();
    vi.advanceTimersByTime(300);
    first();
    first();
    vi.advanceTimersByTime(1_000);
    expect(bar.get().visible).toBe(true);
    expect(bar.get().progress).toBeLessThan(100);
    second();
    expect(bar.get().progress).toBe(100);
    vi.advanceTimersByTime(500);
    expect(bar.get().visible).toBe(false);
  });

  it('keeps the bar when a load begins within the 500 ms after the last, and starts its progress again', () => {
    const bar = createLoadingBar();
    bar.start()();
    const done = bar.start();
    vi.advanceTimersByTime(1_000);
    done();
    vi.advanceTimersByTime(300);
    const again = bar.start();
    expect(bar.get()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1_000);
    expect(bar.get()).toMatchObject({ visible: true });
    expect(bar.get().progress).toBeCloseTo(20);
    again();
    vi.advanceTimersByTime(500);
    expect(bar.get().visible).toBe(false);
  });

  it('tracks a promise until it settles, also when it fails', async () => {
    const bar = createLoadingBar();
    let fail: (reason: Error) => void = () => undefined;
    const tracked = bar.track(new Promise((_, reject) => (fail = reject)));
    vi.advanceTimersByTime(250);
    expect(bar.get().visible).toBe(true);
    fail(new Error('chunk failed'));
    await expect(tracked).rejects.toThrow('chunk failed');
    expect(bar.get().progress).toBe(100);
    vi.advanceTimersByTime(500);
    expect(bar.get().visible).toBe(false);
  });
});
