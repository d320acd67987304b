/**
 * The back office's site settings (issue "Back office" §5; SPEC §3 site settings and company
 * info): the bodies that change them and the answers that show them, shared by the server's
 * validation (`server/modules/settings/admin-routes.ts`) and the admin pages. Field errors are
 * i18n keys (`validation.*`, common/locales). Credits are whole credits, money in cents.
 */
import { z } from 'zod';
import { LOCALES, SIGNUP_MODES, SUPPORTED_COUNTRIES } from '../constants.ts';
import { INTEREST_IDS } from '../interests.ts';
import { LEGAL_PAGES, LEGAL_VALUE_NAMES } from '../legal/index.ts';
import { PROFILE_FIELDS, SEARCH_FIELDS } from '../profile.ts';
import { companyInfo, siteSettings } from './settings.ts';

const range = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.out_of_range' })
    .max(max, { message: 'validation.out_of_range' });
const text = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' });
const country = z.enum(SUPPORTED_COUNTRIES, { message: 'validation.country' });
const countries = (min: number) =>
  z
    .array(country)
    .min(min, { message: 'validation.required' })
    .refine((list) => new Set(list).size === list.length, { message: 'validation.invalid' });
const subset = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { message: 'validation.invalid' }))
    .refine((list) => new Set(list).size === list.length, { message: 'validation.invalid' });

/** A valid IANA time zone name (as `Intl` knows it). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A phone number as people write it: digits, spaces, `+ - ( ) .`; its validity is checked on the server. */
export const phoneText = z
  .string({ message: 'validation.phone' })
  .trim()
  .regex(/^\+?[0-9 ()./-]{6,25}$/, { message: 'validation.phone' });

/**
 * `PUT /api/admin/sites/:domain/settings` body: a partial patch of every stored SPEC §3 site
 * setting (not `domain`, `push_public_key` or `region_data`, which the server works out). Unknown
 * keys are refused (`validation.unknown_setting`). Ranges: credits 0–10000, message_length
 * 1–5000, refund_days 0–365, min_age 18–99, delete_discount 0–90 %, login_max_attempts 1–100,
 * login_block_minutes 1–1440, delete_redirect_seconds 0–300, minimum message costs 0–100000 cents.
 */
export const siteSettingsPatch = z
  .object({
    countries: countries(1),
    name: text(60),
    index_title: text(200),
    description: text(500),
    domain_language: z
      .string({ message: 'validation.invalid' })
      .regex(new RegExp(`^(${LOCALES.join('|')})_[A-Z]{2}$`), { message: 'validation.invalid' }),
    cdn_prefix: z
      .string({ message: 'validation.invalid' })
      .trim()
      .regex(/^(\/[A-Za-z0-9._~/-]*|https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~/-]*)?)$/, {
        message: 'validation.invalid',
      }),
    signups: z.enum(SIGNUP_MODES, { message: 'validation.choose' }),
    logged_out_search: z.boolean({ message: 'validation.invalid' }),
    logged_out_search_trafficsource: z.boolean({ message: 'validation.invalid' }),
    enable_site_entry_popup: z.boolean({ message: 'validation.invalid' }),
    site_entry_popup_countries: countries(0),
    geoip_country: country,
    geoip_selected_country: country,
    visible_profile_fields: subset(PROFILE_FIELDS),
    visible_profile_notes: z.boolean({ message: 'validation.invalid' }),
    search_fields: subset(SEARCH_FIELDS),
    message_credits: range(0, 10_000),
    signup_credits: range(0, 10_000),
    photo_credits: range(0, 10_000),
    gift_credits: range(0, 10_000),
    message_length: range(1, 5000),
    minimum_message_costs: z.partialRecord(
      country,
      z.object({
        costs: range(0, 100_000),
        currency: z.string().regex(/^[A-Z]{3}$/, { message: 'validation.invalid' }),
      }),
    ),
    support_email: z.email({ message: 'validation.email_invalid' }).max(254),
    support_phone: phoneText,
    fictional_warning: text(1000),
    fictional_singular: text(60),
    fictional_plural: text(60),
    refund_days: range(0, 365),
    member_resell: z.boolean({ message: 'validation.invalid' }),
    interests: subset(INTEREST_IDS as unknown as readonly [string, ...string[]]),
    delete_discount: range(0, 90),
    delete_redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)], {
      message: 'validation.invalid',
    }),
    delete_redirect_seconds: range(0, 300),
    fictional_icon: z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'validation.invalid' }),
    min_age: range(18, 99),
    login_max_attempts: range(1, 100),
    login_block_minutes: range(1, 1440),
    time_zone: z.string().max(64).refine(isTimeZone, { message: 'validation.invalid' }),
    invite_only: z.boolean({ message: 'validation.invalid' }),
    locales: z
      .array(z.enum(LOCALES, { message: 'validation.invalid' }))
      .min(1, { message: 'validation.required' }),
  })
  .partial()
  // Unknown keys pass the schema and are refused by name in the route (`unknownKeys`).
  .loose();
/** A patch of site settings. */
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatch>;
/** The settings an admin can change (the keys of `siteSettingsPatch`). */
export const EDITABLE_SETTINGS = Object.keys(siteSettingsPatch.shape) as Array<keyof SiteSettingsPatch>;

/** `PUT /api/admin/sites/:domain/company` body: a partial patch of the SPEC §3 company info. */
export const companyPatch = z
  .object({
    name: text(120),
    address: text(200),
    kvk: z
      .string()
      .trim()
      .regex(/^\d{8}$/, { message: 'validation.kvk' }),
    city: text(120),
    country: text(80),
    tradenames: z.array(text(80)).max(10, { message: 'validation.too_many' }),
    vat_numbers: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, { message: 'validation.vat' }),
      )
      .max(5, { message: 'validation.too_many' }),
    support_phone: phoneText,
    delete_discount: range(0, 90),
  })
  .partial()
  .loose();
/** A patch of company info. */
export type CompanyPatch = z.infer<typeof companyPatch>;

/**
 * The keys of `body` that `schema` does not know, each with `validation.unknown_setting` (a
 * field error map; empty when every key is known). The patches are loose so that the answer
 * names the unknown key instead of the whole body.
 */
export function unknownKeys(body: object, schema: z.ZodObject): Record<string, string> {
  const known = Object.keys(schema.shape);
  return Object.fromEntries(
    Object.keys(body)
      .filter((key) => !known.includes(key))
      .map((key) => [key, 'validation.unknown_setting']),
  );
}

/** A domain as sites are stored: lower case host name (`default` is the fallback site). */
export const siteDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(default|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost)$/, {
    message: 'validation.domain',
  });

/** `POST /api/admin/sites` body: a new site, its settings and company info copied from `copy_from`. */
export const createSiteBody = z.object({ domain: siteDomain, copy_from: siteDomain.default('default') });

/** A legal section as a site shows it instead of the shipped one: heading (null: keep) and paragraphs. */
export const legalOverride = z.object({ heading: z.string().nullable(), body: z.array(z.string()) });
/** Per locale, per `page.section` key: the override. */
export const legalOverrides = z.partialRecord(z.enum(LOCALES), z.record(z.string(), legalOverride));
/** Stored legal overrides of a site. */
export type LegalOverrides = z.infer<typeof legalOverrides>;

/** A legal section key `page.section` (`terms.fictional`): a SPEC §2 legal page and a section id. */
export const legalSectionKey = z
  .string()
  .regex(new RegExp(`^(${LEGAL_PAGES.join('|')})\\.[a-z0-9-]{1,40}$`), { message: 'validation.invalid' });

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Whether a legal text uses only known `{{placeholders}}` and links inside the site (`/path`). */
export function legalTextIsSafe(value: string): boolean {
  for (const match of value.matchAll(PLACEHOLDER)) {
    if (!(LEGAL_VALUE_NAMES as readonly string[]).includes(match[1] ?? '')) return false;
  }
  for (const match of value.matchAll(LINK)) {
    if (!/^\/(?!\/)/.test(match[2] ?? '')) return false;
  }
  return true;
}

/**
 * `PUT /api/admin/sites/:domain/legal/:locale/:section` body: the section's text as the legal
 * files write it: one paragraph per line (`- ` starts a list item), `[label](/path)` links inside
 * the site, `{{site}}` and the other `LegalValues` names; `heading` replaces the shipped one
 * (null or empty: the shipped heading; absent: the heading the site's text has, else the shipped).
 */
export const legalOverrideBody = z.object({
  heading: z
    .string()
    .trim()
    .max(200, { message: 'validation.too_long' })
    .refine(legalTextIsSafe, { message: 'validation.legal_markup' })
    .nullable()
    .optional(),
  body: text(20_000).refine(legalTextIsSafe, { message: 'validation.legal_markup' }),
});

/** `GET /api/legal/overrides?locale=` answer: this site's sections that replace the shipped ones. */
export const legalOverridesAnswer = z.object({ sections: z.record(z.string(), legalOverride) });

/** One site as the back office shows it: stored settings, company info, overrides, what config fixes. */
export const adminSite = z.object({
  domain: z.string(),
  settings: siteSettings,
  company: companyInfo.omit({ example_data: true }),
  legal_overrides: legalOverrides,
  /** Fields the server configuration (COMPANY_*, SUPPORT_EMAIL) sets over the stored value. */
  configured: z.array(z.string()),
  updated_at: z.string(),
});
/** One site in the back office. */
export type AdminSite = z.infer<typeof adminSite>;

/** `GET /api/admin/sites` answer. */
export const adminSitesAnswer = z.object({ sites: z.array(adminSite) });
/** `GET /api/admin/sites/:domain` and every site write's answer. */
export const adminSiteAnswer = z.object({ site: adminSite });
