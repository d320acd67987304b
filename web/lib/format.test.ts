import { LOCALES } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { createFormatter } from './format';

// 23 November 2026, 14:30 in Amsterdam (13:30 UTC).
const MOMENT = '2026-11-23T13:30:00.000Z';
const NBSP = '\u00a0';
const nl = createFormatter('nl', { timeZone: 'Europe/Amsterdam' });
const en = createFormatter('en', { timeZone: 'Europe/Amsterdam' });

describe('Dutch formats (SPEC §3: dates use the Dutch locale)', () => {
  it('writes dates day-month-year and times on a 24-hour clock', () => {
    expect(nl.date(MOMENT)).toBe('23-11-2026');
    expect(nl.time(MOMENT)).toBe('14:30');
    expect(nl.dateTime(MOMENT)).toBe('23-11-2026, 14:30');
    expect(nl.date(new Date(MOMENT))).toBe('23-11-2026');
    // A calendar day where the member is: 00:30 in Amsterdam is still 23:30 the day before in UTC.
    expect(nl.sameDay('2026-11-23T23:00:00Z', MOMENT)).toBe(false);
    expect(nl.sameDay('2026-11-22T23:30:00Z', MOMENT)).toBe(true);
    expect(nl.time(Date.parse(MOMENT))).toBe('14:30');
  });

  it('writes money with the euro sign first and a decimal comma', () => {
    expect(nl.money(938, 'EUR')).toBe(`€${NBSP}9,38`);
    expect(nl.money(3750, 'EUR')).toBe(`€${NBSP}37,50`);
    expect(nl.money(12900, 'EUR')).toBe(`€${NBSP}129,00`);
    expect(nl.money(123456, 'EUR')).toBe(`€${NBSP}1.234,56`);
    // A price per credit: 938 cents for 50 credits.
    expect(nl.money(938 / 50, 'EUR')).toBe(`€${NBSP}0,19`);
  });

  it('writes percentages without forced decimals: "25% korting", not "25.0%"', () => {
    expect(nl.percent(25)).toBe('25%');
    expect(nl.percent(10)).toBe('10%');
    expect(nl.percent(12.5)).toBe('12,5%');
  });

  it('groups thousands with a dot', () => {
    expect(nl.number(10_000)).toBe('10.000');
    expect(nl.number(0.5)).toBe('0,5');
  });

  it('says how long ago in Dutch', () => {
    expect(nl.relative('2026-11-23T11:30:00Z', MOMENT)).toBe('2 uur geleden');
    expect(nl.relative('2026-11-22T13:30:00Z', MOMENT)).toBe('gisteren');
    expect(nl.relative('2026-11-26T13:30:00Z', MOMENT)).toBe('over 3 dagen');
    expect(nl.relative(MOMENT, MOMENT)).toBe('nu');
  });

  it('names the months and orders the birth-date fields day, month, year', () => {
    expect(nl.monthNames()).toEqual([
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ]);
    expect(nl.dateFieldOrder()).toEqual(['day', 'month', 'year']);
  });

  it('names countries and languages in Dutch', () => {
    expect(nl.region('BE')).toBe('België');
    expect(nl.region('DE')).toBe('Duitsland');
    expect(nl.language('de')).toBe('Duits');
    expect(createFormatter('de').language('de')).toBe('Deutsch');
  });
});

describe('English formats (British English)', () => {
  it('writes dates day/month/year and times on a 24-hour clock, never "2:30 PM"', () => {
    expect(en.date(MOMENT)).toBe('23/11/2026');
    expect(en.time(MOMENT)).toBe('14:30');
    expect(en.dateTime(MOMENT)).toBe('23/11/2026, 14:30');
  });

  it('writes money, percentages and numbers the English way', () => {
    expect(en.money(938, 'EUR')).toBe('€9.38');
    expect(en.money(3750, 'GBP')).toBe('£37.50');
    expect(en.percent(25)).toBe('25%');
    expect(en.number(10_000)).toBe('10,000');
    expect(en.relative('2026-11-23T11:30:00Z', MOMENT)).toBe('2 hours ago');
    expect(en.monthNames()[2]).toBe('March');
    expect(en.region('NL')).toBe('Netherlands');
  });
});

describe('the other site languages', () => {
  it('follow their own conventions', () => {
    const at = (language: string) => createFormatter(language, { timeZone: 'Europe/Amsterdam' });
    // Which no-break space ICU puts in French and German differs between ICU versions.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(at('de').date(MOMENT)).toBe('23.11.2026');
    expect(spaced(at('de').money(938, 'EUR'))).toBe('9,38 €');
    expect(spaced(at('de').percent(25))).toBe('25 %');
    expect(spaced(at('fr').percent(25))).toBe('25 %');
    expect(spaced(at('fr').number(10_000))).toBe('10 000');
    expect(at('pl').date(MOMENT)).toBe('23.11.2026');
    expect(at('pl').monthNames()[0]).toBe('styczeń');
    expect(at('es').time(MOMENT)).toBe('14:30');
    expect(at('it').monthNames()[11]).toBe('dicembre');
    for (const language of LOCALES) {
      expect({ language, order: at(language).dateFieldOrder() }).toEqual({
        language,
        order: ['day', 'month', 'year'],
      });
    }
  });

  it('is one formatter per language and time zone', () => {
    expect(createFormatter('nl', { timeZone: 'Europe/Amsterdam' })).toBe(nl);
    expect(createFormatter('nl')).not.toBe(nl);
  });
});
