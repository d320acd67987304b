/**
 * Profiles as staff see them in the operator console (issue "Back office" §4): the members
 * module's owner-API for `server/modules/operators`. Read-only.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import { ageOn, presentImage } from './present.ts';

/** A profile for staff: identity, age on `now`, place, the about text and the active photos (main first). */
export interface StaffProfile {
  id: number;
  name: string;
  age: number;
  gender: 'male' | 'female';
  city: string;
  country: string;
  about: string;
  fictional: boolean;
  /** Active photos, the main photo first; file names below the settings' cdn_prefix. */
  photos: Array<{ id: number; filename: string; thumb_filename: string }>;
}

/**
 * The profiles of accounts `userIds` as staff see them (ages as of `now`), by account id; ids
 * without a profile are absent. Two queries whatever the number of ids.
 */
export async function staffProfiles(
  db: Db | Tx,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, StaffProfile>> {
  if (userIds.length === 0) return new Map();
  const ids = [...userIds];
  const rows = await db.select().from(profiles).where(inArray(profiles.userId, ids));
  const photoRows = await db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(and(inArray(photos.userId, ids), eq(photos.status, 'active')))
    .orderBy(asc(photos.id));
  const answer = new Map<number, StaffProfile>();
  for (const p of rows) {
    const own = photoRows
      .filter((ph) => ph.userId === p.userId)
      .sort((a, b) => Number(b.id === p.mainPhotoId) - Number(a.id === p.mainPhotoId));
    answer.set(p.userId, {
      id: p.userId,
      name: p.name,
      age: ageOn(p.dateOfBirth, now),
      gender: p.gender,
      city: p.city,
      country: p.country,
      about: p.about,
      fictional: p.fictional,
      photos: own.map((ph) => ({
        id: ph.id,
        filename: presentImage(ph.id)?.filename ?? '',
        thumb_filename: presentImage(ph.id)?.thumb_filename ?? '',
      })),
    });
  }
  return answer;
}
