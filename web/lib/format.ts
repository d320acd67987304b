/**
 * The one place where the web client turns dates, times, numbers, percentages and money into
 * text. Every format follows the member's chosen site language (i18next's `i18n.language`), never
 * the browser's: a Dutch site in an English browser shows "14:30" and "€ 9,38" (SPEC §3: dates use
 * the Dutch locale; in general the member's language). Only this module calls `Intl`.
 */
import { localeTag } from '@common/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment as a `Date`, epoch milliseconds or an ISO 8601 string (as the API sends them). */
export type DateInput = Date | number | string;

/** One part of a calendar date, in the order a language writes them. */
export type DatePart = 'day' | 'month' | 'year';

/** Formatting functions bound to one site language (see {@link createFormatter}). */
export interface Formatter {
  /** The BCP 47 tag in use, e.g. "nl-NL". */
  readonly tag: string;
  /** A calendar date with a four-digit year: nl "23-11-2026", de "23.11.2026", en "23/11/2026". */
  date(value: DateInput): string;
  /** A time of day, hours and minutes: "14:30" in all seven site languages. */
  time(value: DateInput): string;
  /** Date and time: nl "23-11-2026, 14:30". */
  dateTime(value: DateInput): string;
  /** Whether `value` falls on the same calendar day as `other` (default: now) where the member is. */
  sameDay(value: DateInput, other?: DateInput): boolean;
  /**
   * How long ago or ahead `value` is seen from `now` (default: the current time), in the
   * largest whole unit: nl "2 uur geleden", "gisteren", "over 3 dagen".
   */
  relative(value: DateInput, now?: DateInput): string;
  /** A number with the language's digit grouping and decimal sign: nl 10000 → "10.000". */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A percentage given in percent units, without forced decimals: 25 → nl "25%", de "25 %"; 12.5 → nl "12,5%". */
  percent(value: number): string;
  /**
   * Cents in an ISO 4217 currency: 938, "EUR" → nl "€ 9,38", de "9,38 €", en "€9.38". Fractions
   * of a cent (a price per credit) round to the currency's digits: 18.76 → "€ 0,19".
   */
  money(cents: number, currency: string): string;
  /** The twelve month names, January first, as a date field lists them: nl "januari" … "december". */
  monthNames(): readonly string[];
  /** The order in which this language writes day, month and year (all seven: day, month, year). */
  dateFieldOrder(): readonly DatePart[];
  /** A country's name from its ISO 3166 code: nl "BE" → "België". */
  region(code: string): string;
  /** A language's name from its code, written in this language: nl "de" → "Duits". */
  language(code: string): string;
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** Formatters already made, by tag and time zone: `Intl` objects are costly to create. */
const made = new Map<string, Formatter>();

/**
 * The formatter for a site language (`language` as i18next names it: "nl", "en", …; a tag such
 * as "nl-BE" uses its language). `timeZone` (IANA name) is for tests; by default dates and times
 * show in the device's own time zone, the member's local time.
 */
export function createFormatter(
  language: string | undefined,
  options: { timeZone?: string } = {},
): Formatter {
  const tag = localeTag(language);
  const key = `${tag}|${options.timeZone ?? ''}`;
  const known = made.get(key);
  if (known) return known;
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  // Each Intl object is made on its first use: a page that shows only country names (the
  // language switcher names seven languages) does not pay for date and number formats.
  const once = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => {
      made ??= make();
      return made;
    };
  };
  const dateFormat = once(
    () => new Intl.DateTimeFormat(tag, { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' }),
  );
  const timeFormat = once(
    () => new Intl.DateTimeFormat(tag, { ...zone, hour: '2-digit', minute: '2-digit' }),
  );
  const dateTimeFormat = once(
    () =>
      new Intl.DateTimeFormat(tag, {
        ...zone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const relativeFormat = once(() => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const numberFormat = once(() => new Intl.NumberFormat(tag));
  const percentFormat = once(
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
  );
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  let months: readonly string[] | undefined;
  let order: readonly DatePart[] | undefined;
  let regions: Intl.DisplayNames | undefined;
  let languages: Intl.DisplayNames | undefined;

  const formatter: Formatter = {
    tag,
    date: (value) => dateFormat().format(toDate(value)),
    time: (value) => timeFormat().format(toDate(value)),
    dateTime: (value) => dateTimeFormat().format(toDate(value)),
    sameDay: (value, other = Date.now()) =>
      dateFormat().format(toDate(value)) === dateFormat().format(toDate(other)),
    relative(value, now = Date.now()) {
      const seconds = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
      const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
      return relativeFormat().format(Math.round(seconds / size), unit);
    },
    number: (value, numberOptions) =>
      numberOptions ? new Intl.NumberFormat(tag, numberOptions).format(value) : numberFormat().format(value),
    // Percent units in, a fraction to Intl: 25 → 0.25 → "25%".
    percent: (value) => percentFormat().format(value / 100),
    money(cents, currency) {
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(tag, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      return format.format(cents / 100);
    },
    monthNames() {
      if (!months) {
        const month = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
        months = Array.from({ length: 12 }, (_, i) => month.format(new Date(Date.UTC(2000, i, 15))));
      }
      return months;
    },
    dateFieldOrder() {
      if (!order) {
        order = new Intl.DateTimeFormat(tag, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
          .formatToParts(new Date(Date.UTC(2000, 10, 23)))
          .map((part) => part.type)
          .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
      }
      return order;
    },
    region(code) {
      regions ??= new Intl.DisplayNames([tag], { type: 'region' });
      return regions.of(code) ?? code;
    },
    language(code) {
      languages ??= new Intl.DisplayNames([tag], { type: 'language' });
      return languages.of(code) ?? code;
    },
  };
  made.set(key, formatter);
  return formatter;
}

/**
 * The formatter for the active site language; components re-render with a new one when the
 * member switches language.
 */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return useMemo(() => createFormatter(i18n.language), [i18n.language]);
}
