/**
 * The blocks module's API (SPEC §6): whether two members blocked each other (one pair, or as a SQL
 * condition for a list query), the lock that orders a block against a send, and the block rows
 * themselves (added and lifted by likes' block use cases, exported and purged with an account).
 * No other module imports `server/db/schema/blocks.ts` (`npm run check` enforces it).
 */
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { lockAccount, type MemberAccount } from '../auth/accounts.ts';

/**
 * SQL condition for a read query: no block between `viewerId` and the member whose id is in
 * `memberColumn`, in either direction (SPEC §6: a block hides both members from each other).
 * A `NOT EXISTS` on `blocks`, so a list query filters blocks without a query per row.
 */
export function notBlocked(viewerId: number, memberColumn: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${memberColumn})
    or (b.blocker_id = ${memberColumn} and b.blocked_id = ${viewerId}))`;
}

/**
 * Who blocked whom between members `a` and `b` (SPEC §6): `byMe` when a blocked b, `byThem` when
 * b blocked a. Runs on `db` or inside a caller's `tx`.
 */
export async function blockBetween(
  db: Db | Tx,
  a: number,
  b: number,
): Promise<{ byMe: boolean; byThem: boolean }> {
  const { ab, ba } = await directions(db, a, b);
  return { byMe: ab, byThem: ba };
}

/**
 * Serialise a send and a block between two members (SPEC §6; issue 9: a send racing a block must
 * not be delivered). Locks both members' `users` rows inside `tx` (through accounts'
 * `lockAccount`), the lower id first, so two such transactions never deadlock, and holds them
 * until `tx` ends:
 * - `block`: both rows FOR UPDATE;
 * - `send`: the sender's row FOR UPDATE (one member's sends run one at a time, against what the
 *   previous one left) and the recipient's FOR SHARE: sends to one member from many do not wait
 *   for each other, but the recipient's status cannot change while a send to them is in flight, so
 *   a status the send reads after this call holds until it commits (a message to an unconfirmed
 *   member is stored `held` before the confirmation, whose trigger then releases it, or not held
 *   after it; chats' send).
 * A block therefore waits for every send in flight between the two, and a later send waits for the
 * block's commit; a block check made after this call (a new statement, so under READ COMMITTED it
 * sees everything committed before) is then final for the rest of `tx`. Answers both accounts as
 * locked (by id; their status holds until `tx` ends, as the lock above orders), or null when
 * either member does not exist (for the caller to refuse). Two queries.
 */
export async function lockPair(
  tx: Tx,
  actorId: number,
  otherId: number,
  purpose: 'send' | 'block',
): Promise<Map<number, MemberAccount> | null> {
  const locked = new Map<number, MemberAccount>();
  for (const id of [actorId, otherId].sort((x, y) => x - y)) {
    const strength = purpose === 'send' && id === otherId ? 'share' : 'update';
    const account = await lockAccount(tx, id, strength);
    if (account) locked.set(id, account);
  }
  return locked.size === 2 ? locked : null;
}

/**
 * Which directions between members `a` and `b` have a block: `ab` a blocked b, `ba` b blocked a.
 * One query.
 */
async function directions(db: Db | Tx, a: number, b: number): Promise<{ ab: boolean; ba: boolean }> {
  const rows = await db
    .select({ from: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return { ab: rows.some((r) => r.from === a), ba: rows.some((r) => r.from === b) };
}

/** Record that `blockerId` blocked `blockedId` at `at` (in the caller's `tx`); a repeated block is kept once. */
export async function addBlock(tx: Db | Tx, blockerId: number, blockedId: number, at: Date): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
}

/** Lift `blockerId`'s block of `blockedId`, if any. */
export async function removeBlock(db: Db | Tx, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/**
 * The members `blockerId` blocked, with the time of each block: `newest` first (the blocked list)
 * or `oldest` first (the data export).
 */
export async function blocksBy(
  db: Db | Tx,
  blockerId: number,
  order: 'newest' | 'oldest',
): Promise<Array<{ blockedId: number; createdAt: Date }>> {
  return db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(order === 'newest' ? desc(blocks.createdAt) : asc(blocks.createdAt));
}

/** Delete every block by or of member `userId` (the purge of an account, SPEC §4). */
export async function purgeBlocks(tx: Tx, userId: number): Promise<void> {
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}
