/**
 * The fields of the site page's sections (issue "Back office" §5; SPEC §3 site settings and
 * company info): which control edits each setting, and the limits the server checks
 * (`common/schemas/site-admin.ts`), shown as hints.
 */
import { LOCALES, SIGNUP_MODES, SUPPORTED_COUNTRIES } from '@common/constants';
import { INTEREST_IDS } from '@common/interests';
import { PROFILE_FIELDS, SEARCH_FIELDS } from '@common/profile';

/** How one setting is edited. */
export type FieldSpec =
  | { key: string; kind: 'text' | 'textarea' | 'email' | 'tel' | 'url'; max: number }
  | { key: string; kind: 'number'; min: number; max: number }
  | { key: string; kind: 'bool' }
  | { key: string; kind: 'select'; options: readonly string[] }
  | { key: string; kind: 'multi'; options: readonly string[] }
  /** A list of short texts, one per line (trade names, VAT numbers). */
  | { key: string; kind: 'lines' }
  /** `minimum_message_costs`: an amount in euros per country of the site. */
  | { key: string; kind: 'costs' };

/** A section of the site page: its id (tab, text key) and its fields. */
export interface SectionSpec {
  id: 'general' | 'credits' | 'signups' | 'profiles' | 'texts' | 'company';
  /** Which part of the site the fields belong to. */
  source: 'settings' | 'company';
  fields: FieldSpec[];
}

const credits = (key: string): FieldSpec => ({ key, kind: 'number', min: 0, max: 10_000 });

/** The site page's form sections, in tab order (legal texts and invites have their own panels). */
export const SECTIONS: SectionSpec[] = [
  {
    id: 'general',
    source: 'settings',
    fields: [
      { key: 'name', kind: 'text', max: 60 },
      { key: 'index_title', kind: 'text', max: 200 },
      { key: 'description', kind: 'textarea', max: 500 },
      { key: 'domain_language', kind: 'text', max: 5 },
      { key: 'locales', kind: 'multi', options: LOCALES },
      { key: 'countries', kind: 'multi', options: SUPPORTED_COUNTRIES },
      { key: 'geoip_country', kind: 'select', options: SUPPORTED_COUNTRIES },
      { key: 'geoip_selected_country', kind: 'select', options: SUPPORTED_COUNTRIES },
      { key: 'time_zone', kind: 'text', max: 64 },
      { key: 'support_email', kind: 'email', max: 254 },
      { key: 'support_phone', kind: 'tel', max: 25 },
      { key: 'cdn_prefix', kind: 'text', max: 200 },
    ],
  },
  {
    id: 'credits',
    source: 'settings',
    fields: [
      credits('message_credits'),
      credits('photo_credits'),
      credits('gift_credits'),
      credits('signup_credits'),
      { key: 'message_length', kind: 'number', min: 1, max: 5000 },
      { key: 'minimum_message_costs', kind: 'costs' },
      { key: 'refund_days', kind: 'number', min: 0, max: 365 },
      { key: 'delete_discount', kind: 'number', min: 0, max: 90 },
      { key: 'member_resell', kind: 'bool' },
    ],
  },
  {
    id: 'signups',
    source: 'settings',
    fields: [
      { key: 'signups', kind: 'select', options: SIGNUP_MODES },
      { key: 'invite_only', kind: 'bool' },
      { key: 'min_age', kind: 'number', min: 18, max: 99 },
      { key: 'logged_out_search', kind: 'bool' },
      { key: 'logged_out_search_trafficsource', kind: 'bool' },
      { key: 'enable_site_entry_popup', kind: 'bool' },
      { key: 'site_entry_popup_countries', kind: 'multi', options: SUPPORTED_COUNTRIES },
      { key: 'login_max_attempts', kind: 'number', min: 1, max: 100 },
      { key: 'login_block_minutes', kind: 'number', min: 1, max: 1440 },
      { key: 'delete_redirect_url', kind: 'url', max: 500 },
      { key: 'delete_redirect_seconds', kind: 'number', min: 0, max: 300 },
    ],
  },
  {
    id: 'profiles',
    source: 'settings',
    fields: [
      { key: 'visible_profile_fields', kind: 'multi', options: PROFILE_FIELDS },
      { key: 'visible_profile_notes', kind: 'bool' },
      { key: 'search_fields', kind: 'multi', options: SEARCH_FIELDS },
      { key: 'interests', kind: 'multi', options: INTEREST_IDS },
    ],
  },
  {
    id: 'texts',
    source: 'settings',
    fields: [
      { key: 'fictional_warning', kind: 'textarea', max: 1000 },
      { key: 'fictional_singular', kind: 'text', max: 60 },
      { key: 'fictional_plural', kind: 'text', max: 60 },
      { key: 'fictional_icon', kind: 'text', max: 40 },
    ],
  },
  {
    id: 'company',
    source: 'company',
    fields: [
      { key: 'name', kind: 'text', max: 120 },
      { key: 'address', kind: 'text', max: 200 },
      { key: 'city', kind: 'text', max: 120 },
      { key: 'country', kind: 'text', max: 80 },
      { key: 'kvk', kind: 'text', max: 8 },
      { key: 'vat_numbers', kind: 'lines' },
      { key: 'tradenames', kind: 'lines' },
      { key: 'support_phone', kind: 'tel', max: 25 },
      { key: 'delete_discount', kind: 'number', min: 0, max: 90 },
    ],
  },
];
