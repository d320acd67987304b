import type { SiteSettings } from '@common/schemas/settings';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/queries';

/** The site settings a page's head is made of (SPEC §3 site settings). */
export type HeadSettings = Pick<SiteSettings, 'name' | 'index_title' | 'description' | 'domain_language'>;

/**
 * The page's title and meta description in `language` (a SPEC §1 locale, e.g. `en`). The site's
 * own `index_title` and `description` are written in its `domain_language` (e.g. `nl_NL`): a
 * reader of that language gets them; a reader of any other language gets the locale's
 * `app.meta_title` and `app.meta_description` with the site's name, so a German visitor of the
 * Dutch site never reads a Dutch title. The title is preceded by `(count)` when `count` (unread
 * messages plus new likes, SPEC §2) is above zero.
 */
export function pageHead(
  settings: HeadSettings,
  language: string,
  t: TFunction,
  count = 0,
): { title: string; description: string } {
  const own = settings.domain_language.slice(0, 2).toLowerCase() === language.slice(0, 2).toLowerCase();
  const base = own ? settings.index_title : t('app.meta_title', { name: settings.name, lng: language });
  const description = own ? settings.description : t('app.meta_description', { lng: language });
  return { title: count > 0 ? `(${count}) ${base}` : base, description };
}

/**
 * SPEC §2 page title and the meta description, in the member's or visitor's language
 * (`pageHead`), the title preceded by `(count)` when `count` is above zero. Until the settings
 * have loaded the page keeps the title and description of index.html.
 */
export function usePageTitle(count = 0): void {
  const { data: settings } = useSettings();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!settings) return;
    const head = pageHead(settings, language, t, count);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [settings, count, language, t]);
}
