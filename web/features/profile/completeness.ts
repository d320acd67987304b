import type { OwnProfile } from '@common/schemas/members';

/**
 * The parts of a profile the completeness meter counts (issue "first hour"): a photo, the place,
 * the own description, the SPEC §3 choices and at least one interest. Each is also the step of
 * `/complete-signup` (1 photo, 2 appearance, 3 interests, 4 looking) where it is asked.
 */
export const COMPLETENESS_PARTS = [
  { part: 'photo', step: 1 },
  { part: 'appearance', step: 2 },
  { part: 'hair_colour', step: 2 },
  { part: 'eye_colour', step: 2 },
  { part: 'body_type', step: 2 },
  { part: 'tattoos', step: 2 },
  { part: 'interests', step: 3 },
  { part: 'city', step: 4 },
  { part: 'relationship_status', step: 4 },
  { part: 'sexuality', step: 4 },
  { part: 'signup_reason', step: 4 },
  { part: 'about', step: 4 },
] as const;

/** One counted part of the profile, e.g. 'photo' or 'hair_colour'. */
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number]['part'];

/** How complete a profile is: whole percent 0-100, the parts still empty and the first step asking one. */
export interface Completeness {
  percent: number;
  missing: CompletenessPart[];
  /** The `/complete-signup` step (1-4) of the first missing part; null when nothing is missing. */
  step: number | null;
}

/**
 * The completeness of `profile`: a photo counts once the member has any photo (also under review),
 * text fields once they hold more than spaces, interests once one is chosen. Parts the site does
 * not show (`visible`: the settings' `visible_profile_fields`; photo, city and about always count)
 * are left out of the sum.
 */
export function profileCompleteness(profile: OwnProfile, visible?: readonly string[]): Completeness {
  const always = new Set<string>(['photo', 'city', 'about']);
  const counted = COMPLETENESS_PARTS.filter(
    (p) => always.has(p.part) || !visible || visible.includes(p.part),
  );
  const filled = (part: CompletenessPart): boolean => {
    if (part === 'photo') return profile.photos.some((p) => p.status !== 'rejected');
    if (part === 'interests') return profile.interests.length > 0;
    const value = profile[part];
    return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
  };
  const missing = counted.filter((p) => !filled(p.part));
  const percent =
    counted.length === 0 ? 100 : Math.round(((counted.length - missing.length) / counted.length) * 100);
  return { percent, missing: missing.map((p) => p.part), step: missing[0]?.step ?? null };
}
