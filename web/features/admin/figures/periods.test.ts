import { describe, expect, it } from 'vitest';
import { lastDays, presetRange, todayInSiteZone } from './periods';

describe('figure periods end on Amsterdam’s today', () => {
  it('after Amsterdam’s midnight, while UTC is still on the day before', () => {
    // 23:07 UTC on 28 November is 00:07 on 29 November in Amsterdam (CET, UTC+1).
    const now = Date.parse('2026-11-28T23:07:00Z');
    expect(todayInSiteZone(now)).toBe('2026-11-29');
    expect(lastDays(7, now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('this_month', now)).toEqual({ from: '2026-11-01', to: '2026-11-29', group: 'day' });
    expect(presetRange('last_30_days', now)).toEqual({ from: '2026-10-31', to: '2026-11-29', group: 'day' });
    expect(presetRange('last_12_months', now)).toEqual({
      from: '2025-12-01',
      to: '2026-11-29',
      group: 'month',
    });
  });

  it('in summer time, over a month end and a leap day', () => {
    // 22:30 UTC on 31 May is 00:30 on 1 June in Amsterdam (CEST, UTC+2).
    expect(lastDays(7, Date.parse('2026-05-31T22:30:00Z'))).toEqual({ from: '2026-05-26', to: '2026-06-01' });
    expect(lastDays(7, Date.parse('2028-03-03T10:00:00Z'))).toEqual({ from: '2028-02-26', to: '2028-03-03' });
    expect(lastDays(1, Date.parse('2026-11-28T12:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });
});
