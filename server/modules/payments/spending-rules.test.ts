import { describe, expect, it } from 'vitest';
import { changeLimit, leftCents, monthWindow, NO_LIMIT, resetDay, settled } from './spending-rules.ts';

const AMS = 'Europe/Amsterdam';

describe('monthWindow', () => {
  it('is the calendar month in Amsterdam, also around midnight and the clock change', () => {
    // 31 March 23:30 UTC is already 1 April in Amsterdam (summer time, UTC+2).
    expect(monthWindow(new Date('2026-03-31T23:30:00Z'), AMS)).toEqual({
      start: new Date('2026-03-31T22:00:00Z'),
      end: new Date('2026-04-30T22:00:00Z'),
      month: '2026-04',
    });
    expect(monthWindow(new Date('2026-03-15T12:00:00Z'), AMS)).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
      month: '2026-03',
    });
    expect(monthWindow(new Date('2026-01-10T12:00:00Z'), AMS, -1).month).toBe('2025-12');
    expect(resetDay(new Date('2026-12-31T22:59:00Z'), AMS)).toBe('2027-01-01');
    expect(resetDay(new Date('2026-12-31T23:00:00Z'), AMS)).toBe('2027-02-01');
  });
});

describe('changeLimit', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = new Date('2026-03-04T10:00:00Z');
  it('sets a first limit and a lower one at once, and drops a waiting raise', () => {
    expect(changeLimit(NO_LIMIT, 5000, now)).toEqual({
      limitCents: 5000,
      pendingCents: null,
      pendingAt: null,
    });
    const waiting = { limitCents: 5000, pendingCents: 9000, pendingAt: later };
    expect(changeLimit(waiting, 4000, now)).toEqual({
      limitCents: 4000,
      pendingCents: null,
      pendingAt: null,
    });
    expect(changeLimit(waiting, 5000, now)).toEqual({
      limitCents: 5000,
      pendingCents: null,
      pendingAt: null,
    });
  });
  it('makes a raise or a removal wait exactly 72 hours', () => {
    const limited = { limitCents: 5000, pendingCents: null, pendingAt: null };
    expect(changeLimit(limited, 6000, now)).toEqual({
      limitCents: 5000,
      pendingCents: 6000,
      pendingAt: later,
    });
    expect(changeLimit(limited, null, now)).toEqual({
      limitCents: 5000,
      pendingCents: null,
      pendingAt: later,
    });
    const waiting = changeLimit(limited, 6000, now);
    expect(settled(waiting, new Date(later.getTime() - 1))).toEqual(waiting);
    expect(settled(waiting, later)).toEqual({ limitCents: 6000, pendingCents: null, pendingAt: null });
  });
  it('counts what is left, never below zero', () => {
    expect(leftCents(null, 100)).toBeNull();
    expect(leftCents(2000, 1250)).toBe(750);
    expect(leftCents(1000, 1250)).toBe(0);
  });
});
