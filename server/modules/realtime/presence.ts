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

/** Changes of presence are written together this often (milliseconds): a reconnect storm of N sockets costs N / batch statements, not N. */
export const PRESENCE_FLUSH_MS = 200;

/** Rows per statement of a presence write (4 parameters each, far below PostgreSQL's 65,535). */
const PRESENCE_BATCH = 1000;

/**
 * Build this process's presence; its timers do not keep the process alive. Opens and closes are
 * counted at once and written in batches every `PRESENCE_FLUSH_MS` (one upsert for the members
 * with sockets, one delete for those without), one batch after the other, so a member's rows follow
 * the order of their sockets' opens and closes.
 */
export function createPresence(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  log: { warn: (obj: object, msg: string) => void };
}): Presence {
  const processId = randomUUID();
  const counts = new Map<number, number>();
  /** Members whose count changed since the last write. */
  let dirty = new Set<number>();
  /** The writes so far, one after the other; resolves when the last has finished. */
  let written: Promise<void> = Promise.resolve();

  const write = async (userIds: number[]) => {
    const seenAt = deps.clock.now();
    const up = userIds.filter((id) => (counts.get(id) ?? 0) > 0);
    const down = userIds.filter((id) => (counts.get(id) ?? 0) <= 0);
    for (const id of down) counts.delete(id);
    for (let i = 0; i < up.length; i += PRESENCE_BATCH) {
      await deps.db
        .insert(realtimePresence)
        .values(
          up.slice(i, i + PRESENCE_BATCH).map((userId) => ({
            userId,
            processId,
            sockets: counts.get(userId) ?? 0,
            seenAt,
          })),
        )
        .onConflictDoUpdate({
          target: [realtimePresence.userId, realtimePresence.processId],
          set: { sockets: sql`excluded.sockets`, seenAt: sql`excluded.seen_at` },
        });
    }
    for (let i = 0; i < down.length; i += PRESENCE_BATCH) {
      await deps.db
        .delete(realtimePresence)
        .where(
          and(
            eq(realtimePresence.processId, processId),
            inArray(realtimePresence.userId, down.slice(i, i + PRESENCE_BATCH)),
          ),
        );
    }
  };
  /** The next batch: the timer that writes it, and its waiters' promise. */
  let next: { timer: NodeJS.Timeout; done: Promise<void>; resolve: () => void } | null = null;
  // Presence is best effort: a failed write must not close a socket or crash the process.
  const flush = () => {
    const batch = next;
    next = null;
    const userIds = [...dirty];
    dirty = new Set();
    written = written.then(() =>
      write(userIds).catch((error) =>
        deps.log.warn({ err: error, members: userIds.length }, 'presence write failed'),
      ),
    );
    void written.then(() => batch?.resolve());
  };
  /** Mark `userId` changed; resolves once the batch that carries the change is written. */
  const changed = (userId: number): Promise<void> => {
    dirty.add(userId);
    if (!next) {
      let resolve = () => {};
      const done = new Promise<void>((r) => {
        resolve = r;
      });
      const timer = setTimeout(flush, PRESENCE_FLUSH_MS);
      timer.unref();
      next = { timer, done, resolve };
    }
    return next.done;
  };
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
    connected(userId) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      return changed(userId);
    },
    disconnected(userId) {
      counts.set(userId, (counts.get(userId) ?? 1) - 1);
      return changed(userId);
    },
    async close() {
      clearInterval(heartbeat);
      if (next) {
        clearTimeout(next.timer);
        next.resolve();
        next = null;
      }
      dirty = new Set();
      counts.clear();
      await written;
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
