import { describe, expect, it } from 'vitest';
import { placeSlug, regionBySlug, slugDisplayName } from './places.ts';

describe('lander place slugs (SPEC §2)', () => {
  it('writes place names in URL form', () => {
    expect(placeSlug('Noord-Holland')).toBe('noord-holland');
    expect(placeSlug("'s-Hertogenbosch")).toBe('s-hertogenbosch');
    expect(placeSlug('Düsseldorf')).toBe('dusseldorf');
    expect(placeSlug('Gießen')).toBe('giessen');
  });

  it('finds a region by its slug in the country only', () => {
    expect(regionBySlug('NL', 'noord-holland')?.name).toBe('Noord-Holland');
    expect(regionBySlug('DE', 'noord-holland')).toBeNull();
  });

  it('guesses a readable name from a slug for the headline while the place loads', () => {
    expect(slugDisplayName('utrecht')).toBe('Utrecht');
    expect(slugDisplayName('den-haag')).toBe('Den Haag');
    expect(slugDisplayName('Noord--Holland')).toBe('Noord Holland');
    expect(slugDisplayName('---')).toBe('');
  });
});
