import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/staff.ts';

/** What a staff write touched (issue "Back office" audit log). */
export type AuditTargetType =
  | 'member'
  | 'profile'
  | 'photo'
  | 'message'
  | 'conversation'
  | 'order'
  | 'complaint'
  | 'setting'
  | 'package'
  | 'discount_code'
  | 'invite_code'
  | 'staff'
  | 'note';

/**
 * One audit entry: who (`actorId`, `actorEmail`, `actorRole` at the time), what (`action`, a
 * `StaffAction` or a finer verb such as `credits.adjust`), when (`at`), on what (`targetType`,
 * `targetId`), the state `before` and `after` (JSON, only the fields that matter), the `reason`
 * staff gave, and the client address. `subjects`: the accounts whose personal data `before`,
 * `after` or `reason` may hold (the member a note is about, both members of a conversation, a
 * complaint's reporter and reported member); an account's purge erases those values
 * (`eraseAuditOf`). Default: the target for `member` and `staff` targets, else none.
 */
export interface AuditEntry {
  at: Date;
  actorId: number;
  actorEmail: string;
  actorRole: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
  subjects?: ReadonlyArray<number | null | undefined>;
}

/** The subjects of `entry`: the given ones (positive ids, once each), else the default (see `AuditEntry`). */
function subjectsOf(entry: AuditEntry): number[] {
  const given =
    entry.subjects ??
    (entry.targetType === 'member' || entry.targetType === 'staff' ? [Number(entry.targetId)] : []);
  const ids = given.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** Append one entry (inside the caller's transaction, so it commits or rolls back with the write). */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    actorRole: entry.actorRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
    subjectIds: subjectsOf(entry),
  });
}

/**
 * Owner-API (account purge, SPEC §4, GDPR Art. 17; docs/security.md "End of an account"): erase
 * the personal values the audit log holds of account `userId`, in the purge's `tx`, at `now`:
 * `before`, `after` and `reason` of every entry naming it among its subjects, and the e-mail
 * address ('') and client address of every entry it wrote as staff. Who did what, when and on
 * which id stays; the append-only trigger allows exactly this change (migration 0014). Answers
 * how many entries were erased.
 */
export async function eraseAuditOf(tx: Db | Tx, userId: number, now: Date): Promise<number> {
  const about = await tx
    .update(auditLog)
    .set({
      before: null,
      after: null,
      reason: null,
      erasedAt: sql`coalesce(${auditLog.erasedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(sql`${auditLog.subjectIds} @> array[${userId}]::integer[]`)
    .returning({ id: auditLog.id });
  const by = await tx
    .update(auditLog)
    .set({
      actorEmail: '',
      ip: null,
      erasedAt: sql`coalesce(${auditLog.erasedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(auditLog.actorId, userId))
    .returning({ id: auditLog.id });
  return new Set([...about, ...by].map((r) => r.id)).size;
}

/** A stored audit entry, newest first in `listAudit`. */
export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Audit entries, newest first, `limit` (at most 200) per page; `beforeId` pages on. Filters:
 * the actor, the target (type and optionally id) and the action.
 */
export async function listAudit(
  db: Db,
  filter: {
    actorId?: number | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
    action?: string | undefined;
    beforeId?: number | undefined;
    limit?: number | undefined;
  } = {},
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(200, Math.max(1, filter.limit ?? 50)));
}

/**
 * Owner-API (data export, GDPR Art. 15): every audit entry naming account `userId` among its
 * subjects (the staff actions on them), oldest first. Runs on `db` or a caller's `tx`.
 */
export async function auditAbout(db: Db | Tx, userId: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.subjectIds} @> array[${userId}]::integer[]`)
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** How many audit entries there are (tests: every staff write adds exactly one). */
export async function countAudit(db: Db | Tx): Promise<number> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.length;
}
