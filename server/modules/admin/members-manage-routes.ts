import {
  adjustCreditsAnswer,
  adjustCreditsBody,
  memberStatusAnswer,
  staffReasonBody,
} from '@common/schemas/admin-members';
import { idParams } from '@common/schemas/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMayActOn } from '../staff/powers.ts';
import { auditOf } from '../staff/with-audit.ts';

/**
 * The back office's writes on a member (issue "Back office" §3): credit adjustments through the
 * ledger, deactivation and reactivation of the profile, deletion (as the member's own), and the
 * data export (a POST with a reason, audited). Each writes exactly one audit entry with the staff
 * member's reason and the state before and after.
 */
export const membersManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { membersAdmin } = app.deps;

  app.post(
    '/api/admin/members/:id/credits',
    {
      config: { staff: 'credits.adjust' },
      schema: {
        tags: ['admin'],
        description:
          'Add or take credits through a ledger entry with reason `adjustment` (|delta| ≤ 100000, a ' +
          'larger change than STAFF_CREDITS_LIMIT by an admin only: 403 staff_credits_limit; a ' +
          'reason of at least 10 characters). Never below zero: 400 validation (field `delta`). ' +
          '`idempotency_key` (a uuid the client makes per adjustment) books a retried or repeated ' +
          'request once; the repeat answers the first booking with `replayed`. Audited with the ' +
          'balance before and after. 404 not_found for an unknown member.',
        params: idParams,
        body: adjustCreditsBody,
        response: { 200: adjustCreditsAnswer },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const { delta, reason, idempotency_key: key } = request.body;
      await assertMayActOn(request, userId, 'credits', { delta });
      const result = await membersAdmin.adjustCredits(auditOf(request, reason), userId, delta, key);
      return {
        before: result.before,
        balance: result.balance,
        entry_id: result.entryId,
        replayed: result.replayed,
      };
    },
  );

  for (const [verb, status, what] of [
    ['deactivate', 'disabled', 'Hides the member’s profile from search and profile pages'],
    ['reactivate', 'active', 'Shows a deactivated profile in search and on profile pages again'],
  ] as const) {
    app.post(
      `/api/admin/members/:id/${verb}`,
      {
        config: { staff: 'members.manage' },
        schema: {
          tags: ['admin'],
          description: `${what} (profile status \`${status}\`), with a reason, audited. 409 member_status_conflict when it is ${status} already; 404 not_found for a member without a profile.`,
          params: idParams,
          body: staffReasonBody,
          response: { 200: memberStatusAnswer },
        },
      },
      async (request) => {
        await assertMayActOn(request, request.params.id, verb);
        return membersAdmin.setProfileStatus(
          auditOf(request, request.body.reason),
          request.params.id,
          status,
        );
      },
    );
  }

  app.delete(
    '/api/admin/members/:id',
    {
      config: { staff: 'members.manage' },
      schema: {
        tags: ['admin'],
        description:
          'Deletes the account as the member’s own deletion does (reason `other`, the staff reason ' +
          'as remarks): every session ends, the profile disappears, a reactivation link is mailed, ' +
          'the data is purged after the grace period. 409 member_status_conflict when the account is ' +
          'deleted or banned already; 404 not_found for an unknown member.',
        params: idParams,
        body: staffReasonBody,
        response: { 200: memberStatusAnswer },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await assertMayActOn(request, userId, 'delete');
      const remarks = `Deleted by staff: ${request.body.reason}`;
      return membersAdmin.deleteMember(auditOf(request, request.body.reason), userId, remarks);
    },
  );

  app.post(
    '/api/admin/members/:id/export',
    {
      config: { staff: 'members.manage' },
      schema: {
        tags: ['admin'],
        description:
          'The member’s data as their own export answers it (`GET /api/account/export`, GDPR Art. ' +
          '15/20), for a request the member made to support; with a reason, audited. 404 not_found ' +
          'for an unknown member.',
        params: idParams,
        body: staffReasonBody,
        response: { 200: z.looseObject({ exported_at: z.string(), site: z.string() }) },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      await assertMayActOn(request, userId, 'export');
      const exported = await membersAdmin.exportMember(auditOf(request, request.body.reason), userId);
      reply.header('cache-control', 'no-store');
      return { ...exported };
    },
  );
};
