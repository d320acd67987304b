/**
 * The likes module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): likes given and received, matches, blocks the member made and swipe-game passes,
 * from `server/db/schema/likes.ts`. Other members appear as id and profile name only (through the
 * members module's `profileNames`), never with their e-mail address.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { likes, swipePasses } from '../../db/schema/likes.ts';
import { blocksBy } from '../blocks/blocks.ts';
import { profileNames } from '../members/cards.ts';

/** Another member as an export names them: id and profile name (null once their profile is gone). */
export interface ExportedMember {
  id: number;
  name: string | null;
}

/** What `exportLikes` answers; times as ISO 8601 text, oldest first. */
export interface LikesExport {
  /** Likes the member gave (`given`) and got (`received`; `seen_at`: when they first saw it, null: new). */
  likes: {
    given: Array<{ member: ExportedMember; source: string; created_at: string }>;
    received: Array<{ member: ExportedMember; source: string; created_at: string; seen_at: string | null }>;
  };
  /** Mutual likes (SPEC §4); `since` is when the second like of the pair was given. */
  matches: Array<{ member: ExportedMember; since: string }>;
  /** Members this member blocked (SPEC §6); blocks by others are theirs, not exported. */
  blocks: Array<{ member: ExportedMember; created_at: string }>;
  /** Profiles the member skipped in the swipe game. */
  swipe_passes: Array<{ member: ExportedMember; created_at: string }>;
}

/**
 * The likes, matches, blocks and swipe passes of member `userId` (see `LikesExport`). Four reads
 * of this module's tables and one of the names; runs on `db` or a caller's `tx` and throws what the
 * database throws.
 */
export async function exportLikes(db: Db | Tx, userId: number): Promise<LikesExport> {
  const given = await db.select().from(likes).where(eq(likes.likerId, userId)).orderBy(asc(likes.createdAt));
  const received = await db
    .select()
    .from(likes)
    .where(eq(likes.likedId, userId))
    .orderBy(asc(likes.createdAt));
  const blockRows = await blocksBy(db, userId, 'oldest');
  const passRows = await db
    .select()
    .from(swipePasses)
    .where(eq(swipePasses.userId, userId))
    .orderBy(asc(swipePasses.createdAt));
  const ids = new Set([
    ...given.map((l) => l.likedId),
    ...received.map((l) => l.likerId),
    ...blockRows.map((b) => b.blockedId),
    ...passRows.map((p) => p.targetId),
  ]);
  const names = await profileNames(db, [...ids]);
  const member = (id: number): ExportedMember => ({ id, name: names.get(id) ?? null });
  const likedBack = new Map(received.map((l) => [l.likerId, l.createdAt]));
  const matches = given.flatMap((l) => {
    const back = likedBack.get(l.likedId);
    if (!back) return [];
    const since = back > l.createdAt ? back : l.createdAt;
    return [{ member: member(l.likedId), since: since.toISOString() }];
  });
  return {
    likes: {
      given: given.map((l) => ({
        member: member(l.likedId),
        source: l.source,
        created_at: l.createdAt.toISOString(),
      })),
      received: received.map((l) => ({
        member: member(l.likerId),
        source: l.source,
        created_at: l.createdAt.toISOString(),
        seen_at: l.seenAt ? l.seenAt.toISOString() : null,
      })),
    },
    matches: matches.sort((a, b) => a.since.localeCompare(b.since)),
    blocks: blockRows.map((b) => ({ member: member(b.blockedId), created_at: b.createdAt.toISOString() })),
    swipe_passes: passRows.map((p) => ({
      member: member(p.targetId),
      created_at: p.createdAt.toISOString(),
    })),
  };
}
