/**
 * Numbers, money and dates in mails, in the member's language (SPEC §3: in general the member's
 * language; Dutch formats for Dutch), with `Intl` and the regional tags the web client uses too
 * (`localeTag`, common/constants.ts).
 */
import { type Locale, localeTag, siteLocale } from '@common/constants';

/** The site language of `locale` ("en", "en-US" → "en"); an unknown one is Dutch. */
export const mailLocale: (locale: string | undefined) => Locale = siteLocale;

/** Formatters of one mail. */
export interface MailFormat {
  /** The BCP 47 tag in use, e.g. "nl-NL". */
  tag: string;
  /** An integer or decimal, e.g. 1.250 in Dutch. */
  number(value: number): string;
  /** `cents` of ISO 4217 `currency` as money, e.g. "€ 19,95" in Dutch, "€19.95" in English. */
  money(cents: number, currency: string): string;
  /** A calendar date in the site's time zone, e.g. "1 maart 2026". */
  date(value: Date): string;
  /** A date and time in the site's time zone, e.g. "1 maart 2026 om 11:00". */
  dateTime(value: Date): string;
}

/** The formatters for `locale` (unknown → Dutch) with dates in `timeZone` (IANA, e.g. "Europe/Amsterdam"). */
export function mailFormat(locale: string, timeZone: string): MailFormat {
  const tag = localeTag(locale);
  return {
    tag,
    number: (value) => new Intl.NumberFormat(tag).format(value),
    money: (cents, currency) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency }).format(cents / 100),
    date: (value) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(value),
    dateTime: (value) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(value),
  };
}
