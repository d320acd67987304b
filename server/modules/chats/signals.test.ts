/**
 * docs/safety.md "Nudges": the word lists mark insults and sexual words, whole words only, in the
 * languages asked, and leave the lists' everyday words alone.
 */
import { describe, expect, it } from 'vitest';
import { EVERYDAY_WORDS, hasListedWord } from './signals.ts';

describe('hasListedWord', () => {
  it('marks a listed word or phrase of the languages asked, whole words only', () => {
    expect(hasListedWord('Hoi, je bent een klootzak', ['nl'])).toBe(true);
    expect(hasListedWord('Zullen we een nummertje maken?', ['nl'])).toBe(true);
    expect(hasListedWord('KLOOTZAK!', ['nl'])).toBe(true);
    expect(hasListedWord('Du bist ein Arschloch', ['nl', 'de'])).toBe(true);
    expect(hasListedWord('Du bist ein Arschloch', ['nl'])).toBe(false);
    // Part of a longer word is no match.
    expect(hasListedWord('Ik hou van klootzakken-vrije avonden', ['nl'])).toBe(false);
  });

  it('leaves everyday words alone: a turn, a sweetheart, walking the dog, fish', () => {
    expect(
      hasListedWord('Hoi schatje, jouw beurt! Ik ga zo de hond uitlaten, balen dat het regent', ['nl']),
    ).toBe(false);
    expect(hasListedWord('Stasera pesce al forno, come una regina', ['it'])).toBe(false);
    expect(hasListedWord('Un baiser de Paris', ['fr'])).toBe(false);
    expect(Object.values(EVERYDAY_WORDS).flat()).toHaveLength(86);
  });
});
