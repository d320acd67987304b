import { AUTH_COOKIE_DAYS } from '@common/constants';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** The member behind a request's session. */
export interface SessionMember {
  userId: number;
  sessionId: string;
  status: (typeof users.$inferSelect)['status'];
  language: string;
  role: 'member' | 'admin';
  lastActiveAt: Date;
}

/** Activity is written at most this often per member (seconds). */
export const ACTIVITY_WRITE_S = 60;

/** Server-side sessions (issue "Sessions"): 256-bit tokens, stored as SHA-256, 30 days. */
export interface SessionStore {
  /** Start a session; answers the token for the cookie. */
  create(userId: number, meta: { ip: string; userAgent: string | undefined }, tx?: Tx): Promise<string>;
  /** The member behind a token, or null when unknown, expired or the account is gone. */
  resolve(token: string | undefined): Promise<SessionMember | null>;
  /** Record activity (online status, search order) at most once a minute. */
  touch(member: SessionMember): Promise<void>;
  /** End one session. */
  end(sessionId: string): Promise<void>;
  /** End every session of a member, except `keep` (password change keeps the current one); answers the ended ids. */
  endAll(userId: number, keep?: string, tx?: Tx): Promise<string[]>;
}

/** Build the session store. */
export function createSessionStore(deps: { db: Db; clock: Clock }): SessionStore {
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
      });
      return token;
    },
    async resolve(token) {
      if (!token || token.length > 100) return null;
      const id = hashToken(token);
      const [row] = await deps.db
        .select({
          userId: users.id,
          status: users.status,
          language: users.language,
          role: users.role,
          lastActiveAt: users.lastActiveAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, deps.clock.now())))
        .limit(1);
      if (!row || row.status === 'deleted' || row.status === 'banned') return null;
      return { ...row, sessionId: id };
    },
    async touch(member) {
      const now = deps.clock.now();
      if (now.getTime() - member.lastActiveAt.getTime() < ACTIVITY_WRITE_S * 1000) return;
      await deps.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, member.userId));
      member.lastActiveAt = now;
    },
    async end(sessionId) {
      await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async endAll(userId, keep, tx) {
      const where = keep
        ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
        : eq(sessions.userId, userId);
      const ended = await (tx ?? deps.db).delete(sessions).where(where).returning({ id: sessions.id });
      return ended.map((e) => e.id);
    },
  };
}
