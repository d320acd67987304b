import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { APPEARANCES } from '../profile.ts';

/**
 * The match finder (SPEC §2 /match-finder, /signup-matches and its dialog; SPEC §9 ages 18-35 or
 * 35+): the age group and the look a visitor or member seeks, and whom. Ethnic origin is not asked
 * (special-category data, GDPR Art. 9; docs/architecture.md "Profile fields").
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
 * and, where not known from a profile, `looking_for` (the gender sought). Body of
 * `PUT /api/profile/search-defaults`; without `looking_for` the `match_finder` of `POST /api/signup`.
 */
export const matchFinderAnswers = z.object({
  ages: z.enum(MATCH_FINDER_AGES, { message: 'validation.choose' }),
  appearance: z.enum(APPEARANCES, { message: 'validation.choose' }),
  looking_for: z.enum(GENDERS, { message: 'validation.choose' }).optional(),
});
export type MatchFinderAnswers = z.infer<typeof matchFinderAnswers>;

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
 * the ages in whole years (null: no bound) and the look sought (null: any). The members search
 * form starts from these.
 */
export const searchDefaults = z.object({
  gender: z.enum(GENDERS),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  appearance: z.enum(APPEARANCES).nullable(),
});
export type SearchDefaults = z.infer<typeof searchDefaults>;

/** `GET`/`PUT /api/profile/search-defaults` answer. */
export const searchDefaultsAnswer = z.object({ search_defaults: searchDefaults });
