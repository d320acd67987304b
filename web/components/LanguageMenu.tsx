import { LANGUAGE_CHOICES, type Locale } from '@common/constants';
import { useId } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createFormatter } from '../lib/format';
import { useSetLanguage } from '../lib/queries';
import { Flag } from './Flag';
import { Translate } from './icons/translate';
import { languageButtonName } from './languageButtonName';

/** "België – français": the country in the current language, the language in its own. */
function label(country: string, locale: Locale, display: string): string {
  return `${createFormatter(display).region(country)} – ${createFormatter(locale).language(locale)}`;
}

/**
 * The menu's entries. A component of its own, so that the labels (country and language names
 * through `Intl.DisplayNames`, costly to make) are computed only when the menu first opens: the
 * closed menu renders no children.
 */
function LanguageItems({ current, onChoose }: { current: Locale; onChoose: (locale: Locale) => void }) {
  return LANGUAGE_CHOICES.map(({ country, locale }) => (
    <Dropdown.Item
      key={`${country}-${locale}`}
      as="button"
      lang={locale}
      active={locale === current}
      onClick={() => onChoose(locale)}
    >
      <span aria-hidden="true" className="me-2">
        <Flag country={country} />
      </span>
      {label(country, locale, current)}
    </Dropdown.Item>
  ));
}

/**
 * SPEC §1-§2 language switcher: the locales listed per country, in react-bootstrap's dropdown,
 * and a link to the language configuration page (/lang-config) with the same choices laid out.
 * Its own chunk (with the dropdown's positioning code): `LanguageSwitcher` draws the button and
 * loads this when the button is first used, then this opens at once with the button focused
 * (`opened`).
 */
export default function LanguageMenu({ align, opened }: { align: 'start' | 'end'; opened: boolean }) {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  const current = i18n.language as Locale;
  // The switcher shows more than once on a page (top navigation, settings): each needs its own id.
  const id = useId();
  return (
    <Dropdown align={align} defaultShow={opened}>
      <Dropdown.Toggle
        variant="link"
        className="nav-link text-body"
        id={id}
        aria-label={languageButtonName(current, t('nav.language'))}
        autoFocus={opened}
      >
        <Translate className="me-1" aria-hidden="true" />
        <span>{current.toUpperCase()}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <LanguageItems current={current} onChoose={(locale) => void setLanguage(locale)} />
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/lang-config">
          {t('lang_config.more')}…
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
