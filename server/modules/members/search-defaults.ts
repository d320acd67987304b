/**
 * A member's search defaults (SPEC §2 match finder, SPEC §9 ages 18-35 or 35+): the gender they
 * look for (`profiles.looking_for`), the ages (`min_age`, `max_age`) and the look sought
 * (`seek_appearance`). The members search form starts from them; the match finder writes them.
 */

import { agesRange, type MatchFinderAnswers, type SearchDefaults } from '@common/schemas/match-finder';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/members.ts';

/**
 * The profile columns the match finder's answers set: the age group's range (`maxAge` null for
 * 35+) and the look sought; the gender sought when the answers name it.
 */
export function matchFinderColumns(answers: MatchFinderAnswers): {
  minAge: number;
  maxAge: number | null;
  seekAppearance: MatchFinderAnswers['appearance'];
  lookingFor?: 'male' | 'female';
} {
  const range = agesRange(answers.ages);
  return {
    minAge: range.min_age,
    maxAge: range.max_age,
    seekAppearance: answers.appearance,
    ...(answers.looking_for ? { lookingFor: answers.looking_for } : {}),
  };
}

/** The search defaults of member `userId`, or null when they have no profile. */
export async function searchDefaultsOf(db: Db | Tx, userId: number): Promise<SearchDefaults | null> {
  const [row] = await db
    .select({
      gender: profiles.lookingFor,
      min_age: profiles.minAge,
      max_age: profiles.maxAge,
      appearance: profiles.seekAppearance,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Store the match finder's answers as member `userId`'s search defaults (see
 * `matchFinderColumns`); answers the new defaults, or null when the member has no profile.
 */
export async function saveMatchFinder(
  db: Db | Tx,
  userId: number,
  answers: MatchFinderAnswers,
): Promise<SearchDefaults | null> {
  await db.update(profiles).set(matchFinderColumns(answers)).where(eq(profiles.userId, userId));
  return searchDefaultsOf(db, userId);
}
