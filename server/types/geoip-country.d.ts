/**
 * Types of `geoip-country` (v5; the package ships none): the part the server uses. `lookup`
 * answers the country of an IPv4 or IPv6 address (ISO 3166-1 alpha-2 in `country`), or null when
 * the GeoLite2 country data has no country for it (private, loopback and unknown addresses).
 */
declare module 'geoip-country' {
  /** One lookup's answer (more fields exist: name, continent, languages, ...). */
  export interface GeoCountry {
    /** ISO 3166-1 alpha-2 code, e.g. "NL". */
    country: string;
    name?: string;
    continent?: string;
  }
  /** The country of `ip` (dotted quad, IPv6, or IPv4-mapped IPv6), or null when unknown. */
  export function lookup(ip: string): GeoCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
