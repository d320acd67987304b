import type { MemberCard } from '@common/schemas/members';
import { profiles } from '../../db/schema/members.ts';

/**
 * Presenters for members (CONVENTIONS 5): one place that turns rows into what the API answers.
 */

/** SPEC §3 image reference: paths below the settings' `cdn_prefix`. */
export function presentImage(photoId: number | null | undefined) {
  if (!photoId) return null;
  return { filename: `photos/${photoId}.webp`, thumb_filename: `photos/${photoId}.thumb.webp` };
}

/** Whole years between a `YYYY-MM-DD` birth date and `now` (UTC calendar). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** A member counts as online when active within this many seconds. */
export const ONLINE_WINDOW_S = 300;

/** The profile columns a member card needs (select with these, present with `toCard`). */
export const cardColumns = {
  id: profiles.userId,
  name: profiles.name,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  fictional: profiles.fictional,
  mainPhotoId: profiles.mainPhotoId,
  lastActiveAt: profiles.lastActiveAt,
  verifiedAt: profiles.verifiedAt,
  verifiedPhotoId: profiles.verifiedPhotoId,
};

/** A row selected with `cardColumns`. */
export interface CardRow {
  id: number;
  name: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  country: string;
  region: string;
  city: string;
  fictional: boolean;
  mainPhotoId: number | null;
  lastActiveAt: Date;
  verifiedAt: Date | null;
  verifiedPhotoId: number | null;
}

/**
 * Whether a profile shows as verified (docs/safety.md "Verified photos"): a moderator confirmed
 * it, and the confirmed photo is still the main photo (a new main photo shows the badge only once
 * its face matched the confirmed one). Fictional profiles never are.
 */
export function isVerified(row: {
  verifiedAt: Date | null;
  verifiedPhotoId: number | null;
  mainPhotoId: number | null;
  fictional?: boolean;
}): boolean {
  return (
    !row.fictional &&
    row.verifiedAt !== null &&
    row.verifiedPhotoId !== null &&
    row.verifiedPhotoId === row.mainPhotoId
  );
}

/**
 * API.md member card of a row, ages and online status as of `now`. A real member is online when
 * active within ONLINE_WINDOW_S; a fictional profile only when it is in `onDuty` (an operator is on
 * duty for it: `fictionalOnDuty` in visibility.ts; issue "Back office" §4), never by its activity.
 */
export function toCard(r: CardRow, now: Date, onDuty: ReadonlySet<number> = new Set()): MemberCard {
  return {
    id: r.id,
    name: r.name,
    age: ageOn(r.dateOfBirth, now),
    gender: r.gender,
    country: r.country,
    region: r.region,
    city: r.city,
    fictional: r.fictional,
    online: r.fictional
      ? onDuty.has(r.id)
      : now.getTime() - r.lastActiveAt.getTime() < ONLINE_WINDOW_S * 1000,
    main_image: presentImage(r.mainPhotoId),
    verified: isVerified(r),
  };
}
