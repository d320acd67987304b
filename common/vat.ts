/**
 * VAT on the credits the site sells (issue "Back office" §6, business figures: revenue without
 * VAT). Credits are an electronically supplied service to consumers, taxed at the standard rate of
 * the buyer's EU country (Directive 2006/112/EC art. 58; the seller declares it through the OSS).
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union",
 * situation at 1 January 2025 (taxation-customs.ec.europa.eu, `vat_rates_en.pdf`), checked
 * against each country's tax authority for the countries below; no change for them since.
 * Rates are in basis points (2100 = 21.00 %), so that a rate such as 25.5 % stays exact.
 *
 * Only the standard rates of the EU countries among the site's countries
 * (`SUPPORTED_COUNTRIES`, common/constants.ts) are listed. Outside the EU (GB, CH, US, CA, AU, NZ)
 * no EU VAT is due: the rate is 0 and revenue there counts as without VAT (a foreign VAT or GST
 * registration, if the business has one, is not modelled). Past temporary rates (DE 16 % in
 * July–December 2020, IE 21 % from September 2020 to February 2021) are not modelled: the current
 * rate applies to every order.
 */

/** Standard VAT rate per EU country (ISO 3166-1 alpha-2), in basis points; see the module notes. */
export const VAT_BASIS_POINTS: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  DE: 1900,
  ES: 2100,
  FR: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  PL: 2300,
};

/** The VAT rate of an order's country in basis points (0 outside the listed EU countries). */
export function vatBasisPoints(country: string): number {
  return VAT_BASIS_POINTS[country.toUpperCase()] ?? 0;
}

/**
 * An amount including VAT without it: `cents / (1 + rate)`, rounded to whole cents (half away
 * from zero, as PostgreSQL's `round(numeric)` does in the figures' SQL). 1210 cents in NL → 1000.
 */
export function centsWithoutVat(cents: number, country: string): number {
  const exact = (cents * 10_000) / (10_000 + vatBasisPoints(country));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
