/**
 * The injected clock (ARCHITECTURE "Time"): every time-bound rule asks it, never `Date.now()`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance; starts at `start`. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T12:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  /** Move the clock forward by `seconds`. */
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
