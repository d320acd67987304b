/**
 * The back office's audited writes (issue "Back office"): an `Audit` says who writes (actor,
 * role, client address, the route's action, the time, the staff member's reason), built from the
 * request once by `auditOf`; `withAudit` opens the write's transaction and appends exactly one
 * audit row (server/modules/staff/audit.ts) with what the write answers, so the entry commits or
 * rolls back with it. Use cases take the `Audit`, never the request.
 */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { memberAccount } from '../auth/accounts.ts';
import { type AuditEntry, recordAudit } from './audit.ts';
import { requireStaff } from './guard.ts';

/**
 * Who writes: the staff member's account id and role (at the time), the client address, the
 * route's action (`config.staff`, e.g. `members.manage`), when (the app's clock at the request)
 * and the reason the staff member gave (null without one). `written` counts the rows written for
 * the staff guard's one-entry-per-write check.
 */
export interface Audit {
  actorId: number;
  role: string;
  ip: string | null;
  action: string;
  at: Date;
  reason: string | null;
  written?: () => void;
}

/**
 * What one write changed, for its audit row: the target (`targetType`, `targetId`), the state
 * `before` and `after` (JSON, the fields that matter), a finer `action` than the route's (e.g.
 * `credits.adjust`), a `reason` other than the audit's, and `subjects`, the accounts whose
 * personal data the values may hold (see `AuditEntry`).
 */
export type AuditChange = Pick<AuditEntry, 'targetType' | 'targetId'> &
  Partial<Pick<AuditEntry, 'before' | 'after' | 'reason' | 'action' | 'subjects'>>;

/** What an audited write answers: its `value` and the `audit` of the change. */
export interface Audited<T> {
  value: T;
  audit: AuditChange;
}

/**
 * The `Audit` of a back-office request: the staff member the guard let through (AppError
 * `forbidden` outside `/api/admin`), the client address, the route's action, the app clock's now,
 * and `reason` when given (else null).
 */
export function auditOf(request: FastifyRequest, reason?: string | null): Audit {
  const staff = requireStaff(request);
  return {
    actorId: staff.userId,
    role: staff.role,
    ip: request.ip,
    action: staff.action,
    at: request.server.deps.clock.now(),
    reason: reason ?? null,
    written: () => {
      staff.audits += 1;
    },
  };
}

/**
 * Append the audit row of `change` by `audit` in `tx`, the transaction of the write. Only for a
 * transaction another use case opens (an account's deletion); everything else calls `withAudit`.
 */
export async function auditInside(tx: Db | Tx, audit: Audit, change: AuditChange): Promise<void> {
  const account = await memberAccount(tx, audit.actorId);
  await recordAudit(tx, {
    at: audit.at,
    actorId: audit.actorId,
    actorEmail: account?.email ?? '',
    actorRole: audit.role,
    action: change.action ?? audit.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before,
    after: change.after,
    reason: change.reason ?? audit.reason,
    ip: audit.ip,
    ...(change.subjects ? { subjects: change.subjects } : {}),
  });
  audit.written?.();
}

/**
 * Run `write` in one transaction of `db` and append exactly one audit row by `audit` for the
 * change it answers; answers its `value`. Whatever `write` throws rolls the write back, and no
 * row is written.
 */
export async function withAudit<T>(db: Db, audit: Audit, write: (tx: Tx) => Promise<Audited<T>>): Promise<T> {
  let written = false;
  const value = await db.transaction(async (tx) => {
    const done = await write(tx);
    await auditInside(tx, { ...audit, written: undefined }, done.audit);
    written = true;
    return done.value;
  });
  if (written) audit.written?.();
  return value;
}
