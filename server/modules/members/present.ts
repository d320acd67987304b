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
