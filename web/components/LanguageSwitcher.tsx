import { LANGUAGE_CHOICES, type Locale } from '@common/constants';
import { useId } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { createFormatter } from '../lib/format';
import { useSetLanguage } from '../lib/queries';

/** The flag emoji of an ISO 3166 alpha-2 country code. */
export function flag(country: string): string {
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

/** "België – français": the country in the current language, the language in its own. */
function label(country: string, locale: Locale, display: string): string {
  return `${createFormatter(display).region(country)} – ${createFormatter(locale).language(locale)}`;
}

/** SPEC §1-§2 language switcher: the locales listed per country. */
export function LanguageSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  const current = i18n.language as Locale;
  // The switcher shows more than once on a page (top navigation, settings): each needs its own id.
  const id = useId();
  return (
    <Dropdown align={align}>
      <Dropdown.Toggle variant="link" className="nav-link text-body" id={id} aria-label={t('nav.language')}>
        <i className="bi bi-translate me-1" aria-hidden="true" />
        <span className="text-uppercase">{current}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        {LANGUAGE_CHOICES.map(({ country, locale }) => (
          <Dropdown.Item
            key={`${country}-${locale}`}
            as="button"
            lang={locale}
            active={locale === current}
            onClick={() => void setLanguage(locale)}
          >
            <span aria-hidden="true" className="me-2">
              {flag(country)}
            </span>
            {label(country, locale, current)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
