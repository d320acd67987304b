/**
 * Likes and matches (SPEC §4): liking a member, the likes lists, like_new, and the like pop-up
 * (SPEC §7 auto-like). The swipe game's daily limit is `swipe.ts`'s.
 */

import type { LikeCard } from '@common/schemas/likes';
import type { MemberCard } from '@common/schemas/members';
import { and, desc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likes } from '../../db/schema/likes.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { lockAccount } from '../auth/accounts.ts';
import { blockBetween, notBlocked } from '../blocks/blocks.ts';
import { activeMember, cardsFor, lookingFor, pickCard, searchableMember } from '../members/cards.ts';
import type { MemberRelations } from '../members/relations.ts';
import type { Bus } from '../realtime/bus.ts';
import { swipeLikesToday } from './swipe.ts';

/** SPEC §7 auto-like: the profile the like pop-up shows (`main_image.match`: the photo's path). */
export interface AutoLikeProfile {
  id: number;
  name: string;
  main_image: { match: string };
}

/** The pop-up's form of a member card: its main photo's path, empty without a photo. */
const autoLikeProfile = (card: MemberCard): AutoLikeProfile => ({
  id: card.id,
  name: card.name,
  main_image: { match: card.main_image?.filename ?? '' },
});

/** Build the like use cases (part of `LikesService`). */
export function createLiking(deps: {
  db: Db;
  clock: Clock;
  bus: Pick<Bus, 'publish'>;
  /** Operators' duty, for fictional profiles' online status (server/app.ts `memberRelations`). */
  relations: Pick<MemberRelations, 'profilesOnDuty'>;
  notify?: { queueLike(likerId: number, likedId: number, match: boolean): Promise<void> } | undefined;
}) {
  const { db, clock, bus } = deps;

  /**
   * Refuse a like of oneself, of a member who is not confirmed and active (not_found), of a
   * member who blocked the viewer (blocked, with the name) or whom the viewer blocked (forbidden).
   */
  async function assertLikeable(viewerId: number, targetId: number): Promise<void> {
    if (viewerId === targetId) throw new AppError('not_found');
    const target = await activeMember(db, targetId);
    if (!target) throw new AppError('not_found');
    const block = await blockBetween(db, viewerId, targetId);
    if (block.byThem) throw new AppError('blocked', { name: target.name });
    if (block.byMe) throw new AppError('forbidden');
  }

  return {
    /**
     * API.md `POST /api/likes/:profileId`: like a member. `match` is true exactly once: on the like
     * that completes a mutual pair. Likes from the swipe game count against 4 a calendar day in
     * the site's time zone (429 swipe_limit with `wait_hours`). Throws not_found, blocked, forbidden.
     * Publishes `like` to the liked member and `match` to both after the commit.
     */
    async like(
      viewerId: number,
      targetId: number,
      options: { source: 'profile' | 'swipe'; timeZone: string },
    ): Promise<{ like: true; match: boolean }> {
      await assertLikeable(viewerId, targetId);
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        if (options.source === 'swipe') {
          // One member's swipes are counted one at a time.
          await lockAccount(tx, viewerId, 'update');
          await swipeLikesToday(tx, viewerId, now, options.timeZone);
        }
        // The two likes of a pair are taken one at a time, so two members liking each other at the
        // same moment see each other's like and the match is reported once, not lost.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${Math.min(viewerId, targetId)}::int, ${Math.max(viewerId, targetId)}::int)`,
        );
        const inserted = await tx
          .insert(likes)
          .values({ likerId: viewerId, likedId: targetId, source: options.source, createdAt: now })
          .onConflictDoNothing()
          .returning({ likerId: likes.likerId });
        if (inserted.length === 0) return { match: false, inserted: false };
        const [back] = await tx
          .select({ likerId: likes.likerId })
          .from(likes)
          .where(and(eq(likes.likerId, targetId), eq(likes.likedId, viewerId)));
        return { match: Boolean(back), inserted: true };
      });
      if (answer.inserted) {
        await bus.publish({ userIds: [targetId], event: { type: 'like', data: { profile_id: viewerId } } });
        if (answer.match) {
          await bus.publish({
            userIds: [viewerId],
            event: { type: 'match', data: { profile_id: targetId } },
          });
          await bus.publish({
            userIds: [targetId],
            event: { type: 'match', data: { profile_id: viewerId } },
          });
        }
        await deps.notify?.queueLike(viewerId, targetId, answer.match);
      }
      return { like: true as const, match: answer.match };
    },

    /** API.md `DELETE /api/likes/:profileId`: take a like back (the match ends with it). */
    async unlike(viewerId: number, targetId: number): Promise<void> {
      await db.delete(likes).where(and(eq(likes.likerId, viewerId), eq(likes.likedId, targetId)));
    },

    /**
     * SPEC §7 `GET /api/likes.php`: everyone the member liked or who liked them (confirmed, active,
     * not blocked either way, fictional profiles only on their sites: `site` is the request's
     * settings domain), newest first, and `liked_by` with `like_new` for the likes not yet seen.
     * At most four queries, whatever the number of likes.
     */
    async list(
      viewerId: number,
      site: string,
    ): Promise<{ profiles: LikeCard[]; liked_by: Array<{ id: number; like_new: boolean }> }> {
      const now = clock.now();
      const rows = await db
        .select({
          likerId: likes.likerId,
          likedId: likes.likedId,
          createdAt: likes.createdAt,
          seenAt: likes.seenAt,
        })
        .from(likes)
        .where(or(eq(likes.likerId, viewerId), eq(likes.likedId, viewerId)))
        .orderBy(desc(likes.createdAt));
      const otherIds = [...new Set(rows.map((r) => (r.likerId === viewerId ? r.likedId : r.likerId)))];
      if (otherIds.length === 0) return { profiles: [], liked_by: [] };
      const cardsById = await cardsFor(db, deps.relations, viewerId, otherIds, now, { site });
      const cards: LikeCard[] = [];
      const likedBy: Array<{ id: number; like_new: boolean }> = [];
      for (const id of otherIds) {
        const card = cardsById.get(id);
        if (!card) continue;
        const mine = rows.find((r) => r.likerId === viewerId && r.likedId === id);
        const theirs = rows.find((r) => r.likerId === id && r.likedId === viewerId);
        const likeNew = Boolean(theirs && !theirs.seenAt);
        if (theirs) likedBy.push({ id, like_new: likeNew });
        const latest = [mine?.createdAt, theirs?.createdAt]
          .filter((d): d is Date => Boolean(d))
          .sort((a, b) => +b - +a)[0];
        cards.push({
          ...card,
          main_image: card.main_image ? { ...card.main_image, match: card.main_image.filename } : null,
          liked: Boolean(mine),
          liked_me: Boolean(theirs),
          like_new: likeNew,
          match: Boolean(mine && theirs),
          liked_at: (latest ?? now).toISOString(),
        });
      }
      return { profiles: cards, liked_by: likedBy };
    },

    /** SPEC §4: opening a profile from likes clears its like_new. */
    async markSeen(viewerId: number, likerId: number): Promise<void> {
      await db
        .update(likes)
        .set({ seenAt: clock.now() })
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, viewerId), isNull(likes.seenAt)));
    },

    /**
     * SPEC §7 `GET /api/auto-like.php`: the profile for the like pop-up: the newest unseen like of
     * the member (from a searchable member with a photo), or else a fictional profile of the
     * gender the member looks for likes them now; both only profiles shown on `site` (the
     * request's settings domain). Answers null when there is none.
     */
    async autoLike(viewerId: number, site: string): Promise<AutoLikeProfile | null> {
      const now = clock.now();
      const [fresh] = await db
        .select({ likerId: likes.likerId })
        .from(likes)
        .where(
          and(
            eq(likes.likedId, viewerId),
            isNull(likes.seenAt),
            searchableMember(likes.likerId),
            notBlocked(viewerId, likes.likerId),
          ),
        )
        .orderBy(desc(likes.createdAt))
        .limit(1);
      if (fresh) {
        const card = (await cardsFor(db, deps.relations, viewerId, [fresh.likerId], now, { site })).get(
          fresh.likerId,
        );
        if (card?.main_image) return autoLikeProfile(card);
      }
      const gender = await lookingFor(db, viewerId);
      if (!gender) return null;
      const pick = await pickCard(
        db,
        deps.relations,
        viewerId,
        {
          gender,
          site,
          fictional: true,
          where: [
            (memberId) =>
              notExists(
                db
                  .select()
                  .from(likes)
                  .where(and(eq(likes.likerId, memberId), eq(likes.likedId, viewerId))),
              ),
          ],
        },
        now,
      );
      if (!pick) return null;
      await db
        .insert(likes)
        .values({ likerId: pick.id, likedId: viewerId, source: 'auto', createdAt: now })
        .onConflictDoNothing();
      return autoLikeProfile(pick);
    },
  };
}
