import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Translate } from './icons/translate';
import { languageButtonName } from './languageButtonName';

let menu: Promise<typeof import('./LanguageMenu')> | undefined;
const loadMenu = () => {
  menu ??= import('./LanguageMenu');
  return menu;
};
const LanguageMenu = lazy(loadMenu);

/**
 * SPEC §1-§2 language switcher. Until it is first used it is only its button, drawn as
 * react-bootstrap's dropdown toggle draws it; pointing at or focusing it fetches the dropdown
 * (`LanguageMenu`, with its positioning code), pressing it opens the dropdown, which takes the
 * button's place. Pages that nobody switches the language on never load that code.
 */
export function LanguageSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const button = (
    <div className="dropdown" data-language-switcher="">
      <button
        type="button"
        aria-expanded="false"
        aria-label={languageButtonName(i18n.language, t('nav.language'))}
        className="nav-link text-body dropdown-toggle btn btn-link"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpened(true)}
      >
        <Translate className="me-1" aria-hidden="true" />
        <span>{i18n.language.toUpperCase()}</span>
      </button>
    </div>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu align={align} opened />
    </Suspense>
  );
}
