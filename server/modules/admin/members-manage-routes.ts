import {
  adjustCreditsAnswer,
  adjustCreditsBody,
  idParams,
  memberStatusAnswer,
  staffReasonBody,
} from '@common/schemas/admin-members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { collectExport } from '../account/export.ts';
import { memberAccount, statusOf } from '../auth/accounts.ts';
import { accountDetails } from '../auth/member-admin.ts';
import {
  type Adjustment,
  adjustCredits,
  adjustmentReference,
  replayedAdjustment,
} from '../credits/history.ts';
import { creditsChanged } from '../credits/ledger.ts';
import { type ProfileStatus, profileForStaff, setProfileStatus } from '../members/member-admin.ts';
import { auditStaffWrite } from '../staff/guard.ts';
import { assertMayActOn } from '../staff/powers.ts';

/** Whether `error` (or its cause) is the unique violation of the ledger's `reference`. */
function isReferenceTaken(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('credit_ledger_reference_key');
}

/**
 * The back office's writes on a member (issue "Back office" §3): credit adjustments through the
 * ledger, deactivation and reactivation of the profile, deletion (as the member's own), and the
 * data export (a POST with a reason, audited). Each writes exactly one audit entry with the staff
 * member's reason and the state before and after.
 */
export const membersManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

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
      if (!(await memberAccount(db, userId))) throw new AppError('not_found');
      const reference = key ? adjustmentReference(userId, key) : undefined;
      const audit = (tx: Parameters<typeof auditStaffWrite>[1], result: Adjustment) =>
        auditStaffWrite(request, tx, {
          targetType: 'member',
          targetId: userId,
          before: { credits: result.before },
          after: { credits: result.balance, delta, entry_id: result.entryId, replayed: result.replayed },
          reason,
        });
      let result: Adjustment;
      try {
        result = await db.transaction(async (tx) => {
          const booked = await adjustCredits(tx, { userId, delta, reference, at: app.deps.clock.now() });
          await audit(tx, booked);
          return booked;
        });
      } catch (error) {
        // The same key booked meanwhile by a concurrent request: answer that booking.
        if (!reference || !isReferenceTaken(error)) throw error;
        result = await db.transaction(async (tx) => {
          const replay = await replayedAdjustment(tx, userId, reference);
          if (!replay) throw error;
          await audit(tx, replay);
          return replay;
        });
      }
      if (!result.replayed) await app.deps.bus.publish(creditsChanged(userId, result.balance));
      return {
        before: result.before,
        balance: result.balance,
        entry_id: result.entryId,
        replayed: result.replayed,
      };
    },
  );

  /** Set the profile's status with an audit entry; 409 member_status_conflict when it has it already. */
  async function changeProfileStatus(
    request: Parameters<typeof auditStaffWrite>[0],
    userId: number,
    status: ProfileStatus,
    reason: string,
  ) {
    return db.transaction(async (tx) => {
      const before = await setProfileStatus(tx, userId, status);
      if (before === null) throw new AppError('not_found');
      if (before === status) throw new AppError('member_status_conflict');
      await auditStaffWrite(request, tx, {
        targetType: 'member',
        targetId: userId,
        before: { profile_status: before },
        after: { profile_status: status },
        reason,
      });
      return { status: (await statusOf(tx, userId)) ?? 'deleted', profile_status: status };
    });
  }

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
        return changeProfileStatus(request, request.params.id, status, request.body.reason);
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
      const before = await statusOf(db, userId);
      if (!before) throw new AppError('not_found');
      if (before === 'deleted' || before === 'banned') throw new AppError('member_status_conflict');
      const remarks = `Deleted by staff: ${request.body.reason}`;
      await app.deps.account.deleteAccount(userId, { reason: 'other', remarks }, (tx) =>
        auditStaffWrite(request, tx, {
          targetType: 'member',
          targetId: userId,
          before: { status: before },
          after: { status: 'deleted' },
          reason: request.body.reason,
        }),
      );
      const { profile } = await profileForStaff(db, userId);
      return { status: 'deleted', profile_status: profile?.status ?? null };
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
      const account = await accountDetails(db, userId);
      if (!account) throw new AppError('not_found');
      const site = (await app.deps.settings.forHost(account.domain)).settings.name;
      const exported = await collectExport(db, userId, app.deps.clock.now(), site);
      await auditStaffWrite(request, db, {
        targetType: 'member',
        targetId: userId,
        after: { exported_at: exported.data.exported_at },
        reason: request.body.reason,
      });
      reply.header('cache-control', 'no-store');
      return { ...exported.data };
    },
  );
};
