import type { CountryCode } from './constants.ts';
import { REGIONS, type Region } from './regions.ts';

/**
 * Place names in URL form for the landers (SPEC §2 `/landing2/{slug?}`, `/landers/…/{slug?}`):
 * `Noord-Holland` → `noord-holland`, `'s-Hertogenbosch` → `s-hertogenbosch`, `Düsseldorf` →
 * `dusseldorf`. Server (showcase) and client (map pins) use the same rule.
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The region of `country` whose name has the URL form `slug`, or null. */
export function regionBySlug(country: string, slug: string): Region | null {
  const regions = REGIONS[country as CountryCode] ?? [];
  return regions.find((r) => placeSlug(r.name) === slug) ?? null;
}
