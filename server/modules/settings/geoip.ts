/**
 * The visitor's country from their address (SPEC §1, §4: the adult-entry warning shows in NL and
 * DE; SPEC §3 `geoip_country`).
 *
 * Data: the `geoip-country` package (Apache-2.0) ships MaxMind's GeoLite2 Country data, used under
 * the GeoLite2 End User License Agreement and CC BY-SA 4.0 (`node_modules/geoip-country/LICENSE`
 * and `EULA`): "This product includes GeoLite2 data created by MaxMind, available from
 * https://www.maxmind.com/". The data is as current as the installed package version.
 *
 * The package reads its data files (about 7 MB) into memory when it is first required, about
 * 25 ms: that happens on the first lookup, not at start, so tests and scripts that never ask
 * for a country do not pay for it. Lookups are synchronous and in memory (about 0.5 µs).
 */
import { createRequire } from 'node:module';
import type { SiteSettings } from '@common/schemas/settings';
import type geoip from 'geoip-country';

let lookup: typeof geoip.lookup | undefined;

/**
 * The country (ISO 3166-1 alpha-2, upper case) of IPv4 or IPv6 address `ip`, or undefined when the
 * GeoLite2 data names none (loopback, private ranges, unknown or malformed addresses).
 */
export function countryOfIp(ip: string): string | undefined {
  if (!lookup) {
    const loaded = createRequire(import.meta.url)('geoip-country') as typeof geoip;
    lookup = loaded.lookup;
  }
  try {
    const country = lookup(ip)?.country;
    return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §3 `geoip_country` as settings.php answers it: the country of the visitor's address
 * (`ip`, the request's client address), else the site's configured `geoip_country` (a private,
 * loopback or unknown address).
 */
export function visitorCountry(settings: Pick<SiteSettings, 'geoip_country'>, ip: string): string {
  return countryOfIp(ip) ?? settings.geoip_country;
}

/**
 * The country a new member's profile starts with: the visitor's own country when the site serves
 * it (`settings.countries`, SPEC §3), else the site's `geoip_country` (a visitor from elsewhere
 * or an address without a country). Regions and search then fit where the member lives.
 */
export function signupCountry(
  settings: Pick<SiteSettings, 'geoip_country' | 'countries'>,
  ip: string,
): string {
  const country = countryOfIp(ip);
  return country && settings.countries.includes(country) ? country : settings.geoip_country;
}
