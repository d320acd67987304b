import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, LOCALES, localeTag, siteLocale } from './constants.ts';

describe('site languages and their format tags (SPEC §1, §3)', () => {
  it('maps each of the seven site languages to a regional tag, and anything else to Dutch', () => {
    expect(LOCALES.map(localeTag)).toEqual(['nl-NL', 'de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL']);
    expect(Object.keys(LOCALE_TAGS).sort()).toEqual([...LOCALES].sort());
    expect(localeTag('nl-BE')).toBe('nl-NL');
    expect(localeTag('xx')).toBe('nl-NL');
    expect(localeTag(undefined)).toBe('nl-NL');
  });

  it('reads the site language from a tag, whatever its case; an unknown one is Dutch', () => {
    expect(siteLocale('en-US')).toBe('en');
    expect(siteLocale('DE')).toBe('de');
    expect(siteLocale('pt-BR')).toBe('nl');
    expect(siteLocale('')).toBe('nl');
    expect(siteLocale(undefined)).toBe('nl');
  });
});
