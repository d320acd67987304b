import type { CompanyInfo, SiteSettings } from '@common/schemas/settings';
import type { CompanyOverrides } from '../../company-config.ts';
import { defaultCompany, defaultSettings } from './defaults.ts';

/** Company info as stored in a settings row, without what the server works out per answer. */
export type StoredCompanyInfo = Omit<CompanyInfo, 'example_data'>;

/** A site's settings and company info, the parts the company configuration touches. */
export interface CompanyView {
  settings: SiteSettings;
  company: StoredCompanyInfo;
}

/**
 * `view` with the configured company details (COMPANY_*, SUPPORT_EMAIL; `CompanyOverrides` in
 * server/config.ts) over the stored ones: each set value replaces the stored one, COMPANY_PHONE
 * both the company's and the settings' `support_phone`. Unset values keep the stored ones.
 */
export function withCompanyOverrides(view: CompanyView, overrides: CompanyOverrides = {}): CompanyView {
  const company: StoredCompanyInfo = { ...view.company };
  if (overrides.name !== undefined) company.name = overrides.name;
  if (overrides.address !== undefined) company.address = overrides.address;
  if (overrides.city !== undefined) company.city = overrides.city;
  if (overrides.country !== undefined) company.country = overrides.country;
  if (overrides.kvk !== undefined) company.kvk = overrides.kvk;
  if (overrides.vatNumbers !== undefined) company.vat_numbers = [...overrides.vatNumbers];
  if (overrides.tradenames !== undefined) company.tradenames = [...overrides.tradenames];
  if (overrides.phone !== undefined) company.support_phone = overrides.phone;
  const settings = { ...view.settings };
  if (overrides.phone !== undefined) settings.support_phone = overrides.phone;
  if (overrides.supportEmail !== undefined) settings.support_email = overrides.supportEmail;
  return { settings, company };
}

const exampleSettings = defaultSettings([]);

/**
 * The seeded example company details (`defaultCompany`, the seeded support address and phone),
 * each with the environment variable that replaces it. The country (Nederland) and the trade name
 * (the site's name) are real enough and not listed.
 */
const EXAMPLES: ReadonlyArray<{ env: string; isExample: (view: CompanyView) => boolean }> = [
  { env: 'COMPANY_NAME', isExample: (v) => v.company.name === defaultCompany.name },
  { env: 'COMPANY_ADDRESS', isExample: (v) => v.company.address === defaultCompany.address },
  { env: 'COMPANY_CITY', isExample: (v) => v.company.city === defaultCompany.city },
  { env: 'COMPANY_KVK', isExample: (v) => v.company.kvk === defaultCompany.kvk },
  {
    env: 'COMPANY_VAT',
    isExample: (v) => v.company.vat_numbers.some((vat) => defaultCompany.vat_numbers.includes(vat)),
  },
  {
    env: 'COMPANY_PHONE',
    isExample: (v) =>
      v.company.support_phone === defaultCompany.support_phone ||
      v.settings.support_phone === exampleSettings.support_phone,
  },
  { env: 'SUPPORT_EMAIL', isExample: (v) => v.settings.support_email === exampleSettings.support_email },
];

/**
 * The environment variables whose company detail still holds the seeded example value (a
 * placeholder: KvK 12345678, Herengracht 100, support@amora.localhost, …) on this site, in the
 * order of README "Configuration". Empty when every detail is real.
 */
export function exampleCompanyFields(view: CompanyView): string[] {
  return EXAMPLES.filter((e) => e.isExample(view)).map((e) => e.env);
}

/**
 * The one warning `npm start` prints while example company details are in use (`fields` from
 * `exampleCompanyFields`), or null when there are none.
 */
export function exampleCompanyWarning(fields: readonly string[]): string | null {
  if (fields.length === 0) return null;
  return (
    `the legal pages show example company details (placeholders such as KvK ${defaultCompany.kvk}): ` +
    `set ${fields.join(', ')} to your company's details (README "Configuration").`
  );
}
