import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.ts';
import {
  addressLine,
  fillLegal,
  LEGAL_PAGES,
  LEGAL_VALUE_NAMES,
  type LegalSection,
  type LegalTexts,
  type LegalValues,
} from './index.ts';

/** One locale's legal texts, read as the web client's chunk would have them. */
const texts = (locale: string): LegalTexts =>
  JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as LegalTexts;

/** Every text of a section: heading and paragraphs. */
const textsOf = (section: LegalSection) => [section.heading ?? '', ...section.body];

/** The `{{name}}` placeholders of a section, sorted, each once. */
const placeholders = (section: LegalSection) =>
  [
    ...new Set(
      textsOf(section)
        .join('\n')
        .match(/\{\{\w+\}\}/g) ?? [],
    ),
  ].sort();

/** The link targets `[label](target)` of a section, in order. */
const links = (section: LegalSection) =>
  [
    ...textsOf(section)
      .join('\n')
      .matchAll(/\[[^\]]+\]\(([^)]+)\)/g),
  ].map((m) => m[1]);

/** Values as a site could have them (SPEC §3 settings and company info). */
const VALUES: LegalValues = {
  site: 'Amora',
  min_age: 18,
  refund_days: 21,
  message_credits: 5,
  support_email: 'support@amora.example',
  support_phone: '020-123 45 67',
  company: 'Amora B.V.',
  company_address: addressLine({
    address: 'Herengracht 100',
    city: '1015 BS Amsterdam',
    country: 'Nederland',
  }),
  grace_days: 14,
};

/** Routes of the web client a legal text may link to (web/app/router.tsx). */
const ROUTES = ['/complaints', '/pricing', '/credits', '/transactions', '/settings'];

const dutch = texts('nl');

describe('legal texts', () => {
  it.each(LOCALES)('%s has every legal page, each with the sections of the Dutch one', (locale) => {
    const other = texts(locale);
    expect(Object.keys(other).sort()).toEqual([...LEGAL_PAGES].sort());
    for (const page of LEGAL_PAGES) {
      const shape = (sections: LegalSection[]) =>
        sections.map((s) => ({ id: s.id, heading: s.heading !== undefined, form: s.form ?? false }));
      expect({ page, sections: shape(other[page]) }).toEqual({ page, sections: shape(dutch[page]) });
    }
  });

  it.each(LOCALES)('%s keeps the placeholders, links and list items of each Dutch section', (locale) => {
    const other = texts(locale);
    for (const page of LEGAL_PAGES) {
      dutch[page].forEach((section, i) => {
        const theirs = other[page][i] as LegalSection;
        const where = `${page}#${section.id}`;
        expect({ where, p: placeholders(theirs) }).toEqual({ where, p: placeholders(section) });
        expect({ where, links: links(theirs) }).toEqual({ where, links: links(section) });
        const items = (s: LegalSection) => s.body.map((p) => p.startsWith('- '));
        expect({ where, items: items(theirs) }).toEqual({ where, items: items(section) });
      });
    }
  });

  it.each(LOCALES)('%s names only site values, and every one is filled in', (locale) => {
    const other = texts(locale);
    for (const page of LEGAL_PAGES) {
      for (const section of other[page]) {
        for (const name of placeholders(section)) {
          expect(LEGAL_VALUE_NAMES).toContain(name.slice(2, -2));
        }
        for (const text of textsOf(section)) expect(fillLegal(text, VALUES)).not.toContain('{{');
      }
    }
  });

  it.each(LOCALES)('%s states the site values where the law wants them', (locale) => {
    const other = texts(locale);
    const filled = (page: (typeof LEGAL_PAGES)[number]) =>
      other[page].flatMap((s) => textsOf(s).map((t) => fillLegal(t, VALUES))).join('\n');
    // Terms: who we are, the minimum age, the refund window, the site's name.
    expect(filled('terms')).toContain('Amora B.V., Herengracht 100, 1015 BS Amsterdam, Nederland');
    expect(filled('terms')).toMatch(/\b18\b/);
    expect(filled('terms')).toMatch(/\b21\b/);
    // Return policy: the refund window, the model form's addressee with e-mail.
    expect(filled('return-policy')).toMatch(/\b21\b/);
    expect(filled('return-policy')).toContain(
      'Amora B.V., Herengracht 100, 1015 BS Amsterdam, Nederland, support@amora.example',
    );
    // Every page names the site, or the support address on the service page.
    for (const page of LEGAL_PAGES)
      expect({ page, ok: /Amora|support@amora/.test(filled(page)) }).toEqual({ page, ok: true });
    expect(filled('ban')).toMatch(/\b18\b/);
    expect(filled('privacy')).toContain('support@amora.example');
    expect(filled('service')).toContain('020-123 45 67');
  });

  it.each(LOCALES)('%s links only to pages and sections that exist', (locale) => {
    const other = texts(locale);
    for (const page of LEGAL_PAGES) {
      for (const section of other[page]) {
        for (const target of links(section)) {
          const [path = '', anchor] = (target as string).split('#');
          const legal = path.match(/^\/pages\/(.+)$/)?.[1];
          if (legal) {
            expect(LEGAL_PAGES).toContain(legal);
            if (anchor) expect(dutch[legal as keyof LegalTexts].map((s) => s.id)).toContain(anchor);
          } else {
            expect(ROUTES).toContain(path);
          }
        }
      }
    }
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s is translated, not a copy of Dutch', (locale) => {
    const other = texts(locale);
    const same: string[] = [];
    for (const page of LEGAL_PAGES) {
      dutch[page].forEach((section, i) => {
        textsOf(section).forEach((text, j) => {
          const theirs = textsOf(other[page][i] as LegalSection)[j];
          if (theirs === text && text.replace(/\{\{\w+\}\}|`[^`]+`/g, '').length > 25)
            same.push(`${page}#${section.id}`);
        });
      });
    }
    expect(same).toEqual([]);
  });

  it('says plainly in every locale that some profiles are fictional and cannot be met', () => {
    for (const locale of LOCALES) {
      const faq = texts(locale).faq.find((s) => s.id === 'fictional-profiles');
      expect(faq?.body.length).toBeGreaterThan(0);
      const terms = texts(locale).terms.find((s) => s.id === 'fictional');
      expect(terms?.body.length).toBeGreaterThan(0);
    }
    expect(dutch.faq.find((s) => s.id === 'fictional-profiles')?.body[0]).toMatch(
      /^Nee\. .*fictieve profielen.*fysiek contact is niet mogelijk/,
    );
  });

  it('fills known values and leaves unknown placeholders for the checks above', () => {
    expect(fillLegal('{{site}} · {{refund_days}} · {{other}}', VALUES)).toBe('Amora · 21 · {{other}}');
    expect(addressLine({ address: 'Herengracht 100', city: '', country: 'Nederland' })).toBe(
      'Herengracht 100, Nederland',
    );
  });
});
