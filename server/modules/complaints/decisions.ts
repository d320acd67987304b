/**
 * The complaints module's owner-API for the back office (issue "Back office" §2, DSA art. 17 and
 * 20): the queue, one decision with a written reason, the one appeal and its decision. The
 * moderation module calls these inside its transactions (sanctions, hidden messages and the audit
 * entry commit together with the decision); nothing here sends mail.
 */
import { APPEAL_DAYS, type AppealDecision, type ComplaintDecision } from '@common/schemas/moderation';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type COMPLAINT_STATUSES, complaints } from '../../db/schema/complaints.ts';
import { AppError } from '../../lib/errors.ts';

/** A stored complaint. */
export type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint's status. */
export type ComplaintStatusCode = (typeof COMPLAINT_STATUSES)[number];

/** The last moment of the appeal period of a decision taken at `decidedAt` (`APPEAL_DAYS` later). */
export function appealUntil(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_DAYS * 86_400_000);
}

/** The complaints queue: with `status` only those, oldest first (then the lowest id), at most `limit`. */
export async function complaintQueue(
  db: Db | Tx,
  filter: { status?: ComplaintStatusCode | undefined; limit?: number | undefined } = {},
): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(filter.status ? eq(complaints.status, filter.status) : undefined)
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(Math.min(200, Math.max(1, filter.limit ?? 100)));
}

/** Complaint `id`, or null; with `tx` the row is locked until the transaction ends. */
export async function complaintById(db: Db | Tx, id: number, lock = false): Promise<ComplaintRow | null> {
  const query = db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Record staff member `by`'s `decision` with its written `reason` on complaint `id` at `now`
 * (status `decided`), in the caller's `tx` (locks the row). Answers the row before and after.
 * Throws not_found for an unknown complaint, complaint_closed when it was decided already.
 */
export async function recordDecision(
  tx: Tx,
  id: number,
  input: { decision: ComplaintDecision; reason: string; by: number; now: Date },
): Promise<{ before: ComplaintRow; after: ComplaintRow }> {
  const before = await complaintById(tx, id, true);
  if (!before) throw new AppError('not_found');
  if (before.decidedAt) throw new AppError('complaint_closed');
  const [after] = await tx
    .update(complaints)
    .set({
      status: 'decided',
      decision: input.decision,
      decisionReason: input.reason,
      decidedBy: input.by,
      decidedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(complaints.id, id))
    .returning();
  if (!after) throw new AppError('not_found');
  return { before, after };
}

/**
 * API.md `POST /api/complaints/:id/appeal` (DSA art. 20): member `userId`, the reporter or the
 * reported member, appeals the decision on complaint `id` with `body` at `now` (status
 * `appealed`). Once per complaint, after the decision and within `APPEAL_DAYS`. Throws not_found
 * (unknown, or not theirs), complaint_closed (appealed already) or appeal_not_possible (not
 * decided yet, or the period is over). Runs in one transaction.
 */
export async function recordAppeal(
  db: Db,
  id: number,
  userId: number,
  body: string,
  now: Date,
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const row = await complaintById(tx, id, true);
    if (!row || (row.reporterId !== userId && row.reportedUserId !== userId)) throw new AppError('not_found');
    if (row.appealedAt) throw new AppError('complaint_closed');
    if (!row.decidedAt || now > appealUntil(row.decidedAt)) throw new AppError('appeal_not_possible');
    const [after] = await tx
      .update(complaints)
      .set({ status: 'appealed', appealBody: body, appealedAt: now, updatedAt: now })
      .where(eq(complaints.id, id))
      .returning();
    if (!after) throw new AppError('not_found');
    return after;
  });
}

/**
 * Record staff member `by`'s decision on the one appeal of complaint `id` (status `closed`), in
 * the caller's `tx` (locks the row). Answers the row before and after. Throws not_found,
 * appeal_not_possible (no appeal was made) or complaint_closed (the appeal was decided already).
 */
export async function recordAppealDecision(
  tx: Tx,
  id: number,
  input: { decision: AppealDecision; reason: string; by: number; now: Date },
): Promise<{ before: ComplaintRow; after: ComplaintRow }> {
  const before = await complaintById(tx, id, true);
  if (!before) throw new AppError('not_found');
  if (before.appealDecidedAt) throw new AppError('complaint_closed');
  if (!before.appealedAt) throw new AppError('appeal_not_possible');
  const [after] = await tx
    .update(complaints)
    .set({
      status: 'closed',
      appealDecision: input.decision,
      appealReason: input.reason,
      appealDecidedBy: input.by,
      appealDecidedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(complaints.id, id))
    .returning();
  if (!after) throw new AppError('not_found');
  return { before, after };
}

/**
 * The decided complaints about member `userId` (reported member), newest decision first: what
 * the member sees under "Decisions about you" (`GET /api/complaints/decisions`).
 */
export async function decisionsAbout(db: Db | Tx, userId: number): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(and(eq(complaints.reportedUserId, userId), isNotNull(complaints.decidedAt)))
    .orderBy(desc(complaints.decidedAt), desc(complaints.id));
}
