import { GENDERS, type Gender } from './constants.ts';
import { APPEARANCES, type Appearance } from './profile.ts';

/**
 * The match finder's values without zod (SPEC §2 /match-finder, SPEC §9 ages 18-35 or 35+): the
 * members area's first chunks draw the search from them, so they do not load the schemas
 * (`schemas/match-finder.ts` builds the API's checks on the same lists).
 */

/** SPEC §9 match finder age groups. */
export const MATCH_FINDER_AGES = ['18-35', '35+'] as const;
export type MatchFinderAges = (typeof MATCH_FINDER_AGES)[number];

/** Youngest age of the match finder's groups (SPEC §5: "match finder uses 18"), in years. */
export const MATCH_FINDER_MIN_AGE = 18;
/** Where the younger group ends and the older one starts, in years. */
export const MATCH_FINDER_SPLIT_AGE = 35;

/**
 * The match finder's answers: `ages` ('18-35' | '35+'), `appearance` sought ('normal' | 'sexy')
 * and, where not known from a profile, `looking_for` (the gender sought).
 */
export interface MatchFinderAnswers {
  ages: MatchFinderAges;
  appearance: Appearance;
  looking_for?: Gender | undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Whether `value` (e.g. read back from the browser's storage) is a match finder answer as
 * `schemas/match-finder.ts` `matchFinderAnswers` accepts it: an object with a known `ages` and
 * `appearance` and, if present, a known `looking_for`. Other keys are ignored.
 */
export function isMatchFinderAnswers(value: unknown): value is MatchFinderAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const answers = value as Record<string, unknown>;
  return (
    isOneOf(MATCH_FINDER_AGES, answers.ages) &&
    isOneOf(APPEARANCES, answers.appearance) &&
    (answers.looking_for === undefined || isOneOf(GENDERS, answers.looking_for))
  );
}

/**
 * The age range in whole years of an age group: '18-35' is 18 to 35, '35+' is 35 without an
 * upper bound (`max_age` null).
 */
export function agesRange(ages: MatchFinderAges): { min_age: number; max_age: number | null } {
  return ages === '18-35'
    ? { min_age: MATCH_FINDER_MIN_AGE, max_age: MATCH_FINDER_SPLIT_AGE }
    : { min_age: MATCH_FINDER_SPLIT_AGE, max_age: null };
}

/**
 * A member's search defaults (`GET`/`PUT /api/profile/search-defaults`): the gender they look for,
 * the ages in whole years (null: no bound) and the look sought (null: any).
 */
export interface SearchDefaults {
  gender: Gender;
  min_age: number | null;
  max_age: number | null;
  appearance: Appearance | null;
}
