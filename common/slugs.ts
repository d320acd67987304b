/**
 * Lander place slugs (SPEC §2), without the region lists: the landers' own chunks import this,
 * `places.ts` (which needs the regions) re-exports it for the server.
 */

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

/**
 * A readable name guessed from a lander slug until the server has resolved it (SPEC §2): `den-haag`
 * → `Den Haag`, `noord-holland` → `Noord Holland`. Only for copy shown while loading, so the
 * headline keeps its size (no layout shift); the resolved place's own name replaces it.
 */
export function slugDisplayName(slug: string): string {
  return placeSlug(slug)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
