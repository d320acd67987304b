/**
 * Leases on conversations with fictional profiles (issue "Back office" §4): an operator takes a
 * conversation with an atomic, expiring lease, so two operators can never hold it at once. One
 * row per conversation (`operator_leases`, primary key conversation_id); a lease past its
 * `expiresAt` may be taken by anyone. Lengths in seconds (`OPERATOR_LEASE_S`, common/staff.ts).
 */
import { OPERATOR_LEASE_S } from '@common/staff';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operatorLeases } from '../../db/schema/operators.ts';

/** A lease row. */
export type LeaseRow = typeof operatorLeases.$inferSelect;

/** When a lease taken or renewed at `now` ends. */
export function leaseEnd(now: Date): Date {
  return new Date(now.getTime() + OPERATOR_LEASE_S * 1000);
}

/**
 * Take or renew the lease on `conversationId` for `operatorId` at `now`, in one statement
 * (`INSERT … ON CONFLICT (conversation_id) DO UPDATE … WHERE the lease expired or is mine`):
 * answers the lease (ending `OPERATOR_LEASE_S` after `now`), or null when another operator holds
 * an unexpired lease. Renewing one's own unexpired lease keeps its `takenAt`. Two operators taking
 * at the same moment: the database orders the two statements on the row, and the second sees the
 * first's unexpired lease, so exactly one gets it.
 */
export async function takeLease(
  db: Db | Tx,
  input: { conversationId: number; profileId: number; operatorId: number; now: Date },
): Promise<LeaseRow | null> {
  const now = input.now.toISOString();
  const [row] = await db
    .insert(operatorLeases)
    .values({
      conversationId: input.conversationId,
      operatorId: input.operatorId,
      profileId: input.profileId,
      takenAt: input.now,
      expiresAt: leaseEnd(input.now),
    })
    .onConflictDoUpdate({
      target: operatorLeases.conversationId,
      set: {
        operatorId: input.operatorId,
        profileId: input.profileId,
        takenAt: sql`case when ${operatorLeases.operatorId} = ${input.operatorId}
          and ${operatorLeases.expiresAt} > ${now}::timestamptz then ${operatorLeases.takenAt}
          else excluded.taken_at end`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${operatorLeases.expiresAt} <= ${now}::timestamptz or ${operatorLeases.operatorId} = ${input.operatorId}`,
    })
    .returning();
  return row ?? null;
}

/**
 * Renew `operatorId`'s unexpired lease on `conversationId` (as after an answer); answers the
 * renewed lease, or null when they hold none at `now`. Inside a caller's `tx` it also locks the
 * row until the commit.
 */
export async function renewHeldLease(
  db: Db | Tx,
  conversationId: number,
  operatorId: number,
  now: Date,
): Promise<LeaseRow | null> {
  const [row] = await db
    .update(operatorLeases)
    .set({ expiresAt: leaseEnd(now) })
    .where(
      and(
        eq(operatorLeases.conversationId, conversationId),
        eq(operatorLeases.operatorId, operatorId),
        gt(operatorLeases.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Release `operatorId`'s lease on `conversationId` (expired or not); answers the released row, or null when they held none. */
export async function releaseLease(
  db: Db | Tx,
  conversationId: number,
  operatorId: number,
): Promise<LeaseRow | null> {
  const [row] = await db
    .delete(operatorLeases)
    .where(and(eq(operatorLeases.conversationId, conversationId), eq(operatorLeases.operatorId, operatorId)))
    .returning();
  return row ?? null;
}

/** The unexpired leases at `now` on `conversationIds`, by conversation id. One query. */
export async function activeLeases(
  db: Db | Tx,
  conversationIds: readonly number[],
  now: Date,
): Promise<Map<number, LeaseRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(operatorLeases)
    .where(
      and(inArray(operatorLeases.conversationId, [...conversationIds]), gt(operatorLeases.expiresAt, now)),
    );
  return new Map(rows.map((r) => [r.conversationId, r]));
}
