import { describe, expect, it } from 'vitest';
import { LEAVE_URL, type LeaveWindow, leaveSite } from './leaveSite';

/** A window with `referrer` and `length` history entries that records where it went. */
function fakeWindow(referrer: string, length: number) {
  const went: string[] = [];
  const win: LeaveWindow = {
    location: { origin: 'https://amora.example', replace: (url) => void went.push(url) },
    history: { length, back: () => void went.push('back') },
    document: { referrer },
  };
  return { win, went };
}

describe('leaving at the entry warning (SPEC §1, §4)', () => {
  it('goes back to the other site the visitor came from', () => {
    const { win, went } = fakeWindow('https://search.example/?q=dating', 2);
    leaveSite(win);
    expect(went).toEqual(['back']);
  });

  it('goes to a search engine, never a blank page, without a referrer of another site', () => {
    for (const [referrer, length] of [
      ['', 1],
      ['', 2],
      ['https://amora.example/pages/faq', 3],
      ['not a url', 2],
      ['https://search.example/', 1],
    ] as const) {
      const { win, went } = fakeWindow(referrer, length);
      leaveSite(win);
      expect(went).toEqual([LEAVE_URL]);
    }
    expect(LEAVE_URL).toBe('https://www.google.com/');
  });
});
