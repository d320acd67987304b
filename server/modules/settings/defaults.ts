import { PROFILE_FIELDS, SEARCH_FIELDS } from '@common/profile';
import type { CompanyInfo, SiteSettings } from '@common/schemas/settings';

/**
 * Seeded settings of the default (Dutch) site. Every value SPEC §3 calls "server provided" is
 * chosen here and documented in docs/settings.md. Credits are whole credits; money in cents.
 */
export function defaultSettings(interestIds: readonly string[]): SiteSettings {
  return {
    countries: ['NL', 'BE', 'DE'],
    name: 'Amora',
    index_title: 'Amora – daten en chatten met singles bij jou in de buurt',
    description: 'Maak een profiel, zoek singles bij jou in de buurt, like en chat.',
    domain: 'default',
    domain_language: 'nl_NL',
    cdn_prefix: '/media',
    signups: 'all',
    logged_out_search: false,
    logged_out_search_trafficsource: true,
    enable_site_entry_popup: true,
    site_entry_popup_countries: ['NL', 'DE'],
    push_public_key: '',
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    region_data: [],
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: true,
    search_fields: [...SEARCH_FIELDS],
    message_credits: 5,
    signup_credits: 30,
    photo_credits: 10,
    gift_credits: 15,
    message_length: 1000,
    minimum_message_costs: {
      NL: { costs: 50, currency: 'EUR' },
      BE: { costs: 50, currency: 'EUR' },
      DE: { costs: 50, currency: 'EUR' },
    },
    support_email: 'support@amora.localhost',
    support_phone: '020-123 45 67',
    fictional_warning:
      'Dit profiel is fictief. Met dit profiel is fysiek contact niet mogelijk; de gesprekken zijn voor je entertainment.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
    refund_days: 14,
    member_resell: false,
    interests: [...interestIds],
    delete_discount: 50,
    delete_redirect_url: '',
    delete_redirect_seconds: 10,
    fictional_icon: 'info-circle',
    min_age: 18,
    login_max_attempts: 5,
    login_block_minutes: 15,
    time_zone: 'Europe/Amsterdam',
    invite_only: false,
    locales: ['nl', 'de', 'en', 'es', 'fr', 'it', 'pl'],
  };
}

/**
 * Seeded company info (SPEC §3): example values (placeholders), to be replaced through COMPANY_*
 * (README "Configuration", `./company.ts`); `npm start` warns while they are in use.
 */
export const defaultCompany: Omit<CompanyInfo, 'example_data'> = {
  name: 'Amora B.V.',
  address: 'Herengracht 100',
  kvk: '12345678',
  city: '1015 BS Amsterdam',
  country: 'Nederland',
  tradenames: ['Amora'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '020-123 45 67',
  delete_discount: 50,
};
