import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.ts';
import backofficeEn from './backoffice/en.json' with { type: 'json' };
import backofficeNl from './backoffice/nl.json' with { type: 'json' };
import { resources } from './index.ts';

type Tree = { [key: string]: string | string[] | Tree };

/** Every leaf key of a locale tree, dotted; plural suffixes folded into their base key. */
function keys(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) {
      out.set(full.replace(/_(zero|one|two|few|many|other)$/, '_plural'), value);
    } else {
      for (const [k, v] of keys(value, full)) out.set(k, v);
    }
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf text of a locale tree by its dotted key, plural suffixes kept. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of texts(value, full)) out.set(k, v);
    } else out.set(full, String(value));
  }
  return out;
}

/**
 * The keys of a locale tree that count something (a `{{count}}` placeholder or a plural suffix)
 * but lack one of the plural forms `locale` needs (`Intl.PluralRules`, as i18next picks them),
 * as `key: missing forms`; a `{{count}}` text without any plural suffix misses them all.
 */
function missingPlurals(tree: Tree, locale: string): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const forms = new Map<string, Set<string>>();
  const all = texts(tree);
  for (const [key, value] of all) {
    // A suffix makes a plural form only in a family with `_other` (i18next's fallback form), so
    // that `too_many` or `balance_below_zero` are no plural forms of `too` or `balance_below`.
    const base = key.replace(PLURAL, '');
    const suffix = all.has(`${base}_other`) ? key.match(PLURAL)?.[1] : undefined;
    if (!suffix && !/\{\{count\b/.test(value)) continue;
    const set = forms.get(base) ?? new Set<string>();
    if (suffix) set.add(suffix);
    forms.set(suffix ? base : key, set);
  }
  return [...forms]
    .map(([base, have]) => [base, needed.filter((form) => !have.has(form))] as const)
    .filter(([, missing]) => missing.length > 0)
    .map(([base, missing]) => `${base}: ${missing.join(', ')}`);
}

/** The `{{name}}` and `{{name, format}}` placeholders and the `<tag>`s of a text. */
const placeholders = (value: string | string[]) =>
  [...new Set(String(value).match(/\{\{\w+(?:, ?\w+)?\}\}|<\/?\w+>/g) ?? [])].sort();

describe('locales', () => {
  const reference = keys(resources.nl.translation as unknown as Tree);

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s has every key of Dutch, and no other', (locale) => {
    const other = keys(resources[locale].translation as unknown as Tree);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))(
    '%s keeps the placeholders and tags of each Dutch text',
    (locale) => {
      const other = keys(resources[locale].translation as unknown as Tree);
      for (const [key, value] of reference) {
        expect({ key, p: placeholders(other.get(key) ?? '') }).toEqual({ key, p: placeholders(value) });
      }
    },
  );

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s is translated, not a copy of Dutch', (locale) => {
    const other = keys(resources[locale].translation as unknown as Tree);
    // Placeholders do not count as words: "{{name}}, {{age}}, {{city}}" reads the same in every language.
    const same = [...reference].filter(
      ([key, value]) => other.get(key) === value && String(value).replace(/{{[^}]+}}/g, '').length > 25,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('%s has every plural form its language needs for each counted text', (locale) => {
    expect(missingPlurals(resources[locale].translation as unknown as Tree, locale)).toEqual([]);
  });

  it.each([
    ['nl', backofficeNl],
    ['en', backofficeEn],
  ] as const)('the back office in %s has every plural form for each counted text', (locale, tree) => {
    expect(missingPlurals(tree as unknown as Tree, locale)).toEqual([]);
  });

  it('counts credits, hours and messages in the grammar of each language', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'pl', resources, interpolation: { escapeValue: false } });
    const credits = (lng: string, count: number) => t.t('credits.package_credits', { lng, count });
    expect([1, 2, 5, 22, 25].map((n) => credits('pl', n))).toEqual([
      '1 kredyt',
      '2 kredyty',
      '5 kredytów',
      '22 kredyty',
      '25 kredytów',
    ]);
    expect([1, 10].map((n) => credits('en', n))).toEqual(['1 credit', '10 credits']);
    expect([1, 10].map((n) => credits('nl', n))).toEqual(['1 credit', '10 credits']);
    expect(t.t('timebonus.act_fast', { lng: 'en', count: 1 })).toContain('1 hour after');
    expect(t.t('credits.messages', { lng: 'pl', count: 1 })).toBe('1 wiadomość');
  });

  it('has the exact Dutch texts of SPEC §5 and §8', () => {
    const nl = resources.nl.translation;
    expect(nl.errors.login_failed).toBe('Login mislukt, probeer opnieuw');
    expect(nl.errors.login_blocked).toBe('Te veel foute pogingen, account voor {{minutes}} min geblokkeerd.');
    expect(nl.validation.birthdate_required).toBe('Vul uw geboortedatum in ({{min_age}}+ jaar)');
    expect(nl.validation.birthdate_invalid).toBe('Ongeldige geboortedatum.');
    expect(nl.validation.email_invalid).toBe('Ongeldige e-mail');
    expect(nl.validation.passwords_differ).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    expect(nl.validation.old_password_wrong).toBe('Controleer je oude wachtwoord.');
    expect(nl.errors.email_taken).toBe('Dit e-mailadres heeft al een account op deze site.');
    expect(nl.validation.new_email_invalid).toBe('Nieuw e-mailadres invalide.');
    expect(nl.errors.link_expired).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(nl.errors.generic).toBe('Er is een fout opgetreden.');
    expect(nl.errors.internal).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    expect(nl.activation.failed).toBe('Activeren mislukt');
    expect(nl.errors.premium_only).toBe('Deze functie is alleen beschikbaar voor premium leden.');
    // SPEC §8 words the unknown page in English: English says exactly that, every other
    // locale (Dutch too) says it in its own language.
    expect(resources.en.translation.errors.page_not_found).toBe('This page could not be found');
    expect(nl.errors.page_not_found).toBe('Deze pagina kon niet worden gevonden');
  });
});
