import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@common/constants';
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
