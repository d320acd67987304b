import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { and, count, desc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import { SWIPE_LIKES_PER_DAY } from '../../../common/constants.ts';
import type { MemberCard } from '../../../common/schemas/members.ts';
import type { Db } from '../../db/client.ts';
import { blocks, likes, profiles, swipePasses, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { cardColumns, presentImage, toCard } from '../members/present.ts';
import { blockBetween, lockPair, notBlocked } from '../members/visibility.ts';
import type { Bus } from '../realtime/bus.ts';

/** The window of a calendar day in `timeZone` around `now`: its start and the next day's start. */
export function dayWindow(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = new TZDate(now.getTime(), timeZone);
  const start = startOfDay(local);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** A liked or liking member with the pair's state (SPEC §3 liked profile, likes and liked_by). */
export interface LikeCard extends MemberCard {
  main_image: { filename: string; thumb_filename: string; match: string } | null;
  liked: boolean;
  liked_me: boolean;
  like_new: boolean;
  match: boolean;
  liked_at: string;
}

/** Likes, matches, the like pop-up and the swipe game (SPEC §2, §4, §7). */
export type LikesService = ReturnType<typeof createLikesService>;

/** Build the likes service. */
export function createLikesService(deps: { db: Db; clock: Clock; bus: Pick<Bus, 'publish'> }) {
  const { db, clock, bus } = deps;

  async function assertLikeable(viewerId: number, targetId: number) {
    if (viewerId === targetId) throw new AppError('not_found');
    const [target] = await db
      .select({ status: users.status, profileStatus: profiles.status, name: profiles.name })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, targetId));
    if (target?.status !== 'confirmed' || target.profileStatus !== 'active') throw new AppError('not_found');
    const block = await blockBetween(db, viewerId, targetId);
    if (block.byThem) throw new AppError('blocked', { name: target.name });
    if (block.byMe) throw new AppError('forbidden');
  }

  function matchImage(photoId: number | null) {
    const image = presentImage(photoId);
    return image ? { ...image, match: image.filename } : null;
  }

  return {
    /**
     * API.md `POST /api/likes/:profileId`: like a member. `match` is true exactly once: on the like
     * that completes a mutual pair. Likes from the swipe game count against 4 a calendar day in
     * the site's time zone (429 swipe_limit with `wait_hours`). Throws not_found, blocked, forbidden.
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
          await tx.select({ id: users.id }).from(users).where(eq(users.id, viewerId)).for('update');
          const { start, end } = dayWindow(now, options.timeZone);
          const [today] = await tx
            .select({ n: count() })
            .from(likes)
            .where(and(eq(likes.likerId, viewerId), eq(likes.source, 'swipe'), gte(likes.createdAt, start)));
          if ((today?.n ?? 0) >= SWIPE_LIKES_PER_DAY) {
            throw new AppError('swipe_limit', {
              wait_hours: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 3_600_000)),
            });
          }
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
        if (inserted.length === 0) return { like: true as const, match: false };
        const [back] = await tx
          .select({ likerId: likes.likerId })
          .from(likes)
          .where(and(eq(likes.likerId, targetId), eq(likes.likedId, viewerId)));
        return { like: true as const, match: Boolean(back), inserted: true };
      });
      if ('inserted' in answer) {
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
      }
      return { like: true as const, match: answer.match };
    },

    /** API.md `DELETE /api/likes/:profileId`: take a like back (the match ends with it). */
    async unlike(viewerId: number, targetId: number): Promise<void> {
      await db.delete(likes).where(and(eq(likes.likerId, viewerId), eq(likes.likedId, targetId)));
    },

    /**
     * SPEC §7 `GET /api/likes.php`: everyone the member liked or who liked them (not blocked either
     * way), newest first, and `liked_by` with `like_new` for the likes not yet seen.
     */
    async list(
      viewerId: number,
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
      const people = await db
        .select({ p: profiles, status: users.status })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(
          and(
            sql`${profiles.userId} in (${sql.join(otherIds, sql`, `)})`,
            eq(users.status, 'confirmed'),
            eq(profiles.status, 'active'),
            notBlocked(viewerId, profiles.userId),
          ),
        );
      const byId = new Map(people.map((x) => [x.p.userId, x.p]));
      const cards: LikeCard[] = [];
      const likedBy: Array<{ id: number; like_new: boolean }> = [];
      for (const id of otherIds) {
        const p = byId.get(id);
        if (!p) continue;
        const mine = rows.find((r) => r.likerId === viewerId && r.likedId === id);
        const theirs = rows.find((r) => r.likerId === id && r.likedId === viewerId);
        const likeNew = Boolean(theirs && !theirs.seenAt);
        if (theirs) likedBy.push({ id, like_new: likeNew });
        const latest = [mine?.createdAt, theirs?.createdAt]
          .filter((d): d is Date => Boolean(d))
          .sort((a, b) => +b - +a)[0];
        cards.push({
          ...toCard({ ...p, id }, now),
          main_image: matchImage(p.mainPhotoId),
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
     * the member, or else a fictional profile of the gender the member looks for likes them now.
     * Answers null when there is none.
     */
    async autoLike(
      viewerId: number,
    ): Promise<{ id: number; name: string; main_image: { match: string } } | null> {
      const [fresh] = await db
        .select({ id: profiles.userId, name: profiles.name, photo: profiles.mainPhotoId })
        .from(likes)
        .innerJoin(profiles, eq(profiles.userId, likes.likerId))
        .where(
          and(
            eq(likes.likedId, viewerId),
            isNull(likes.seenAt),
            eq(profiles.searchable, true),
            notBlocked(viewerId, likes.likerId),
          ),
        )
        .orderBy(desc(likes.createdAt))
        .limit(1);
      const present = (r: { id: number; name: string; photo: number | null }) => ({
        id: r.id,
        name: r.name,
        main_image: { match: presentImage(r.photo)?.filename ?? '' },
      });
      if (fresh?.photo) return present(fresh);
      const [me] = await db
        .select({ lookingFor: profiles.lookingFor })
        .from(profiles)
        .where(eq(profiles.userId, viewerId));
      if (!me) return null;
      const [pick] = await db
        .select({ id: profiles.userId, name: profiles.name, photo: profiles.mainPhotoId })
        .from(profiles)
        .where(
          and(
            eq(profiles.fictional, true),
            eq(profiles.searchable, true),
            eq(profiles.gender, me.lookingFor),
            sql`${profiles.mainPhotoId} is not null`,
            notBlocked(viewerId, profiles.userId),
            notExists(
              db
                .select()
                .from(likes)
                .where(and(eq(likes.likerId, profiles.userId), eq(likes.likedId, viewerId))),
            ),
          ),
        )
        .orderBy(desc(profiles.lastActiveAt))
        .limit(1);
      if (!pick) return null;
      await db
        .insert(likes)
        .values({ likerId: pick.id, likedId: viewerId, source: 'auto', createdAt: clock.now() })
        .onConflictDoNothing();
      return present(pick);
    },

    /**
     * API.md `GET /api/swipe-game`: the next card: a searchable member of the gender the member
     * looks for, with a photo, not yet liked, passed or blocked. Answers the profile (or null when
     * none is left) and the likes left today; throws swipe_limit once 4 were used today.
     */
    async nextSwipe(viewerId: number, timeZone: string) {
      const now = clock.now();
      const { start, end } = dayWindow(now, timeZone);
      const [today] = await db
        .select({ n: count() })
        .from(likes)
        .where(and(eq(likes.likerId, viewerId), eq(likes.source, 'swipe'), gte(likes.createdAt, start)));
      const used = today?.n ?? 0;
      if (used >= SWIPE_LIKES_PER_DAY) {
        throw new AppError('swipe_limit', {
          wait_hours: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 3_600_000)),
        });
      }
      const [me] = await db
        .select({ lookingFor: profiles.lookingFor })
        .from(profiles)
        .where(eq(profiles.userId, viewerId));
      if (!me) throw new AppError('authentication_required');
      const [pick] = await db
        .select(cardColumns)
        .from(profiles)
        .where(
          and(
            eq(profiles.searchable, true),
            eq(profiles.gender, me.lookingFor),
            sql`${profiles.mainPhotoId} is not null`,
            sql`${profiles.userId} <> ${viewerId}`,
            notBlocked(viewerId, profiles.userId),
            notExists(
              db
                .select()
                .from(likes)
                .where(and(eq(likes.likerId, viewerId), eq(likes.likedId, profiles.userId))),
            ),
            notExists(
              db
                .select()
                .from(swipePasses)
                .where(and(eq(swipePasses.userId, viewerId), eq(swipePasses.targetId, profiles.userId))),
            ),
          ),
        )
        .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
        .limit(1);
      const profile: MemberCard | null = pick ? toCard(pick, now) : null;
      return { profile, likes_left: SWIPE_LIKES_PER_DAY - used };
    },

    /**
     * `POST /api/swipe-game/pass/:profileId`: skip a card; it is not shown again. Throws not_found
     * for a member who does not exist (issue 9: the insert would fail on the foreign key).
     */
    async pass(viewerId: number, targetId: number): Promise<void> {
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
      if (!target) throw new AppError('not_found');
      await db
        .insert(swipePasses)
        .values({ userId: viewerId, targetId, createdAt: clock.now() })
        .onConflictDoNothing();
    },

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
        await tx
          .insert(blocks)
          .values({ blockerId: viewerId, blockedId: targetId, createdAt: clock.now() })
          .onConflictDoNothing();
      });
    },

    /** API.md `DELETE /api/blocks/:profileId`. */
    async unblock(viewerId: number, targetId: number): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, targetId)));
    },

    /** The members this member blocked, for the block list in settings. */
    async blocked(viewerId: number): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: profiles.userId, name: profiles.name })
        .from(blocks)
        .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
        .where(eq(blocks.blockerId, viewerId))
        .orderBy(desc(blocks.createdAt));
    },
  };
}
