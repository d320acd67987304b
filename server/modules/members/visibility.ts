import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, users } from '../../db/schema/index.ts';

/**
 * SQL condition: no block between `viewerId` and the member in `memberColumn`, in either
 * direction (SPEC §6; issue: a block hides both members from each other).
 */
export function notBlocked(viewerId: number, memberColumn: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${memberColumn})
    or (b.blocker_id = ${memberColumn} and b.blocked_id = ${viewerId}))`;
}

/** Who blocked whom between two members: `byMe` (a blocked b), `byThem` (b blocked a). */
export async function blockBetween(
  db: Db | Tx,
  a: number,
  b: number,
): Promise<{ byMe: boolean; byThem: boolean }> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return { byMe: rows.some((r) => r.blockerId === a), byThem: rows.some((r) => r.blockerId === b) };
}

/**
 * Serialise a send and a block between two members (SPEC §6; issue 9: a send racing a block must
 * not be delivered). Locks both members' `users` rows inside `tx`, the lower id first, so two such
 * transactions never deadlock, and holds them until `tx` ends:
 * - `block`: both rows FOR UPDATE;
 * - `send`: the sender's row FOR UPDATE (one member's sends run one at a time, against what the
 *   previous one left) and the recipient's FOR KEY SHARE, which conflicts only with FOR UPDATE:
 *   sends to one member from many do not wait for each other, nor for that member's own updates.
 * A block therefore waits for every send in flight between the two, and a later send waits for the
 * block's commit; a block check made after this call (a new statement, so under READ COMMITTED it
 * sees everything committed before) is then final for the rest of `tx`. Answers whether both rows
 * exist (a missing member is for the caller to refuse).
 */
export async function lockPair(
  tx: Tx,
  actorId: number,
  otherId: number,
  purpose: 'send' | 'block',
): Promise<boolean> {
  let found = 0;
  for (const id of [actorId, otherId].sort((x, y) => x - y)) {
    const strength = purpose === 'send' && id === otherId ? 'key share' : 'update';
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for(strength);
    found += rows.length;
  }
  return found === 2;
}
