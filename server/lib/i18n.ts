import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localeTag } from '@common/constants';
import { resources } from '@common/locales/index';
import i18next, { type TFunction } from 'i18next';

const instance = i18next.createInstance();
await instance.init({
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// Error texts format their params in the text's language: `{{left_cents, cents}}` euro cents as
// money (nl "€ 12,50"), `{{resets_on, day}}` a calendar date YYYY-MM-DD as the language writes it
// (nl "01-02-2026", en "01/02/2026").
instance.services.formatter?.add('cents', (value: unknown, lng: string | undefined) =>
  typeof value === 'number'
    ? new Intl.NumberFormat(localeTag(lng), { style: 'currency', currency: 'EUR' }).format(value / 100)
    : String(value),
);
instance.services.formatter?.add('day', (value: unknown, lng: string | undefined) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Intl.DateTimeFormat(localeTag(lng), {
        timeZone: 'UTC',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(`${value}T00:00:00Z`))
    : String(value),
);

/** A translate function for `locale` (SPEC §1 locales; unknown locales fall back to Dutch). */
export function translator(locale: string | undefined): TFunction {
  return instance.getFixedT(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** Pick a supported locale from an Accept-Language header, or undefined. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return undefined;
}
