import { z } from 'zod';

/**
 * The company details of the legal pages (SPEC §3 company info) and the support address from the
 * environment (COMPANY_*, SUPPORT_EMAIL; README "Configuration"). Each one set replaces the stored
 * settings row's value on every site; unset ones keep it (`server/modules/settings/company.ts`).
 */
export interface CompanyOverrides {
  name?: string | undefined;
  address?: string | undefined;
  /** Postcode and town, e.g. `1015 BS Amsterdam`. */
  city?: string | undefined;
  country?: string | undefined;
  /** Chamber of Commerce (KvK) number. */
  kvk?: string | undefined;
  vatNumbers?: string[] | undefined;
  tradenames?: string[] | undefined;
  /** The support phone as shown (company info and settings `support_phone`). */
  phone?: string | undefined;
  /** Settings `support_email`. */
  supportEmail?: string | undefined;
}

/** An optional text: surrounding space trimmed, empty is unset. */
const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A comma-separated list: each entry trimmed, empty entries dropped; unset when none is left. */
const list = text.transform((value) => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : undefined;
});

/** The COMPANY_* and SUPPORT_EMAIL variables, for the environment schema of `server/config.ts`. */
export const companyEnvShape = {
  COMPANY_NAME: text,
  COMPANY_ADDRESS: text,
  COMPANY_CITY: text,
  COMPANY_COUNTRY: text,
  COMPANY_KVK: text,
  COMPANY_VAT: list,
  COMPANY_TRADENAMES: list,
  COMPANY_PHONE: text.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()/-]{5,30}$/, 'must be a phone number (digits, spaces, hyphens, a leading +)')
      .optional(),
  ),
  SUPPORT_EMAIL: text.pipe(z.email('must be an e-mail address').optional()),
};

/** The parsed variables of `companyEnvShape`. */
export type CompanyEnv = z.output<z.ZodObject<typeof companyEnvShape>>;

/** The company overrides the parsed environment sets (unset variables stay undefined). */
export function companyOverrides(e: CompanyEnv): CompanyOverrides {
  return {
    name: e.COMPANY_NAME,
    address: e.COMPANY_ADDRESS,
    city: e.COMPANY_CITY,
    country: e.COMPANY_COUNTRY,
    kvk: e.COMPANY_KVK,
    vatNumbers: e.COMPANY_VAT,
    tradenames: e.COMPANY_TRADENAMES,
    phone: e.COMPANY_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
  };
}
