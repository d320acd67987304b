import { type CountryCode, LANGUAGE_CHOICES, type Locale } from '@common/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/Flag';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { createFormatter } from '../../lib/format';
import { useSetLanguage, useSettings, useUser } from '../../lib/queries';

/** How long the "saved" confirmation shows (ms). */
const SAVED_SHOWN_MS = 5000;
/** Where the country of the last choice is remembered on this device (the locale alone is saved). */
const COUNTRY_KEY = 'lang-config-country';

/** `LANGUAGE_CHOICES` grouped per country, in their order: [["NL", ["nl"]], ["BE", ["nl", "fr"]], …]. */
export function choicesByCountry(): Array<[CountryCode, Locale[]]> {
  const groups = new Map<CountryCode, Locale[]>();
  for (const { country, locale } of LANGUAGE_CHOICES)
    groups.set(country, [...(groups.get(country) ?? []), locale]);
  return [...groups];
}

/**
 * Which country's entry of `locale` is marked as the current choice: `preferred` (the country
 * chosen here last, else the member's or the visitor's country) when it offers the locale, else
 * the first country that does.
 */
export function markedCountry(
  locale: Locale,
  preferred: readonly (string | null | undefined)[],
): string | undefined {
  for (const country of preferred)
    if (country && LANGUAGE_CHOICES.some((c) => c.country === country && c.locale === locale)) return country;
  return LANGUAGE_CHOICES.find((c) => c.locale === locale)?.country;
}

function rememberedCountry(): string | null {
  try {
    return localStorage.getItem(COUNTRY_KEY);
  } catch {
    return null;
  }
}

/** A language's name in that language, capitalised as a heading would: "fr" → "Français". */
function ownName(locale: Locale): string {
  const name = createFormatter(locale).language(locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * SPEC §1-§2 /lang-config, language configuration: the locales offered per country (the language
 * switcher's choices, `LANGUAGE_CHOICES`), the current one marked. Choosing one switches the
 * interface at once and saves it (`useSetLanguage`: the locale cookie for 365 days, SPEC §9, and
 * for a member `PUT /api/user.php {language}`, SPEC §7, so mails follow it too).
 */
export default function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  const setLanguage = useSetLanguage();
  const [chosenCountry, setChosenCountry] = useState(rememberedCountry);
  const [state, setState] = useState<{ busy: boolean; saved: boolean; error: string }>({
    busy: false,
    saved: false,
    error: '',
  });
  const current = i18n.language as Locale;
  const display = createFormatter(current);
  const groups = useMemo(choicesByCountry, []);
  const marked = markedCountry(current, [chosenCountry, user?.profile.country, settings?.geoip_country]);

  // The confirmation goes after a few seconds; an error stays until the next choice.
  useEffect(() => {
    if (!state.saved) return;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, saved: false })), SAVED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state.saved]);

  const choose = async (country: CountryCode, locale: Locale) => {
    setChosenCountry(country);
    try {
      localStorage.setItem(COUNTRY_KEY, country);
    } catch {
      // Without storage the marker falls back to the member's country.
    }
    setState({ busy: true, saved: false, error: '' });
    try {
      await setLanguage(locale);
      setState({ busy: false, saved: true, error: '' });
    } catch (error) {
      setState({ busy: false, saved: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <h1 className="h3">{t('lang_config.title')}</h1>
      <p className="text-body-secondary mb-3">
        {t('lang_config.intro')} {t(user ? 'lang_config.stored_account' : 'lang_config.stored_device')}
      </p>
      {/* Over the page's foot, so that the buttons do not move under the finger that chose. */}
      <div
        aria-live="polite"
        className="position-fixed bottom-0 start-50 translate-middle-x mb-3"
        style={{ zIndex: 1030, width: 'min(calc(100% - 2rem), 28rem)' }}
      >
        {state.saved && (
          <div className="alert alert-success shadow d-flex align-items-center gap-2 py-2 mb-0" role="status">
            <CheckCircleFill aria-hidden="true" />
            {t('lang_config.saved')}
          </div>
        )}
        {state.error && (
          <div className="alert alert-danger shadow py-2 mb-0" role="alert">
            {state.error}
          </div>
        )}
      </div>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
        {groups.map(([country, locales]) => {
          const countryName = display.region(country);
          return (
            <section key={country} className="col" aria-labelledby={`lang-config-${country}`}>
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h2 id={`lang-config-${country}`} className="h6 d-flex align-items-center gap-2 mb-3">
                    <span aria-hidden="true" className="fs-5 lh-1">
                      <Flag country={country} />
                    </span>
                    {countryName}
                  </h2>
                  <ul className="list-unstyled d-grid gap-2 mb-0">
                    {locales.map((locale) => {
                      const active = locale === current && country === marked;
                      return (
                        <li key={locale}>
                          <button
                            type="button"
                            className={`btn w-100 d-flex align-items-center justify-content-between text-start ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                            aria-current={active ? 'true' : undefined}
                            disabled={state.busy}
                            onClick={() => void choose(country, locale)}
                          >
                            <span>
                              <span className="visually-hidden">{countryName}, </span>
                              <span lang={locale}>{ownName(locale)}</span>
                              {active && (
                                <span className="visually-hidden"> ({t('lang_config.current')})</span>
                              )}
                            </span>
                            {active && <CheckCircleFill aria-hidden="true" />}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
