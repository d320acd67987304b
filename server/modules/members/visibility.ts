import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { blocks } from '../../db/schema/index.ts';

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
