import type { CountryCode } from './constants.ts';
import { REGIONS, type Region } from './regions.ts';
import { placeSlug } from './slugs.ts';

export { placeSlug, slugDisplayName } from './slugs.ts';

/** The region of `country` whose name has the URL form `slug`, or null. */
export function regionBySlug(country: string, slug: string): Region | null {
  const regions = REGIONS[country as CountryCode] ?? [];
  return regions.find((r) => placeSlug(r.name) === slug) ?? null;
}
