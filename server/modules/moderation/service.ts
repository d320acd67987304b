/**
 * Warnings and bans (issue "Back office" §2, DSA art. 17). This module owns `member_sanctions`
 * (server/db/schema/moderation.ts); other modules call the functions here (the login asks
 * `banReason` through an injected callback). Every change runs inside the caller's transaction,
 * so the sanction, the account's status and the staff audit entry commit together; what must
 * follow the commit (closing the banned member's sockets) is answered to the caller.
 */
import type { SanctionItem } from '@common/schemas/moderation';
import { isStaffRole } from '@common/staff';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberSanctions } from '../../db/schema/moderation.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccount, setBanned } from '../auth/accounts.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Bus } from '../realtime/bus.ts';

/** A stored sanction. */
export type SanctionRow = typeof memberSanctions.$inferSelect;

/** Who takes a sanction and why: the staff account, the written reason, the complaint it follows (if any), when. */
export interface SanctionInput {
  reason: string;
  by: number;
  now: Date;
  complaintId?: number | null | undefined;
}

/** A sanction as the API answers it (`sanctionItem`). */
export function presentSanction(row: SanctionRow): SanctionItem {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    complaint_id: row.complaintId,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  };
}

async function insertSanction(
  tx: Db | Tx,
  userId: number,
  kind: SanctionRow['kind'],
  input: SanctionInput,
): Promise<SanctionRow> {
  const [row] = await tx
    .insert(memberSanctions)
    .values({
      userId,
      kind,
      reason: input.reason,
      complaintId: input.complaintId ?? null,
      createdBy: input.by,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('sanction not stored');
  return row;
}

/** Every sanction of member `userId`, newest first. */
export async function sanctionsOf(db: Db | Tx, userId: number): Promise<SanctionRow[]> {
  return db
    .select()
    .from(memberSanctions)
    .where(eq(memberSanctions.userId, userId))
    .orderBy(desc(memberSanctions.createdAt), desc(memberSanctions.id));
}

/** The sanctions that followed complaint `complaintId`, newest first. */
export async function sanctionsForComplaint(db: Db | Tx, complaintId: number): Promise<SanctionRow[]> {
  return db
    .select()
    .from(memberSanctions)
    .where(eq(memberSanctions.complaintId, complaintId))
    .orderBy(desc(memberSanctions.id));
}

/** Member `userId`'s warnings not yet acknowledged, newest first (shown in the members area). */
export async function openWarnings(db: Db | Tx, userId: number): Promise<SanctionRow[]> {
  return db
    .select()
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.userId, userId),
        eq(memberSanctions.kind, 'warning'),
        isNull(memberSanctions.acknowledgedAt),
      ),
    )
    .orderBy(desc(memberSanctions.createdAt), desc(memberSanctions.id));
}

/**
 * Member `userId` read warning `id` (at `now`): it is shown no more. Answers false for an unknown
 * warning or one of another member; acknowledging twice keeps the first time.
 */
export async function acknowledgeWarning(
  db: Db | Tx,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ acknowledgedAt: memberSanctions.acknowledgedAt })
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.id, id),
        eq(memberSanctions.userId, userId),
        eq(memberSanctions.kind, 'warning'),
      ),
    );
  if (!row) return false;
  if (!row.acknowledgedAt) {
    await db.update(memberSanctions).set({ acknowledgedAt: now }).where(eq(memberSanctions.id, id));
  }
  return true;
}

/** The written reason of member `userId`'s newest ban, else null (the login asks it for banned accounts). */
export async function banReason(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ kind: memberSanctions.kind, reason: memberSanctions.reason })
    .from(memberSanctions)
    .where(and(eq(memberSanctions.userId, userId), eq(memberSanctions.kind, 'ban')))
    .orderBy(desc(memberSanctions.createdAt), desc(memberSanctions.id))
    .limit(1);
  return row?.reason ?? null;
}

/**
 * Warn member `userId` (shown to them until acknowledged), in `tx`. Throws not_found for an
 * unknown or deleted account.
 */
export async function warnMember(tx: Tx, userId: number, input: SanctionInput): Promise<SanctionRow> {
  const account = await memberAccount(tx, userId);
  if (!account || account.status === 'deleted') throw new AppError('not_found');
  return insertSanction(tx, userId, 'warning', input);
}

/**
 * Ban member `userId` in `tx`: the account becomes `banned` (it leaves search by trigger, its
 * logins answer account_banned with `input.reason`) and every session ends. Answers the sanction,
 * the ended (hashed) session ids for `announceBan` after the commit and the status before. Throws not_found (no
 * such account), member_status_conflict (banned already, deleted, or a staff account).
 */
export async function banMember(
  tx: Tx,
  sessions: Pick<SessionStore, 'endAll'>,
  userId: number,
  input: SanctionInput,
): Promise<{ sanction: SanctionRow; sessionIds: string[]; previousStatus: string }> {
  const account = await memberAccount(tx, userId);
  if (!account) throw new AppError('not_found');
  if (isStaffRole(account.role) || !(await setBanned(tx, userId, true))) {
    throw new AppError('member_status_conflict');
  }
  const sanction = await insertSanction(tx, userId, 'ban', input);
  const sessionIds = await sessions.endAll(userId, undefined, tx);
  return { sanction, sessionIds, previousStatus: account.status };
}

/**
 * Lift member `userId`'s ban in `tx` (back to confirmed, or not_confirmed when never confirmed).
 * Throws not_found (no such account) or member_status_conflict (not banned).
 */
export async function unbanMember(tx: Tx, userId: number, input: SanctionInput): Promise<SanctionRow> {
  const account = await memberAccount(tx, userId);
  if (!account) throw new AppError('not_found');
  if (!(await setBanned(tx, userId, false))) throw new AppError('member_status_conflict');
  return insertSanction(tx, userId, 'unban', input);
}

/**
 * After a ban committed: the member's open sockets close and every process forgets the ended
 * sessions (`session_ended`, as account deletion does).
 */
export async function announceBan(
  deps: { bus: Pick<Bus, 'publish'>; sessions: Pick<SessionStore, 'forgetMember'> },
  userId: number,
  sessionIds: string[],
): Promise<void> {
  deps.sessions.forgetMember(userId);
  await deps.bus.publish({ userIds: [userId], sessionIds, event: { type: 'session_ended', data: {} } });
}

/** Mark the warnings that followed complaint `complaintId` as read (a reversed appeal), in `tx`. */
export async function withdrawWarnings(tx: Tx, complaintId: number, now: Date): Promise<void> {
  await tx
    .update(memberSanctions)
    .set({ acknowledgedAt: now })
    .where(
      and(
        eq(memberSanctions.complaintId, complaintId),
        eq(memberSanctions.kind, 'warning'),
        isNull(memberSanctions.acknowledgedAt),
      ),
    );
}

/**
 * Owner-API (account purge, SPEC §4, GDPR Art. 17): empty the written reasons of member `userId`'s
 * sanctions, in the purge's `tx` — staff's words to and about a member who is gone. Kind, dates,
 * the complaint and who took it stay. Answers how many sanctions changed.
 */
export async function forgetSanctionReasons(tx: Db | Tx, userId: number): Promise<number> {
  const rows = await tx
    .update(memberSanctions)
    .set({ reason: '' })
    .where(and(eq(memberSanctions.userId, userId), ne(memberSanctions.reason, '')))
    .returning({ id: memberSanctions.id });
  return rows.length;
}
