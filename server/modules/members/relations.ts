/**
 * What the members module's visibility rules need to know from the modules above it (likes, chats,
 * operators), passed in at wiring time (server/app.ts `memberRelations`) so that members imports
 * none of them (module layers: docs/architecture.md). Each function runs on `db` or inside a
 * caller's `tx` and throws what the database throws.
 */
import type { Db, Tx } from '../../db/client.ts';

/** Facts about two members, or about fictional profiles, that other modules own. */
export interface MemberRelations {
  /** The likes between `viewerId` and `memberId` (likes' `likeState`, SPEC §4): `liked` by the viewer, `likedMe` by the member. */
  likeState(db: Db | Tx, viewerId: number, memberId: number): Promise<{ liked: boolean; likedMe: boolean }>;
  /** Whether member `senderId` wrote to `recipientId` (chats' `wroteTo`). */
  wroteTo(db: Db | Tx, senderId: number, recipientId: number): Promise<boolean>;
  /** Of the fictional profiles `profileIds`, those an operator is on duty for at `now` (operators' `profilesOnDuty`). */
  profilesOnDuty(db: Db | Tx, profileIds: readonly number[], now: Date): Promise<Set<number>>;
}
