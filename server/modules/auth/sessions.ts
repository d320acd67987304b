import { AUTH_COOKIE_DAYS } from '@common/constants';
import { isStaffRole, type Role, STAFF_SESSION_S } from '@common/staff';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Bus } from '../realtime/bus.ts';

/** The member behind a request's session. */
export interface SessionMember {
  userId: number;
  sessionId: string;
  status: (typeof users.$inferSelect)['status'];
  language: string;
  role: Role;
  lastActiveAt: Date;
  /** When staff passed the second factor in this session (back office); null before and for members. */
  staffVerifiedAt: Date | null;
}

/** Activity is written at most this often per member (seconds). */
export const ACTIVITY_WRITE_S = 60;

/**
 * A resolved session is kept in the process this long (seconds) before it is read again. Ending
 * a session (logout, password change, reset: `end`, `endAll`, and `session_ended` from other
 * processes through `forget`) and changing the member's language (`forgetMember`) drop it at
 * once; other changes of the account's status, language or role reach other processes within
 * this time.
 */
export const SESSION_CACHE_S = 5;

/** At most this many resolved sessions are kept; the oldest go first. */
const SESSION_CACHE_MAX = 100_000;

/** Server-side sessions (issue "Sessions"): 256-bit tokens, stored as SHA-256, 30 days. */
export interface SessionStore {
  /** Start a session; answers the token for the cookie. */
  create(
    userId: number,
    meta: { ip: string; userAgent: string | undefined; deviceId?: string | undefined },
    tx?: Tx,
  ): Promise<string>;
  /** The member behind a token, or null when unknown, expired or the account is gone. */
  resolve(token: string | undefined): Promise<SessionMember | null>;
  /** Record activity (online status, search order) at most once a minute. */
  touch(member: SessionMember): Promise<void>;
  /** End one session. */
  end(sessionId: string): Promise<void>;
  /** End every session of a member, except `keep` (password change keeps the current one); answers the ended ids. */
  endAll(userId: number, keep?: string, tx?: Tx): Promise<string[]>;
  /** Drop these (hashed) session ids from this process's cache: they were ended, maybe elsewhere. */
  forget(sessionIds: readonly string[]): void;
  /** Drop every cached session of a member (their language, status or role changed). */
  forgetMember(userId: number): void;
  /** Record that staff passed the second factor in session `sessionId` (hashed id); answers when. */
  markStaffVerified(sessionId: string): Promise<Date>;
  /** Follow `bus`: sessions ended in any process (logout, password change, reset, deletion) leave this cache. */
  follow(bus: Pick<Bus, 'subscribe'>): void;
}

/** Build the session store. */
export function createSessionStore(deps: { db: Db; clock: Clock }): SessionStore {
  // Hashed session id → the resolved member, when it was read and when the session expires (ms).
  const cache = new Map<string, { member: SessionMember; readAt: number; expiresAt: number }>();
  // Hashed session id → when it was ended (ms). A read that began before the end may still return
  // the row; such a session is neither answered nor cached while its tombstone lasts.
  const ended = new Map<string, number>();
  const forget = (ids: readonly string[]) => {
    const at = deps.clock.now().getTime();
    for (const id of ids) {
      cache.delete(id);
      ended.delete(id);
      ended.set(id, at);
    }
    // Tombstones older than the cache time are of no use any more; the oldest come first.
    for (const [id, when] of ended) {
      if (at - when < SESSION_CACHE_S * 1000 && ended.size <= SESSION_CACHE_MAX) break;
      ended.delete(id);
    }
  };
  // One query for the session and its member, built once (a prepared statement on PostgreSQL).
  const sessionQuery = deps.db
    .select({
      userId: users.id,
      status: users.status,
      language: users.language,
      role: users.role,
      lastActiveAt: users.lastActiveAt,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      staffVerifiedAt: sessions.staffVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_resolve');
  return {
    async create(userId, meta, tx) {
      const token = newToken();
      const now = deps.clock.now();
      await (tx ?? deps.db).insert(sessions).values({
        id: hashToken(token),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_COOKIE_DAYS * 86_400_000),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
        deviceId: meta.deviceId?.slice(0, 64) ?? null,
      });
      return token;
    },
    async resolve(token) {
      if (!token || token.length > 100) return null;
      const id = hashToken(token);
      const now = deps.clock.now();
      const hit = cache.get(id);
      if (hit && now.getTime() - hit.readAt < SESSION_CACHE_S * 1000 && now.getTime() < hit.expiresAt) {
        return hit.member;
      }
      const [row] = await sessionQuery.execute({ id, now });
      const endedAt = ended.get(id);
      if (endedAt !== undefined && now.getTime() - endedAt < SESSION_CACHE_S * 1000) return null;
      if (!row || row.status === 'deleted' || row.status === 'banned') {
        cache.delete(id);
        return null;
      }
      const { expiresAt: rowExpiresAt, createdAt, ...account } = row;
      // Staff sessions are shorter (issue "Back office"): STAFF_SESSION_S after sign-in.
      const expiresAt = isStaffRole(account.role)
        ? new Date(Math.min(rowExpiresAt.getTime(), createdAt.getTime() + STAFF_SESSION_S * 1000))
        : rowExpiresAt;
      if (expiresAt.getTime() <= now.getTime()) {
        cache.delete(id);
        return null;
      }
      const member: SessionMember = { ...account, sessionId: id };
      cache.delete(id);
      if (cache.size >= SESSION_CACHE_MAX) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(id, { member, readAt: now.getTime(), expiresAt: expiresAt.getTime() });
      return member;
    },
    async touch(member) {
      const now = deps.clock.now();
      if (now.getTime() - member.lastActiveAt.getTime() < ACTIVITY_WRITE_S * 1000) return;
      await deps.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, member.userId));
      member.lastActiveAt = now;
    },
    async end(sessionId) {
      await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
      forget([sessionId]);
    },
    async endAll(userId, keep, tx) {
      const where = keep
        ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
        : eq(sessions.userId, userId);
      const ended = await (tx ?? deps.db).delete(sessions).where(where).returning({ id: sessions.id });
      const ids = ended.map((e) => e.id);
      // Also before the caller's transaction commits: a request in between reads the rows again.
      forget(ids);
      return ids;
    },
    forget,
    async markStaffVerified(sessionId) {
      const at = deps.clock.now();
      await deps.db.update(sessions).set({ staffVerifiedAt: at }).where(eq(sessions.id, sessionId));
      const hit = cache.get(sessionId);
      if (hit) hit.member.staffVerifiedAt = at;
      return at;
    },
    forgetMember(userId) {
      for (const [id, entry] of cache) if (entry.member.userId === userId) cache.delete(id);
    },
    follow(bus) {
      bus.subscribe((envelope) => {
        if (envelope.event.type !== 'session_ended') return;
        if (envelope.sessionIds) forget(envelope.sessionIds);
        else for (const userId of envelope.userIds) this.forgetMember(userId);
      });
    },
  };
}
