/**
 * Suggested members for the weekly update mail (issue: notifications): who a member might like,
 * chosen as search would show them first.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/members.ts';
import { notBlocked } from '../blocks/blocks.ts';
import { ageOn } from './present.ts';

/** A suggested member: id, name, age in years on `now`, city, and the approved main photo's id. */
export interface Suggestion {
  id: number;
  name: string;
  age: number;
  city: string;
  mainPhotoId: number;
}

/**
 * Up to `limit` members for member `userId` on `now`: searchable (confirmed, active, not
 * invisible), of the gender they look for, in their country, with an approved main photo, no block
 * either way, most recently active first. Empty when the member has no profile. Two queries.
 */
export async function suggestionsFor(db: Db, userId: number, now: Date, limit = 6): Promise<Suggestion[]> {
  const [me] = await db
    .select({ lookingFor: profiles.lookingFor, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!me) return [];
  const rows = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      city: profiles.city,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.searchable, true),
        eq(profiles.gender, me.lookingFor),
        eq(profiles.country, me.country),
        isNotNull(profiles.mainPhotoId),
        ne(profiles.userId, userId),
        notBlocked(userId, profiles.userId),
        sql`not ${profiles.fictional}`,
      ),
    )
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(limit);
  return rows.flatMap((r) =>
    r.mainPhotoId === null
      ? []
      : [
          {
            id: r.id,
            name: r.name,
            age: ageOn(r.dateOfBirth, now),
            city: r.city,
            mainPhotoId: r.mainPhotoId,
          },
        ],
  );
}
