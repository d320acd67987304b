import { describe, expect, it } from 'vitest';
import { withOverrides } from '../../pages/legalTexts';
import { centsFromText, decimalSeparator, textFromCents } from './money';

describe('amounts typed in euros', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.50', 1250],
    [' 0,99 ', 99],
    ['129,00', 12900],
  ])('%s is %i cents', (text, cents) => {
    expect(centsFromText(text)).toBe(cents);
  });

  it.each(['', '12,505', '-1', '1.234,50', 'twaalf', '1e3'])('%j is no amount', (text) => {
    expect(centsFromText(text)).toBeNull();
  });

  it('shows cents with the language’s decimal sign', () => {
    expect(textFromCents(1250, decimalSeparator('nl-NL'))).toBe('12,50');
    expect(textFromCents(99, decimalSeparator('en-GB'))).toBe('0.99');
  });
});

describe('a site’s own legal texts', () => {
  const shipped = [
    { id: 'intro', body: ['Shipped intro'] },
    { id: 'fictional', heading: 'Fictional', body: ['One', 'Two'] },
  ];

  it('replaces the paragraphs, and the heading only where the section has one', () => {
    const merged = withOverrides('terms', shipped, {
      'terms.intro': { heading: 'Ignored', body: ['Own intro'] },
      'terms.fictional': { heading: null, body: ['Own'] },
      'privacy.fictional': { heading: 'Other page', body: ['x'] },
    });
    expect(merged).toEqual([
      { id: 'intro', body: ['Own intro'] },
      { id: 'fictional', heading: 'Fictional', body: ['Own'] },
    ]);
  });
});
