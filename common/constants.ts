/**
 * Business constants of the product, in one place (SPEC §9). Units are in the names:
 * `_S` seconds, `_MS` milliseconds, `_DAYS` days. Values the SPEC calls "server provided"
 * are not here: they live in the site settings (server/modules/settings).
 */

/** SPEC §1, §9: photos a free member may upload. */
export const FREE_PHOTO_LIMIT = 3;
/** SPEC §1, §9: photos a premium member may upload. */
export const PREMIUM_PHOTO_LIMIT = 25;
/** SPEC §1, §6, §9: conversations a free member may start. */
export const FREE_CONVERSATION_LIMIT = 2;
/** SPEC §1, §9: likes per day in the swipe game. */
export const SWIPE_LIKES_PER_DAY = 4;
/** SPEC §4, §9: time-bonus window after signup_date, in seconds (4 hours). */
export const TIME_BONUS_WINDOW_S = 14_400;
/** SPEC §3: the built-in time-bonus discount code and its percentage. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
/** SPEC §9: the act-fast line receives this value. */
export const TIME_BONUS_ACT_FAST = 4;
/** SPEC §4, §9: time-bonus popup delay after entering the members area. */
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;
/**
 * Issue: buying credits §7 (docs/architecture.md "payments"): credits of a direct-debit order the
 * member may use at once, before the bank has collected; the rest is booked after the collection.
 */
export const DIRECT_DEBIT_ADVANCE_CREDITS = 100;
/** SPEC §8 "direct debit limit reached": direct-debit orders a member may place per `DIRECT_DEBIT_PERIOD_DAYS`. */
export const DIRECT_DEBIT_MAX_ORDERS = 2;
/** SPEC §8: total of a member's direct-debit orders per `DIRECT_DEBIT_PERIOD_DAYS`, in cents (€150). */
export const DIRECT_DEBIT_MAX_CENTS = 15_000;
/** SPEC §8: the period of the direct-debit limits, in days (a rolling window ending now). */
export const DIRECT_DEBIT_PERIOD_DAYS = 30;
/** Issue: buying credits §7: SMS codes a member may ask for per hour (each costs money and reaches a phone). */
export const DIRECT_DEBIT_CODES_PER_HOUR = 5;
/** SPEC §2 /directdebit: digits of the SMS code that signs a mandate. */
export const SMS_CODE_DIGITS = 6;
/** Lifetime of an SMS code, in seconds (10 minutes). */
export const SMS_CODE_TTL_S = 600;
/** Tries an SMS code allows (the 6th try fails even with the right code). */
export const SMS_CODE_ATTEMPTS = 5;
/** Chats (docs/architecture.md): messages shown in a conversation go back this many days. */
export const HISTORY_DAYS = 365;
/** SPEC §4, §9: account deletion grace period. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** SPEC §2, §9: unread badge cap ("99+"). */
export const UNREAD_BADGE_CAP = 99;
/** SPEC §2, §9: the credits badge shows at this many credits or fewer. */
export const CREDITS_BADGE_THRESHOLD = 10;
/**
 * Honest social proof (SPEC §2 landers, home page): a count of members online below this is never
 * shown as a number (a "Nu online: 1" makes the site look deserted and reads as made up); the page
 * shows a text without a number, or nothing, instead.
 */
export const SOCIAL_PROOF_MIN_ONLINE = 10;
/** Honest social proof: a count of members below this is never shown as a number. */
export const SOCIAL_PROOF_MIN_MEMBERS = 100;
/** Honest social proof: "thousands of singles" only from this many matching members on. */
export const SOCIAL_PROOF_THOUSANDS = 1000;

/**
 * `n` when it reaches `min` (a count worth showing), else null; null also while `n` is unknown.
 * SOCIAL_PROOF_MIN_ONLINE, SOCIAL_PROOF_MIN_MEMBERS.
 */
export function shownCount(n: number | undefined | null, min: number): number | null {
  return n !== undefined && n !== null && n >= min ? n : null;
}
/** SPEC §9: locale cookie lifetime. */
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALE_COOKIE = 'locale';
/** SPEC §9: auth cookie lifetime and name prefix. */
export const AUTH_COOKIE_DAYS = 30;
export const AUTH_COOKIE = 'auth.session';
/**
 * SPEC §1, §4 adult-entry warning: the cookie that keeps a visitor's "I am 18+" (its value the
 * time of the dismissal, milliseconds since the epoch), written by the page itself
 * (`web/lib/entryWarning.ts`, `web/app/wireEntryWarning.ts`) and read by the server, which then leaves the warning out of its
 * pages (`server/plugins/entry-warning.ts`). 400 days, the longest a browser keeps a cookie.
 */
export const ENTRY_WARNING_COOKIE = 'entry_warning';
export const ENTRY_WARNING_COOKIE_DAYS = 400;
/** SPEC §7, §9: failed requests are retried this many times with exponential delay. */
export const REQUEST_RETRIES = 5;
/** SPEC §4, §9: refresh of user, chats and likes; first refresh after 5 s. */
export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_INTERVAL_PUSH_MS = 300_000;
export const REFRESH_FIRST_MS = 5_000;
/** SPEC §7, §9: likes are reloaded this long after an auto-like. */
export const AUTO_LIKE_RELOAD_MS = 500;
/** SPEC §8, §9: a chunk-loading failure reloads at most once per this period. */
export const RELOAD_GUARD_MS = 60_000;
/**
 * SPEC §9 loading bar: it moves towards the end over this many milliseconds, shows only for a
 * load longer than the throttle, and hides this long after the load ended.
 */
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_HIDE_MS = 500;
/** SPEC §9: countries with region labels. */
export const SUPPORTED_COUNTRIES = [
  'NL',
  'BE',
  'GB',
  'IE',
  'DE',
  'AT',
  'IT',
  'FR',
  'CH',
  'ES',
  'US',
  'CA',
  'AU',
  'NZ',
  'PL',
] as const;
export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

/** SPEC §1: the site's locales; Dutch is the default. */
export const LOCALES = ['nl', 'de', 'en', 'es', 'fr', 'it', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/** Narrow a string to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The site language of a language name or tag ("en", "en-US", "EN" → "en"); anything else is Dutch. */
export function siteLocale(language: string | undefined): Locale {
  const base = language?.slice(0, 2).toLowerCase();
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/**
 * The BCP 47 tag each site language formats dates, numbers and money with (SPEC §3: Dutch formats
 * for Dutch), in the web client and in mails alike. English is British English: the site serves
 * Europe first, and en-GB writes day-month-year and a 24-hour clock like the other six.
 */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  nl: 'nl-NL',
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pl: 'pl-PL',
};

/** The BCP 47 tag for a site language or tag ("nl" → "nl-NL", "nl-BE" → "nl-NL"); unknown formats as Dutch. */
export function localeTag(language: string | undefined): string {
  return LOCALE_TAGS[siteLocale(language)];
}

/**
 * SPEC §1, §2: the language switcher shows locales per country. Each entry is a country
 * flag choice with the locale it selects.
 */
export const LANGUAGE_CHOICES: ReadonlyArray<{ country: CountryCode; locale: Locale }> = [
  { country: 'NL', locale: 'nl' },
  { country: 'BE', locale: 'nl' },
  { country: 'BE', locale: 'fr' },
  { country: 'DE', locale: 'de' },
  { country: 'AT', locale: 'de' },
  { country: 'CH', locale: 'de' },
  { country: 'CH', locale: 'fr' },
  { country: 'CH', locale: 'it' },
  { country: 'GB', locale: 'en' },
  { country: 'IE', locale: 'en' },
  { country: 'US', locale: 'en' },
  { country: 'CA', locale: 'en' },
  { country: 'CA', locale: 'fr' },
  { country: 'AU', locale: 'en' },
  { country: 'NZ', locale: 'en' },
  { country: 'ES', locale: 'es' },
  { country: 'FR', locale: 'fr' },
  { country: 'IT', locale: 'it' },
  { country: 'PL', locale: 'pl' },
];

/** Password rules (issue: accounts). Lengths in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A one-time password-reset link stays valid this long (seconds). */
export const PASSWORD_RESET_TTL_S = 30 * 60;
/** An activation or e-mail-change link stays valid this long (seconds). */
export const ACTIVATION_TTL_S = 7 * 24 * 3600;

/** SPEC §3: signups setting values. */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'other'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** SPEC §3: genders on the profile form and in search. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/**
 * Contact details held back (docs/safety.md): links, phone numbers, e-mail addresses, IBANs,
 * payment handles and crypto addresses are held back from the recipient while either member of
 * the conversation has written fewer than this many messages in it (counted before the message).
 */
export const CONTACT_HOLD_MESSAGES = 3;
/** Contact details held back: a sender is flagged to moderators at this many distinct recipients… */
export const CONTACT_FLAG_RECIPIENTS = 5;
/** …of held-back messages within this many hours. */
export const CONTACT_FLAG_WINDOW_H = 24;
/** Contact details held back: the kinds found (links, e-mail, phone, IBAN, payment handle, crypto address). */
export const CONTACT_KINDS = ['link', 'email', 'phone', 'iban', 'payment', 'crypto'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
