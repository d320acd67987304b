/**
 * The auth module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): what `server/db/schema/accounts.ts` holds about the member. Reads only this
 * module's tables; the account module puts the parts together (`server/modules/account/export.ts`).
 *
 * Never exported: the password hash, session ids (the SHA-256 of the cookie token), token ids (the
 * hash of a one-time link) and push subscription keys. Failed logins are exported with the address
 * they came from: an attempt on the member's account is data about them, and the address is what
 * lets them judge whether someone else tried (Art. 15(4): an address alone names nobody to them).
 * Logins are kept for a bounded time only (`retention.ts`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountDeletions,
  loginFailures,
  pushSubscriptions,
  sessions,
  tokens,
  users,
} from '../../db/schema/accounts.ts';

/** The account row as exported: every column but the password hash; times as ISO 8601 text. */
export interface AccountExport {
  id: number;
  email: string;
  status: string;
  role: string;
  language: string;
  /** The site (settings domain) the member signed up on. */
  domain: string;
  signup_date: string;
  confirmed_at: string | null;
  last_active_at: string;
  deleted_at: string | null;
  paid_user: boolean;
  /** The credit balance (whole credits; below zero after a chargeback). */
  credits: number;
  invisible: boolean;
  /** Mail kinds the member turned off, and `bounce`/`fbl`/`listunsubscribe` the mail system set. */
  notifications_disabled: string[];
  /** The campaign parameters the member arrived with (SPEC §5 signup: network, ref, sub1..3). */
  tracking: Record<string, string>;
  signup_message: string | null;
  /** The client address the account was created from. */
  signup_ip: string | null;
}

/** What `exportAccount` answers. */
export interface AuthExport {
  /** Null only when no account has this id. */
  account: AccountExport | null;
  /** Sessions (logins) still stored — current ones and those expired within `LOGIN_RECORDS_DAYS` — oldest first, without their id or token. */
  sessions: Array<{ created_at: string; expires_at: string; ip: string | null; user_agent: string | null }>;
  /** Browser push subscriptions: the endpoint only, never the keys. */
  push_subscriptions: Array<{ endpoint: string; created_at: string }>;
  /** Activation, password reset, e-mail change and reactivation links sent, without the token. */
  one_time_links: Array<{
    kind: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
    /** The address asked for, for an e-mail change. */
    new_email: string | null;
  }>;
  /** When logins to the account failed and from which client address (kept `LOGIN_RECORDS_DAYS`). */
  failed_logins: Array<{ at: string; ip: string }>;
  /** Account deletions the member asked for (SPEC §2 delete reasons). */
  account_deletions: Array<{
    reason: string;
    remarks: string | null;
    created_at: string;
    reactivated_at: string | null;
  }>;
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The account, sessions, push subscriptions, one-time links, failed logins and deletions of member
 * `userId` (see `AuthExport`: no secret of any kind). Six small reads on `db` or a caller's `tx`;
 * throws what the database throws.
 */
export async function exportAccount(db: Db | Tx, userId: number): Promise<AuthExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const pushRows = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  const tokenRows = await db
    .select({
      kind: tokens.kind,
      payload: tokens.payload,
      createdAt: tokens.createdAt,
      expiresAt: tokens.expiresAt,
      usedAt: tokens.usedAt,
    })
    .from(tokens)
    .where(eq(tokens.userId, userId))
    .orderBy(asc(tokens.createdAt));
  const failureRows = await db
    .select({ at: loginFailures.at, ip: loginFailures.ip })
    .from(loginFailures)
    .where(eq(loginFailures.userId, userId))
    .orderBy(asc(loginFailures.at));
  const deletionRows = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .orderBy(asc(accountDeletions.id));
  return {
    account: user
      ? {
          id: user.id,
          email: user.email,
          status: user.status,
          role: user.role,
          language: user.language,
          domain: user.domain,
          signup_date: iso(user.signupDate),
          confirmed_at: isoOrNull(user.confirmedAt),
          last_active_at: iso(user.lastActiveAt),
          deleted_at: isoOrNull(user.deletedAt),
          paid_user: user.paidUser,
          credits: user.credits,
          invisible: user.invisible,
          notifications_disabled: user.notificationsDisabled,
          tracking: user.tracking,
          signup_message: user.signupMessage,
          signup_ip: user.signupIp,
        }
      : null,
    sessions: sessionRows.map((s) => ({
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      ip: s.ip,
      user_agent: s.userAgent,
    })),
    push_subscriptions: pushRows.map((p) => ({ endpoint: p.endpoint, created_at: iso(p.createdAt) })),
    one_time_links: tokenRows.map((t) => ({
      kind: t.kind,
      created_at: iso(t.createdAt),
      expires_at: iso(t.expiresAt),
      used_at: isoOrNull(t.usedAt),
      new_email: t.kind === 'email_change' ? (t.payload.email ?? null) : null,
    })),
    failed_logins: failureRows.map((f) => ({ at: iso(f.at), ip: f.ip })),
    account_deletions: deletionRows.map((d) => ({
      reason: d.reason,
      remarks: d.remarks,
      created_at: iso(d.createdAt),
      reactivated_at: isoOrNull(d.reactivatedAt),
    })),
  };
}
