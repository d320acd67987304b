/**
 * The likes service: likes, matches and the like pop-up (`likes.ts`), the swipe game
 * (`swipe.ts`) and blocks (`blocking.ts`), wired as one object for the routes.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MemberRelations } from '../members/relations.ts';
import type { Bus } from '../realtime/bus.ts';
import { createBlocking } from './blocking.ts';
import { createLiking } from './likes.ts';
import { createSwipeGame } from './swipe.ts';

/** Likes, matches, the like pop-up, the swipe game and blocks (SPEC §2, §4, §6, §7). */
export type LikesService = ReturnType<typeof createLikesService>;

/**
 * Build the likes service from the database, the clock (days of the swipe limit, like times) and
 * the realtime bus (`like` and `match` events, published after the commit).
 */
export function createLikesService(deps: {
  db: Db;
  clock: Clock;
  bus: Pick<Bus, 'publish'>;
  /** Operators' duty, for fictional profiles' online status (server/app.ts `memberRelations`). */
  relations: Pick<MemberRelations, 'profilesOnDuty'>;
  /** Queues the liked member's (and on a match both members') mail or push (notifications). */
  notify?: { queueLike(likerId: number, likedId: number, match: boolean): Promise<void> };
}) {
  return { ...createLiking(deps), ...createSwipeGame(deps), ...createBlocking(deps) };
}
