import { isLocale } from '@common/constants';
import LanguageMenu from '../components/LanguageMenu';
import i18next, { changeLocale } from '../lib/i18n';
import { mountIsland } from './react-island';

/**
 * SPEC §1-§2 language switcher on the server-drawn home page: the app's menu (`LanguageMenu`,
 * react-bootstrap's dropdown) takes the drawn button's place, opened; choosing a language stores it
 * (`useSetLanguage`) and loads the page again, which the server then draws in that language.
 * Loaded by `./main.ts` when the visitor first presses the button.
 */
export async function openLanguageMenu(button: Element): Promise<void> {
  const lang = document.documentElement.lang;
  if (isLocale(lang)) await changeLocale(lang);
  i18next.on('languageChanged', (locale) => {
    if (locale !== lang) window.location.reload();
  });
  const container = document.createElement('div');
  button.replaceWith(container);
  mountIsland(container, <LanguageMenu align="end" opened />);
}
