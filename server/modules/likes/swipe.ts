/**
 * The swipe game (SPEC §2 /swipe-game): one card at a time, 4 likes a calendar day in the site's
 * time zone, skipped cards are not shown again. The like itself is `likes.ts`'s, which counts
 * swipe likes with `swipeLikesToday` below.
 */

import { SWIPE_LIKES_PER_DAY } from '@common/constants';
import type { SwipeQuery } from '@common/schemas/likes';
import type { MemberCard } from '@common/schemas/members';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { and, count, eq, gte, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { likes, swipePasses } from '../../db/schema/likes.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { statusOf } from '../auth/accounts.ts';
import { pickCard, preferredCards } from '../members/cards.ts';
import type { MemberRelations } from '../members/relations.ts';

/** The window of a calendar day in `timeZone` around `now`: its start and the next day's start. */
export function dayWindow(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = new TZDate(now.getTime(), timeZone);
  const start = startOfDay(local);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/**
 * Swipe likes member `viewerId` gave today (the calendar day in `timeZone` around `now`), in
 * `db` or a caller's `tx`. Throws swipe_limit (429, `wait_hours` until the next day, at least 1)
 * once SWIPE_LIKES_PER_DAY (4) are used; else answers how many were used.
 */
export async function swipeLikesToday(
  db: Db | Tx,
  viewerId: number,
  now: Date,
  timeZone: string,
): Promise<number> {
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
  return used;
}

/** Build the swipe game's use cases (part of `LikesService`). */
export function createSwipeGame(deps: {
  db: Db;
  clock: Clock;
  /** Operators' duty, for fictional profiles' online status (server/app.ts `memberRelations`). */
  relations: Pick<MemberRelations, 'profilesOnDuty'>;
}) {
  const { db, clock } = deps;
  return {
    /**
     * API.md `GET /api/swipe-game`: the next card: a searchable member with a photo, not yet
     * liked, passed or blocked, shown on `site` (the request's settings domain: fictional profiles
     * of other sites are left out), within the member's search defaults (SPEC §2 match finder: the
     * gender sought, the ages and the look) and from `place` (country, region code) when given.
     * Answers the profile (or null when none is left) and the likes left today; throws
     * swipe_limit once 4 were used today and authentication_required for a member without a
     * profile.
     */
    async nextSwipe(
      viewerId: number,
      timeZone: string,
      site: string,
      place: SwipeQuery = {},
    ): Promise<{ profile: MemberCard | null; likes_left: number }> {
      const now = clock.now();
      const used = await swipeLikesToday(db, viewerId, now, timeZone);
      const preferred = await preferredCards(db, viewerId, now, place);
      if (!preferred) throw new AppError('authentication_required');
      const profile = await pickCard(
        db,
        deps.relations,
        viewerId,
        {
          gender: preferred.gender,
          site,
          where: [
            ...preferred.where,
            (memberId) =>
              notExists(
                db
                  .select()
                  .from(likes)
                  .where(and(eq(likes.likerId, viewerId), eq(likes.likedId, memberId))),
              ),
            (memberId) =>
              notExists(
                db
                  .select()
                  .from(swipePasses)
                  .where(and(eq(swipePasses.userId, viewerId), eq(swipePasses.targetId, memberId))),
              ),
          ],
        },
        now,
      );
      return { profile, likes_left: SWIPE_LIKES_PER_DAY - used };
    },

    /**
     * `POST /api/swipe-game/pass/:profileId`: skip a card; it is not shown again. Throws not_found
     * for a member who does not exist (issue 9: the insert would fail on the foreign key).
     */
    async pass(viewerId: number, targetId: number): Promise<void> {
      if ((await statusOf(db, targetId)) === null) throw new AppError('not_found');
      await db
        .insert(swipePasses)
        .values({ userId: viewerId, targetId, createdAt: clock.now() })
        .onConflictDoNothing();
    },
  };
}
