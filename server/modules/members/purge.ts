/**
 * The members module's part of purging a deleted account (SPEC §4, 14 days after deletion): the
 * profile and the photo rows go; the caller removes the files after its transaction commits.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { photos, profiles, verificationRequests } from '../../db/schema/members.ts';

/**
 * Delete member `userId`'s profile and photos in `tx`. Answers the storage keys of every file
 * that belonged to them (each photo's WebP and thumbnail, e.g. `members/12/ab.webp`,
 * `members/12/ab.thumb.webp`, generated demo portraits too, and an undecided verification
 * selfie), for `PhotoStorage.remove`. Verification requests go too (docs/safety.md "Verified photos").
 */
export async function purgeProfile(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(photos)
    .where(eq(photos.userId, userId))
    .returning({ storageKey: photos.storageKey });
  const requests = await tx
    .delete(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .returning({ selfieKey: verificationRequests.selfieKey });
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  return [
    ...rows.flatMap((r) => [`${r.storageKey}.webp`, `${r.storageKey}.thumb.webp`]),
    ...requests.flatMap((r) => (r.selfieKey ? [r.selfieKey] : [])),
  ];
}
