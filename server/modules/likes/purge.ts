/**
 * The likes module's part of purging a deleted account (SPEC §4): likes given and received,
 * blocks either way (through the blocks module) and swipe passes mention the member, so they go.
 */
import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likes, swipePasses } from '../../db/schema/likes.ts';
import { purgeBlocks } from '../blocks/blocks.ts';

/** Delete every like, block and swipe pass made by or about member `userId`, in `tx`. */
export async function purgeLikes(tx: Tx, userId: number): Promise<void> {
  await tx.delete(likes).where(or(eq(likes.likerId, userId), eq(likes.likedId, userId)));
  await purgeBlocks(tx, userId);
  await tx.delete(swipePasses).where(or(eq(swipePasses.userId, userId), eq(swipePasses.targetId, userId)));
}
