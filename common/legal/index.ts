/**
 * The texts of the SPEC §2 legal and help pages (/pages/ban, cookies, faq, privacy, return-policy,
 * service, terms), one JSON file per SPEC §1 locale in this folder. They are kept out of the locale
 * files (`common/locales/*.json`) because those ship with every first page: the web client loads
 * one locale's legal texts only when a legal page opens (`web/features/pages/legalTexts.ts`).
 *
 * A page is a list of sections; a section has an `id` (the same in every locale: the anchor
 * `#id` that the footer, the FAQ and other pages link to), an optional `heading` (the first,
 * introductory section has none), its `body` of paragraphs and, for the model withdrawal form,
 * `form: true` (drawn in a box). Within a paragraph: a leading `- ` makes a list item (items in a
 * row form one list), `[label](/path#anchor)` a link inside the site, `` `name` `` a code name
 * (cookie names), and `{{name}}` a site value from `LegalValues` (`fillLegal`).
 */

/** The legal and help pages, in the footer's order (SPEC §2). */
export const LEGAL_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;

/** One legal or help page's name, as in its address `/pages/<name>`. */
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** The day the texts were last changed (ISO date), shown as "last updated" on every page. */
export const LEGAL_UPDATED = '2026-11-24';

/** One section of a legal page (see the module comment for the markup of `body`). */
export interface LegalSection {
  id: string;
  heading?: string;
  body: string[];
  form?: boolean;
}

/** One locale's legal texts: every page's sections. */
export type LegalTexts = Record<LegalPageName, LegalSection[]>;

/**
 * The site values the texts may name as `{{name}}`: the site's name and settings (SPEC §3
 * settings: `min_age` in years, `refund_days` in days, `message_credits` in credits, support
 * e-mail and phone), the company behind it (SPEC §3 company info: `company` its name,
 * `company_address` street, postcode and town, country on one line) and `grace_days`, the days a
 * deleted account can be reactivated (SPEC §4, §9: 14).
 */
export interface LegalValues {
  site: string;
  min_age: number;
  refund_days: number;
  message_credits: number;
  support_email: string;
  support_phone: string;
  company: string;
  company_address: string;
  grace_days: number;
}

/** The names `LegalValues` has, the only placeholders a legal text may use. */
export const LEGAL_VALUE_NAMES: ReadonlyArray<keyof LegalValues> = [
  'site',
  'min_age',
  'refund_days',
  'message_credits',
  'support_email',
  'support_phone',
  'company',
  'company_address',
  'grace_days',
];

/**
 * `text` with every `{{name}}` of `LegalValues` replaced by its value (numbers as written);
 * a placeholder of another name is left as it is (the locale test finds those).
 */
export function fillLegal(text: string, values: LegalValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name as keyof LegalValues]) : whole,
  );
}

/** The company's address on one line: street, postcode and town, country; empty parts left out. */
export function addressLine(company: { address: string; city: string; country: string }): string {
  return [company.address, company.city, company.country].filter((part) => part.trim() !== '').join(', ');
}
