import type { Locale } from '@common/constants';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The back office's texts (namespace `backoffice`, common/locales/backoffice/{nl,en}.json): Dutch
 * and English only, loaded with the admin chunks and never in the members' bundle. Staff whose
 * language is another one read Dutch (the default).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../common/locales/backoffice/*.json',
);

/** The back office's languages; others fall back to Dutch. */
export const BACKOFFICE_LOCALES = ['nl', 'en'] as const;

async function loadBackoffice(locale: string): Promise<void> {
  const lng = (BACKOFFICE_LOCALES as readonly string[]).includes(locale) ? locale : 'nl';
  for (const l of new Set([lng, 'nl'])) {
    if (i18next.hasResourceBundle(l, 'backoffice')) continue;
    const load = loaders[`../../../common/locales/backoffice/${l}.json`];
    if (load) i18next.addResourceBundle(l, 'backoffice', (await load()).default, true, true);
  }
}

/**
 * `t` for back-office texts (`t('nav.members')`) and `ready` once they are loaded for the
 * current language. Use `ready` in the admin shell only; pages inside it may assume it.
 */
export function useBackofficeTranslation(): {
  t: ReturnType<typeof useTranslation>['t'];
  ready: boolean;
  locale: Locale;
} {
  const { t, i18n } = useTranslation('backoffice');
  const [loadedFor, setLoadedFor] = useState<string | null>(
    i18next.hasResourceBundle(i18n.language, 'backoffice') ? i18n.language : null,
  );
  useEffect(() => {
    let live = true;
    void loadBackoffice(i18n.language).then(() => {
      if (live) setLoadedFor(i18n.language);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return { t, ready: loadedFor === i18n.language, locale: i18n.language as Locale };
}
