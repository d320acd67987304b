import { z } from 'zod';
import { LOCALES, SIGNUP_MODES } from '../constants.ts';

/**
 * SPEC §3 site settings, as `GET /api/settings.php` answers them. Stored per domain in the
 * database (server/modules/settings); every field here is one the client may see.
 * Credits are whole credits; `minimum_message_costs` amounts are in cents.
 */
export const siteSettings = z.object({
  countries: z.array(z.string()),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  enable_site_entry_popup: z.boolean(),
  /** Countries (ISO 3166 alpha-2) where the adult-entry warning shows (SPEC §1: NL and DE). */
  site_entry_popup_countries: z.array(z.string()),
  push_public_key: z.string(),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  region_data: z.array(z.object({ code: z.string(), name: z.string() })),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  search_fields: z.array(z.string()),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number().int(), currency: z.string() })),
  support_email: z.string(),
  support_phone: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  interests: z.array(z.string()),
  delete_discount: z.number().int(),
  /** SPEC §2 /account-deleted: partner address the page counts down to ('' = the home page). */
  delete_redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  /** Seconds of that countdown (0 = no automatic redirect, only the link). */
  delete_redirect_seconds: z.number().int().min(0),
  fictional_icon: z.string(),
  /** SPEC §5: minimum age in years for signup. */
  min_age: z.number().int(),
  /** SPEC §4: failed logins before the block, and the block's length in minutes. */
  login_max_attempts: z.number().int(),
  login_block_minutes: z.number().int(),
  /** IANA time zone of the site, for calendar-day rules. */
  time_zone: z.string(),
  invite_only: z.boolean(),
  locales: z.array(z.enum(LOCALES)),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/**
 * SPEC §3 company info (`GET /api/companyinfo.php`): the stored settings row's, with the
 * configured COMPANY_* values and SUPPORT_EMAIL over it (README "Configuration").
 */
export const companyInfo = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  /**
   * True on a development site (not NODE_ENV=production) while the details are the seeded
   * examples: the legal pages then mark them as example data.
   */
  example_data: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

/** `GET /api/regions.php?country=`: regions per SPEC §9 country. */
export const regionsAnswer = z.object({
  regions: z.record(z.string(), z.array(z.object({ code: z.string(), name: z.string() }))),
});

/** `GET /api/interests.php`. */
export const interestsAnswer = z.object({
  interests: z.array(z.object({ id: z.string(), icon: z.string() })),
});
