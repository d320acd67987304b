import { describe, expect, it } from 'vitest';
import { badgeText } from './badges';

describe('badgeText', () => {
  it('shows counts up to 99 and 99+ above (SPEC §9)', () => {
    expect([1, 99, 100, 250].map(badgeText)).toEqual(['1', '99', '99+', '99+']);
  });
});
