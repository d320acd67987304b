/**
 * SPEC §3 payment order `paymentCountry`: the country a payment is made from, which a discount
 * code's `country` is checked against. The profile's country is not it: the member edits it.
 */
import type { SiteSettings } from '@common/schemas/settings';
import { visitorCountry } from '../settings/geoip.ts';

/**
 * The country (ISO 3166-1 alpha-2) a payment is made from: the country of the paying account when
 * the method names one (a direct debit's `iban`, its first two letters), else the country of the
 * request's address `ip` (GeoLite2), else the site's `geoip_country` (a private or loopback
 * address, as settings.php answers it).
 */
export function paymentCountry(
  settings: Pick<SiteSettings, 'geoip_country'>,
  ip: string,
  iban?: string | null,
): string {
  const account = iban?.replace(/\s/g, '').slice(0, 2).toUpperCase();
  if (account && /^[A-Z]{2}$/.test(account)) return account;
  return visitorCountry(settings, ip);
}
