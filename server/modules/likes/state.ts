/**
 * The likes module's API for other modules (SPEC §4): whether two members liked each other. No
 * other module imports `server/db/schema/likes.ts` (`npm run check` enforces it); members receives
 * `likeState` at wiring time (server/modules/members/relations.ts).
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { likes } from '../../db/schema/likes.ts';

/**
 * The likes between `viewerId` and `memberId` (SPEC §4): `liked` when the viewer liked the
 * member, `likedMe` when the member liked the viewer (both: a match). One query.
 */
export async function likeState(
  db: Db | Tx,
  viewerId: number,
  memberId: number,
): Promise<{ liked: boolean; likedMe: boolean }> {
  const rows = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(
      or(
        and(eq(likes.likerId, viewerId), eq(likes.likedId, memberId)),
        and(eq(likes.likerId, memberId), eq(likes.likedId, viewerId)),
      ),
    );
  return {
    liked: rows.some((r) => r.likerId === viewerId),
    likedMe: rows.some((r) => r.likerId === memberId),
  };
}
