import { describe, expect, it } from 'vitest';
import { showAppBadge } from './useAppBadge';

describe('showAppBadge (SPEC §4, §8)', () => {
  it('sets the count when above 0 and clears the badge at 0', async () => {
    const calls: string[] = [];
    const nav = {
      setAppBadge: async (n: number) => void calls.push(`set ${n}`),
      clearAppBadge: async () => void calls.push('clear'),
    };
    await showAppBadge(nav, 7);
    await showAppBadge(nav, 0);
    expect(calls).toEqual(['set 7', 'clear']);
  });

  it('does nothing without the Badging API and ignores refusals and throws', async () => {
    await expect(showAppBadge({}, 3)).resolves.toBeUndefined();
    const refusing = {
      setAppBadge: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
      clearAppBadge: () => {
        throw new TypeError('Illegal invocation');
      },
    };
    await expect(showAppBadge(refusing, 3)).resolves.toBeUndefined();
    await expect(showAppBadge(refusing, 0)).resolves.toBeUndefined();
  });
});
