import { describe, expect, it } from 'vitest';
import {
  LOCALE_TAGS,
  LOCALES,
  localeTag,
  SOCIAL_PROOF_MIN_ONLINE,
  shownCount,
  siteLocale,
} from './constants.ts';

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

describe('honest social proof (SPEC §2 landers, home page)', () => {
  it('shows a count from the threshold on, never one below it, nor an unknown one', () => {
    expect(shownCount(SOCIAL_PROOF_MIN_ONLINE, SOCIAL_PROOF_MIN_ONLINE)).toBe(SOCIAL_PROOF_MIN_ONLINE);
    expect(shownCount(250, SOCIAL_PROOF_MIN_ONLINE)).toBe(250);
    for (const few of [0, 1, SOCIAL_PROOF_MIN_ONLINE - 1])
      expect(shownCount(few, SOCIAL_PROOF_MIN_ONLINE)).toBeNull();
    expect(shownCount(undefined, SOCIAL_PROOF_MIN_ONLINE)).toBeNull();
    expect(shownCount(null, SOCIAL_PROOF_MIN_ONLINE)).toBeNull();
  });
});
