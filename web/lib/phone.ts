/**
 * SPEC §9 "support phone cleaned by removing hyphens and whitespace": the number as a `tel:`
 * link dials it, e.g. `020-123 45 67` → `0201234567`. Other characters (a leading `+`,
 * parentheses) are kept; the number's visible text stays as written.
 */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** The `href` of a link that calls `phone`: `tel:` and the cleaned number (`cleanPhone`). */
export function telHref(phone: string): string {
  return `tel:${cleanPhone(phone)}`;
}
