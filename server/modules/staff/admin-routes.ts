import { okAnswer } from '@common/schemas/shared';
import {
  auditListAnswer,
  auditQuery,
  staffListAnswer,
  staffRoleAnswer,
  staffRoleBody,
} from '@common/schemas/staff';
import { isStaffRole, STAFF_ROLES } from '@common/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors.ts';
import { memberAccount, staffAccounts } from '../auth/accounts.ts';
import { profileNames } from '../members/cards.ts';
import { listAudit } from './audit.ts';
import { enabledFactors, factorOf, resetFactor } from './factors.ts';
import { auditStaffWrite, requireStaff } from './guard.ts';
import { changeRole, forgetRoleEverywhere } from './roles.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The admins' staff page and the audit log (issue "Back office"): every staff account with its
 * role and factor, granting and taking roles (an admin never demotes themselves), resetting a
 * lost second factor, and reading the audit log with filters, newest first. Role, second factor
 * and the audit of each write are checked by `staffGuard`.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Every account with a staff role: id, e-mail, profile name, role and whether a TOTP factor is enabled.',
        response: { 200: staffListAnswer },
      },
    },
    async () => {
      const accounts = (await staffAccounts(db)).filter((a) => isStaffRole(a.role));
      const ids = accounts.map((a) => a.id);
      const [names, factors] = await Promise.all([profileNames(db, ids), enabledFactors(db, ids)]);
      const rank = (role: string) => STAFF_ROLES.indexOf(role as (typeof STAFF_ROLES)[number]);
      return {
        staff: accounts
          .map((a) => ({
            id: a.id,
            email: a.email,
            name: names.get(a.id) ?? '',
            role: a.role as (typeof STAFF_ROLES)[number],
            factor_enabled: factors.has(a.id),
          }))
          .sort((a, b) => rank(a.role) - rank(b.role) || a.id - b.id),
      };
    },
  );

  app.put(
    '/api/admin/staff/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Give the account with this e-mail a role (`member` takes staff rights away); audited with before and after. Every session of the account must pass the second factor again, and its cached sessions are dropped in every process so the role applies at once. An admin cannot demote themselves (400 validation).',
        body: staffRoleBody,
        response: { 200: staffRoleAnswer },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { email, role } = request.body;
      const changed = await db.transaction(async (tx) => {
        const self = await memberAccount(tx, staff.userId);
        if (self?.email === email && role !== 'admin')
          throw fieldError({ role: 'validation.staff_self_demote' });
        const change = await changeRole(tx, email, role);
        if (!change) throw fieldError({ email: 'validation.staff_email_unknown' });
        await auditStaffWrite(request, tx, {
          targetType: 'staff',
          targetId: change.id,
          before: { role: change.before },
          after: { role: change.role },
        });
        return change;
      });
      await forgetRoleEverywhere(app.deps, changed.id);
      return changed;
    },
  );

  app.delete(
    '/api/admin/staff/:id/factor',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['admin'],
        description:
          "Reset a staff member's TOTP factor and recovery codes (a lost phone) and end their sessions: they sign in and enrol again. 404 when they have none.",
        params: z.object({ id }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const userId = request.params.id;
      // A lost phone may be a stolen one: the member's sessions end with the factor, so the next
      // sign-in enrols again.
      const ended = await db.transaction(async (tx) => {
        const factor = await factorOf(tx, userId);
        if (!factor) throw new AppError('not_found');
        await resetFactor(tx, userId);
        await auditStaffWrite(request, tx, {
          targetType: 'staff',
          targetId: userId,
          before: { factor_enabled: factor.enabledAt !== null },
          after: { factor_enabled: false },
        });
        return app.deps.sessions.endAll(userId, undefined, tx);
      });
      app.deps.sessions.forgetMember(userId);
      await app.deps.bus.publish({
        userIds: [userId],
        sessionIds: ended,
        event: { type: 'session_ended', data: {} },
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      config: { staff: 'audit.read' },
      schema: {
        tags: ['admin'],
        description:
          'The audit log, newest first, filtered by actor, target (type, id) and action; `before_id` pages on with the answer’s `next_before_id`.',
        querystring: auditQuery,
        response: { 200: auditListAnswer },
      },
    },
    async (request) => {
      const q = request.query;
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
  );
};
