/**
 * The admins' staff use cases (issue "Back office", `staff.manage`, `audit.read`): the staff
 * accounts with role and factor, granting and taking roles, resetting a lost second factor, and
 * the audit log. Each write takes the request's `Audit` and writes one audit row in its
 * transaction.
 */
import type { staffRoleBody } from '@common/schemas/staff';
import { isStaffRole, STAFF_ROLES } from '@common/staff';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { accountByEmail, memberAccount, staffAccounts } from '../auth/accounts.ts';
import { profileNames } from '../members/cards.ts';
import { listAudit } from './audit.ts';
import { enabledFactors, factorOf, resetFactor } from './factors.ts';
import { changeRole, forgetRoleEverywhere } from './roles.ts';
import { type Audit, withAudit } from './with-audit.ts';

/** The staff admin use cases (`app.deps.staffAdmin`). */
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;

/** Build the staff admin use cases from `deps`. */
export function createStaffAdmin(deps: Pick<AppDeps, 'database' | 'sessions' | 'bus'>) {
  const { db } = deps.database;
  const { sessions, bus } = deps;
  return {
    /** Every account with a staff role: id, e-mail, profile name, role, factor; by role, then id. */
    async list() {
      const accounts = (await staffAccounts(db)).filter((a) => isStaffRole(a.role));
      const ids = accounts.map((a) => a.id);
      const [names, factors] = await Promise.all([profileNames(db, ids), enabledFactors(db, ids)]);
      const rank = (role: string) => STAFF_ROLES.indexOf(role as (typeof STAFF_ROLES)[number]);
      return accounts
        .map((a) => ({
          id: a.id,
          email: a.email,
          name: names.get(a.id) ?? '',
          role: a.role as (typeof STAFF_ROLES)[number],
          factor_enabled: factors.has(a.id),
        }))
        .sort((a, b) => rank(a.role) - rank(b.role) || a.id - b.id);
    },

    /**
     * Give the account of `email` `role`, audited; its sessions must pass the second factor again
     * and are forgotten in every process. Validation `role` (an admin demoting themselves),
     * `email` (unknown); AppError 403 `staff_target_forbidden` for another admin's account, whose
     * role only `npm run admin` changes (docs/security.md, "Whom staff act on").
     */
    async changeRole(audit: Audit, { email, role }: z.infer<typeof staffRoleBody>) {
      const changed = await withAudit(db, audit, async (tx) => {
        const self = await memberAccount(tx, audit.actorId);
        if (self?.email === email && role !== 'admin')
          throw fieldError({ role: 'validation.staff_self_demote' });
        const target = await accountByEmail(tx, email.trim());
        if (target && target.id !== self?.id && target.role === 'admin')
          throw new AppError('staff_target_forbidden');
        const change = await changeRole(tx, email, role);
        if (!change) throw fieldError({ email: 'validation.staff_email_unknown' });
        return {
          value: change,
          audit: {
            targetType: 'staff',
            targetId: change.id,
            before: { role: change.before },
            after: { role: change.role },
          },
        };
      });
      await forgetRoleEverywhere(deps, changed.id);
      return changed;
    },

    /**
     * Reset `userId`'s TOTP factor and recovery codes and end their sessions (a lost phone may be
     * a stolen one), audited. AppError not_found without a factor.
     */
    async resetFactor(audit: Audit, userId: number) {
      const ended = await withAudit(db, audit, async (tx) => {
        const factor = await factorOf(tx, userId);
        if (!factor) throw new AppError('not_found');
        await resetFactor(tx, userId);
        return {
          value: await sessions.endAll(userId, undefined, tx),
          audit: {
            targetType: 'staff',
            targetId: userId,
            before: { factor_enabled: factor.enabledAt !== null },
            after: { factor_enabled: false },
          },
        };
      });
      sessions.forgetMember(userId);
      await bus.publish({ userIds: [userId], sessionIds: ended, event: { type: 'session_ended', data: {} } });
    },

    /** A page of the audit log, newest first (`listAudit`), with the next page's `before_id`. */
    async audit(q: {
      actor_id?: number | undefined;
      target_type?: string | undefined;
      target_id?: string | undefined;
      action?: string | undefined;
      before_id?: number | undefined;
      limit?: number | undefined;
    }) {
      const limit = q.limit ?? 50;
      const rows = await listAudit(db, {
        actorId: q.actor_id,
        targetType: q.target_type || undefined,
        targetId: q.target_id || undefined,
        action: q.action || undefined,
        beforeId: q.before_id,
        limit,
      });
      const last = rows.at(-1);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor_id: r.actorId,
          actor_email: r.actorEmail,
          actor_role: r.actorRole,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          before: r.before,
          after: r.after,
          reason: r.reason,
          ip: r.ip,
          erased_at: r.erasedAt?.toISOString() ?? null,
        })),
        next_before_id: rows.length === limit && last ? last.id : null,
      };
    },
  };
}
