import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/constants';
import type { LegalSection, LegalTexts } from '@common/legal';
import { legalOverridesAnswer } from '@common/schemas/site-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

// One chunk per locale: a legal page loads its language's texts only when it opens, so they never
// weigh on the first visit (the locale files ship with the entry chunk).
const loaders = import.meta.glob<{ default: LegalTexts }>('../../../common/legal/*.json');

/**
 * The legal texts of `locale` (a SPEC §1 locale; anything else loads Dutch), from their own chunk.
 * Throws when the chunk cannot be loaded (the error page reloads once, SPEC §8).
 */
export async function loadLegalTexts(locale: string): Promise<LegalTexts> {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const load = loaders[`../../../common/legal/${chosen}.json`];
  if (!load) throw new Error(`no legal texts for ${chosen}`);
  return (await load()).default;
}

/** The legal texts of `locale`, loaded once per locale and kept (they never change while the page is open). */
export function useLegalTexts(locale: string) {
  return useQuery({
    queryKey: ['legal-texts', locale],
    queryFn: () => loadLegalTexts(locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The legal sections this site shows in `locale` instead of the shipped ones (issue "Back office"
 * §5, `GET /api/legal/overrides`), by `page.section` key. Fetched when a legal page opens.
 */
export function useLegalOverrides(locale: string) {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return useQuery({
    queryKey: ['legal-overrides', chosen],
    queryFn: () =>
      api(`/api/legal/overrides?locale=${chosen}`, { schema: legalOverridesAnswer }).then((a) => a.sections),
  });
}

/**
 * `sections` of legal page `page` with the site's own texts in place of the shipped ones: an
 * override keeps the section's id and form, replaces its paragraphs, and its heading when it has one.
 */
export function withOverrides(
  page: string,
  sections: LegalSection[],
  overrides: Readonly<Record<string, { heading: string | null; body: string[] }>>,
): LegalSection[] {
  return sections.map((section) => {
    const own = overrides[`${page}.${section.id}`];
    if (!own) return section;
    return {
      ...section,
      body: own.body,
      ...(section.heading !== undefined ? { heading: own.heading ?? section.heading } : {}),
    };
  });
}
