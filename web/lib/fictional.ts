import { useTranslation } from 'react-i18next';
import { useSettings } from './queries';

/** The words a fictional profile is labelled with (SPEC §1): badge, plural, and the warning. */
export interface FictionalTexts {
  singular: string;
  plural: string;
  warning: string;
}

/**
 * SPEC §1, §3 fictional-profile texts in the reader's language: the site's own settings
 * (`fictional_singular`, `fictional_plural`, `fictional_warning`, which staff may word for their
 * site) when the interface speaks the site's language (`domain_language`), otherwise the
 * translated texts `fictional.*`, so that a member reading German never sees only Dutch words.
 * Answers undefined until the settings are loaded.
 */
export function useFictionalTexts(): FictionalTexts | undefined {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  if (!settings) return undefined;
  if (i18n.language === settings.domain_language.slice(0, 2)) {
    return {
      singular: settings.fictional_singular,
      plural: settings.fictional_plural,
      warning: settings.fictional_warning,
    };
  }
  return {
    singular: t('fictional.singular'),
    plural: t('fictional.plural'),
    warning: t('fictional.warning'),
  };
}
