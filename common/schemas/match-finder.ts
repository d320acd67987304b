import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import {
  agesRange,
  MATCH_FINDER_AGES,
  MATCH_FINDER_MIN_AGE,
  MATCH_FINDER_SPLIT_AGE,
  type MatchFinderAges,
  type MatchFinderAnswers as PlainMatchFinderAnswers,
  type SearchDefaults as PlainSearchDefaults,
} from '../match-finder.ts';
import { APPEARANCES } from '../profile.ts';

/**
 * The match finder (SPEC §2 /match-finder, /signup-matches and its dialog; SPEC §9 ages 18-35 or
 * 35+): the age group and the look a visitor or member seeks, and whom. Ethnic origin is not asked
 * (special-category data, GDPR Art. 9; docs/architecture.md "Profile fields").
 */

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

// The values without zod (`common/match-finder.ts`, for the members area's first chunks), and a
// check that its types are the shapes these schemas accept.
export { agesRange, MATCH_FINDER_AGES, MATCH_FINDER_MIN_AGE, MATCH_FINDER_SPLIT_AGE, type MatchFinderAges };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<MatchFinderAnswers, PlainMatchFinderAnswers>,
  Same<SearchDefaults, PlainSearchDefaults>,
] = [true, true];
void sameShapes;

/** `GET`/`PUT /api/profile/search-defaults` answer. */
export const searchDefaultsAnswer = z.object({ search_defaults: searchDefaults });
