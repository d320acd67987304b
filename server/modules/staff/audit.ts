import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
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
 * staff gave, and the client address.
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
  });
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

/** How many audit entries there are (tests: every staff write adds exactly one). */
export async function countAudit(db: Db | Tx): Promise<number> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.length;
}
