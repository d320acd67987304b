import type { Db, Tx } from '../db/client.ts';
import { photos } from '../db/schema/members.ts';

/**
 * Demo members' photos (issue "Demo members get 1 to 6 approved photos"): the rows behind the
 * pictures `portraits.ts` renders on request, stored under `demo/{userId}/{index}`.
 */

/** How many demo members get 1, 2, … 6 photos (weights): most have 2 to 4, as on a real site. */
export const DEMO_PHOTO_COUNTS = [
  { weight: 14, value: 1 },
  { weight: 21, value: 2 },
  { weight: 22, value: 3 },
  { weight: 18, value: 4 },
  { weight: 13, value: 5 },
  { weight: 12, value: 6 },
];

/** Photo rows per insert statement (5 parameters each, well under PostgreSQL's 65,535). */
const PHOTO_ROWS_PER_INSERT = 4000;

/**
 * One approved demo photo to insert: its member, its place among the member's photos (0 is the
 * main photo), its `generated_seed` (`portrait-traits.ts` `photoSeed`) and when it was added.
 */
export interface DemoPhoto {
  userId: number;
  index: number;
  seed: string;
  createdAt: Date;
}

/**
 * Insert demo photos (approved, rendered on request from their seed by `portraits.ts`), before
 * the members' profiles. Answers each member's main photo id (their photo 0) by member id, for
 * the profile's `main_photo_id`; throws what the database throws.
 */
export async function insertDemoPhotos(
  tx: Db | Tx,
  rows: readonly DemoPhoto[],
): Promise<Map<number, number>> {
  const mains = new Map<number, number>();
  for (let i = 0; i < rows.length; i += PHOTO_ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + PHOTO_ROWS_PER_INSERT);
    const inserted = await tx
      .insert(photos)
      .values(
        chunk.map((r) => ({
          userId: r.userId,
          status: 'active' as const,
          storageKey: `demo/${r.userId}/${r.index}`,
          generatedSeed: r.seed,
          createdAt: r.createdAt,
        })),
      )
      .returning({ id: photos.id, userId: photos.userId, storageKey: photos.storageKey });
    for (const row of inserted) if (row.storageKey.endsWith('/0')) mains.set(row.userId, row.id);
  }
  return mains;
}
