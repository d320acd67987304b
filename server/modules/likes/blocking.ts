/**
 * Blocking a member (SPEC §6 "block"): the routes' use cases. The block rows and what other modules
 * may ask about blocks (`blockBetween`, `notBlocked`, `lockPair`) are the blocks module's
 * (server/modules/blocks/blocks.ts).
 */
import type { BlockedAnswer } from '@common/schemas/likes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { addBlock, blocksBy, lockPair, removeBlock } from '../blocks/blocks.ts';
import { profileHeads } from '../members/cards.ts';

/** Build the block use cases (part of `LikesService`). */
export function createBlocking(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * API.md `POST /api/blocks/:profileId` (SPEC §6): both members disappear for each other. Takes
     * both members' rows as `lockPair` does, so a message in flight between them is stored before
     * the block or refused after it, never delivered once the block is answered (issue 9). Throws
     * not_found for oneself or a member who does not exist.
     */
    async block(viewerId: number, targetId: number): Promise<void> {
      if (viewerId === targetId) throw new AppError('not_found');
      await db.transaction(async (tx) => {
        if (!(await lockPair(tx, viewerId, targetId, 'block'))) throw new AppError('not_found');
        await addBlock(tx, viewerId, targetId, clock.now());
      });
    },

    /** API.md `DELETE /api/blocks/:profileId`: lift the viewer's block of that member, if any. */
    async unblock(viewerId: number, targetId: number): Promise<void> {
      await removeBlock(db, viewerId, targetId);
    },

    /**
     * `GET /api/blocks` (SPEC §6, API.md): the members this member blocked (with a profile),
     * newest block first: id, name, main photo (null without one), `blocked_at` (ISO time).
     */
    async blocked(viewerId: number): Promise<BlockedAnswer['blocked']> {
      const rows = (await blocksBy(db, viewerId, 'newest')).map((b) => ({
        id: b.blockedId,
        at: b.createdAt,
      }));
      const heads = await profileHeads(
        db,
        rows.map((r) => r.id),
      );
      return rows.flatMap((r) => {
        const head = heads.get(r.id);
        return head === undefined
          ? []
          : [{ id: r.id, name: head.name, main_image: head.main_image, blocked_at: r.at.toISOString() }];
      });
    },
  };
}
