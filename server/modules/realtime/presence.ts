/**
 * Who has the site open (issue: notifications: no mail or push while the member has a socket
 * open). Each process keeps its count of open sockets per member and mirrors it in
 * `realtime_presence` (one row per member and process), refreshing `seen_at` every
 * `PRESENCE_HEARTBEAT_S`; a process that dies stops refreshing, and its rows stop counting after
 * `PRESENCE_STALE_S`. Any process can then ask whether a member is online.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { realtimePresence } from '../../db/schema/realtime.ts';
import type { Clock } from '../../lib/clock.ts';

/** How often a process refreshes its presence rows (seconds). */
export const PRESENCE_HEARTBEAT_S = 60;
/** A presence row older than this no longer counts (seconds): a missed heartbeat and a half. */
export const PRESENCE_STALE_S = 150;

/** This process's part of the presence. */
export interface Presence {
  /** A socket of member `userId` opened in this process. */
  connected(userId: number): Promise<void>;
  /** A socket of member `userId` closed in this process. */
  disconnected(userId: number): Promise<void>;
  /** Stop the heartbeat and remove this process's rows (shutdown). */
  close(): Promise<void>;
}

/** Build this process's presence; its heartbeat timer does not keep the process alive. */
export function createPresence(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  log: { warn: (obj: object, msg: string) => void };
}): Presence {
  const processId = randomUUID();
  const counts = new Map<number, number>();
  const write = async (userId: number) => {
    const sockets = counts.get(userId) ?? 0;
    if (sockets <= 0) {
      counts.delete(userId);
      await deps.db
        .delete(realtimePresence)
        .where(and(eq(realtimePresence.userId, userId), eq(realtimePresence.processId, processId)));
      return;
    }
    const seenAt = deps.clock.now();
    await deps.db
      .insert(realtimePresence)
      .values({ userId, processId, sockets, seenAt })
      .onConflictDoUpdate({
        target: [realtimePresence.userId, realtimePresence.processId],
        set: { sockets, seenAt },
      });
  };
  // Presence is best effort: a failed write must not close a socket or crash the process.
  const safely = (userId: number) =>
    write(userId).catch((error) => deps.log.warn({ err: error, userId }, 'presence write failed'));
  const heartbeat = setInterval(() => {
    if (counts.size === 0) return;
    void deps.db
      .update(realtimePresence)
      .set({ seenAt: deps.clock.now() })
      .where(eq(realtimePresence.processId, processId))
      .catch((error) => deps.log.warn({ err: error }, 'presence heartbeat failed'));
  }, PRESENCE_HEARTBEAT_S * 1000);
  heartbeat.unref();
  return {
    async connected(userId) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      await safely(userId);
    },
    async disconnected(userId) {
      counts.set(userId, (counts.get(userId) ?? 1) - 1);
      await safely(userId);
    },
    async close() {
      clearInterval(heartbeat);
      counts.clear();
      await deps.db
        .delete(realtimePresence)
        .where(eq(realtimePresence.processId, processId))
        .catch(() => {});
    },
  };
}

/**
 * Of `userIds`, those with a socket open in any process at `now` (a fresh presence row). One query.
 */
export async function onlineMembers(db: Db, userIds: readonly number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(
      and(
        inArray(realtimePresence.userId, [...userIds]),
        gt(realtimePresence.sockets, 0),
        gt(realtimePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_S * 1000)),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Remove presence rows that stopped counting (a daily tidy-up; answers how many went). */
export async function pruneStalePresence(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(realtimePresence)
    .where(lte(realtimePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_S * 1000)))
    .returning({ n: sql<number>`1` });
  return gone.length;
}
