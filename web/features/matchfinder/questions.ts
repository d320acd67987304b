import { GENDERS } from '@common/constants';
import { APPEARANCES } from '@common/profile';
import { MATCH_FINDER_AGES, type MatchFinderAnswers } from '@common/schemas/match-finder';

/** One match finder question (SPEC §2): its answer's field and the choices, in order. */
export interface Question<K extends keyof MatchFinderAnswers = keyof MatchFinderAnswers> {
  name: K;
  options: ReadonlyArray<NonNullable<MatchFinderAnswers[K]>>;
}

/** Whom the visitor looks for: asked only when it is not known (members' profiles know it). */
export const LOOKING_FOR: Question<'looking_for'> = { name: 'looking_for', options: GENDERS };
/** SPEC §9 age groups: 18-35 or 35+. */
export const AGES: Question<'ages'> = { name: 'ages', options: MATCH_FINDER_AGES };
/** The look sought: normal or sexy. */
export const APPEARANCE: Question<'appearance'> = { name: 'appearance', options: APPEARANCES };

/**
 * The i18n key of an answer's label (`match_finder.<question>.<option>`; '18-35' and '35+' are
 * written `18_35` and `35_plus`).
 */
export function optionKey(question: keyof MatchFinderAnswers, option: string): string {
  return `match_finder.${question}.${option.replace('-', '_').replace('+', '_plus')}`;
}
