import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '@common/constants';
import nl from '@common/locales/nl.json?texts=shell';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createFormatter } from './format';

/** The locale cookie's value, if it names a supported locale. */
export function cookieLocale(): Locale | undefined {
  // No document when the home page is rendered at build time (`prerender.tsx`).
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLocale(value) ? value : undefined;
}

/** Store the locale for 365 days (SPEC §9). */
export function storeLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_DAYS * 86_400}; SameSite=Lax${secure}`;
}

type Texts = typeof nl;
type Loaders = Record<string, () => Promise<{ default: Texts }>>;

// The members area's first screen loads only its own texts (`SHELL_TEXTS` of vite.locales.ts):
// Dutch's ship with the page, another language's load as their own chunk; the rest of a
// language's texts is its own chunk too, loaded by `loadAllTexts`.
const shellLoaders: Loaders = import.meta.glob<{ default: Texts }>(
  ['../../common/locales/*.json', '!../../common/locales/nl.json'],
  { query: '?texts=shell' },
);
const restLoaders: Loaders = import.meta.glob<{ default: Texts }>('../../common/locales/*.json', {
  query: '?texts=rest',
});

/** Locales whose rest of the texts is in (or loading), by locale. */
const restLoads = new Map<string, Promise<void>>();
/** Set once some page or dialog needed every text: a language chosen later loads all of its texts. */
let allTextsWanted = false;

/** Load the rest of `locale`'s texts (once); a failed load may be tried again later. */
function loadRest(locale: string): Promise<void> {
  let loading = restLoads.get(locale);
  if (!loading) {
    const load = restLoaders[`../../common/locales/${locale}.json`];
    loading = load
      ? load().then(
          (texts) => {
            i18next.addResourceBundle(locale, 'translation', texts.default, true, false);
          },
          (error: unknown) => {
            restLoads.delete(locale);
            throw error;
          },
        )
      : Promise.resolve();
    restLoads.set(locale, loading);
  }
  return loading;
}

/**
 * Load every text of the current language, not only the first screen's (issue 26). Lazily loaded
 * pages and dialogs wait for it beside their chunk (`lib/trackedLazy.ts`); a text asked for before
 * it is in loads it too, and components draw again once it arrived (`bindI18nStore: 'added'`).
 * Rejects when the chunk fails to load.
 */
export function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  return loadRest(i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LOCALE);
}

/** Switch the interface to `locale`, loading its texts first. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const load = shellLoaders[`../../common/locales/${locale}.json`];
    if (load) i18next.addResourceBundle(locale, 'translation', (await load()).default, true, false);
  }
  if (allTextsWanted) await loadRest(locale);
  await i18next.changeLanguage(locale);
}

void i18next.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { translation: nl } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  // A text not in the first screen's texts (vite.locales.ts) loads the rest; components draw again
  // when texts are added.
  saveMissing: true,
  missingKeyHandler: () => {
    if (!import.meta.env.SSR) void loadAllTexts().catch(() => undefined);
  },
  react: { bindI18nStore: 'added' },
});

// `{{count, number}}` in a text formats through the one format helper, in the text's language.
i18next.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? createFormatter(lng).number(value) : String(value),
);

// Texts shared with the server's error answers: `{{left_cents, cents}}` euro cents as money,
// `{{resets_on, day}}` a calendar date YYYY-MM-DD in the language's date format.
i18next.services.formatter?.add('cents', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? createFormatter(lng).money(value, 'EUR') : String(value),
);
i18next.services.formatter?.add('day', (value: unknown, lng: string | undefined) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? createFormatter(lng, { timeZone: 'UTC' }).date(`${value}T00:00:00Z`)
    : String(value),
);

i18next.on('languageChanged', (lng) => {
  // No document when the home page is rendered at build time (`prerender.tsx`).
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

const initial = cookieLocale();
/**
 * Resolves once the texts of the language the page starts in (the locale cookie's, which the
 * server sets with the page, `server/plugins/page-state.ts`) are loaded; never rejects (a failed
 * load leaves Dutch).
 */
export const localeReady: Promise<void> =
  initial && initial !== DEFAULT_LOCALE ? changeLocale(initial).catch(() => undefined) : Promise.resolve();

export default i18next;
