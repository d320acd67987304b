import { idParams } from '@common/schemas/ids';
import { okAnswer } from '@common/schemas/shared';
import {
  auditListAnswer,
  auditQuery,
  staffListAnswer,
  staffRoleAnswer,
  staffRoleBody,
} from '@common/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditOf } from './with-audit.ts';

/**
 * The admins' staff page and the audit log (issue "Back office"): every staff account with its
 * role and factor, granting and taking roles (an admin never demotes themselves), resetting a
 * lost second factor, and reading the audit log with filters, newest first. Role, second factor
 * and the audit of each write are checked by `staffGuard`.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAdmin } = app.deps;

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
    async () => ({ staff: await staffAdmin.list() }),
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
    async (request) => staffAdmin.changeRole(auditOf(request), request.body),
  );

  app.delete(
    '/api/admin/staff/:id/factor',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['admin'],
        description:
          "Reset a staff member's TOTP factor and recovery codes (a lost phone) and end their sessions: they sign in and enrol again. 404 when they have none.",
        params: idParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await staffAdmin.resetFactor(auditOf(request), request.params.id);
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
    async (request) => staffAdmin.audit(request.query),
  );
};
