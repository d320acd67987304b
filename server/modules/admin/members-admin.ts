/**
 * The back office's use cases on members and money (issue "Back office" §3): the member search
 * and page, ledger pages, reading a conversation with a reason, credit adjustments, deactivation
 * and reactivation, deletion, the data export, the photo review and refunds. Each write takes the
 * request's `Audit` and writes exactly one audit row in its transaction (`withAudit`).
 */

import { isUniqueViolation } from '../../db/unique.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { collectExport } from '../account/export.ts';
import { memberAccount, statusOf } from '../auth/accounts.ts';
import { accountDetails } from '../auth/member-admin.ts';
import {
  type Adjustment,
  adjustCredits,
  adjustmentReference,
  ledgerPage,
  replayedAdjustment,
} from '../credits/history.ts';
import { creditsChanged } from '../credits/ledger.ts';
import { type ProfileStatus, profileForStaff, setProfileStatus } from '../members/member-admin.ts';
import { type Audit, auditInside, withAudit } from '../staff/with-audit.ts';
import { memberPage, presentLedgerPage, readConversation } from './member-page.ts';
import { searchMembers } from './member-search.ts';

/** What the members admin needs from the app's container (server/app.ts). */
export type MembersAdminDeps = Pick<
  AppDeps,
  'database' | 'clock' | 'bus' | 'account' | 'settings' | 'photos' | 'payments'
>;

/** The members admin use cases (`app.deps.membersAdmin`). */
export type MembersAdmin = ReturnType<typeof createMembersAdmin>;

/** The unique constraint on the ledger's idempotency reference (migration of `credit_ledger`). */
const LEDGER_REFERENCE = 'credit_ledger_reference_key';

/** Build the members admin use cases from `deps`. */
export function createMembersAdmin(deps: MembersAdminDeps) {
  const { db } = deps.database;
  const { clock, bus } = deps;

  return {
    /** Members matching `q` (id, e-mail or its start, name start), at most 50 (`searchMembers`). */
    search: (q: string) => searchMembers(db, q),

    /** The member page of `userId`; AppError not_found for an unknown id. */
    async page(userId: number) {
      const page = await memberPage(db, userId, clock.now());
      if (!page) throw new AppError('not_found');
      return page;
    },

    /** A page of `userId`'s ledger before entry `before`; AppError not_found for an unknown member. */
    async ledger(userId: number, before: number | undefined) {
      if (!(await memberAccount(db, userId))) throw new AppError('not_found');
      return presentLedgerPage(await ledgerPage(db, userId, before));
    },

    /**
     * Conversation `id`'s messages for staff, audited with the reason of `audit` and both members
     * as subjects; AppError not_found for an unknown conversation.
     */
    async readConversation(audit: Audit, id: number) {
      const conversation = await readConversation(db, id);
      if (!conversation) throw new AppError('not_found');
      const ids = conversation.members.map((m) => m.id);
      return withAudit(db, audit, async () => ({
        value: conversation,
        audit: {
          targetType: 'conversation',
          targetId: id,
          after: { members: ids, messages: conversation.messages.length },
          subjects: ids,
        },
      }));
    },

    /**
     * Book `delta` credits on `userId` (ledger reason `adjustment`) with the balance before and
     * after in the audit row. With `key` (the client's uuid) a repeat, or a concurrent booking of
     * the same key, answers the first booking with `replayed`. Publishes the new balance unless
     * replayed. AppError not_found for an unknown member, validation (field `delta`) below zero.
     */
    async adjustCredits(audit: Audit, userId: number, delta: number, key?: string): Promise<Adjustment> {
      if (!(await memberAccount(db, userId))) throw new AppError('not_found');
      const reference = key ? adjustmentReference(userId, key) : undefined;
      const audited = (result: Adjustment) => ({
        value: result,
        audit: {
          targetType: 'member' as const,
          targetId: userId,
          before: { credits: result.before },
          after: { credits: result.balance, delta, entry_id: result.entryId, replayed: result.replayed },
        },
      });
      let result: Adjustment;
      try {
        result = await withAudit(db, audit, async (tx) =>
          audited(await adjustCredits(tx, { userId, delta, reference, at: clock.now() })),
        );
      } catch (error) {
        // The same key booked meanwhile by a concurrent request: answer that booking.
        if (!reference || !isUniqueViolation(error, LEDGER_REFERENCE)) throw error;
        result = await withAudit(db, audit, async (tx) => {
          const replay = await replayedAdjustment(tx, userId, reference);
          if (!replay) throw error;
          return audited(replay);
        });
      }
      if (!result.replayed) await bus.publish(creditsChanged(userId, result.balance));
      return result;
    },

    /**
     * Set `userId`'s profile status, audited before and after; AppError not_found without a
     * profile, member_status_conflict when it has that status already.
     */
    setProfileStatus(audit: Audit, userId: number, status: ProfileStatus) {
      return withAudit(db, audit, async (tx) => {
        const before = await setProfileStatus(tx, userId, status);
        if (before === null) throw new AppError('not_found');
        if (before === status) throw new AppError('member_status_conflict');
        return {
          value: { status: (await statusOf(tx, userId)) ?? ('deleted' as const), profile_status: status },
          audit: {
            targetType: 'member',
            targetId: userId,
            before: { profile_status: before },
            after: { profile_status: status },
          },
        };
      });
    },

    /**
     * Delete `userId`'s account as their own deletion does (reason `other`, `remarks`), audited in
     * the deletion's transaction. AppError not_found for an unknown member,
     * member_status_conflict when deleted or banned already. Answers the profile's status after.
     */
    async deleteMember(audit: Audit, userId: number, remarks: string) {
      const before = await statusOf(db, userId);
      if (!before) throw new AppError('not_found');
      if (before === 'deleted' || before === 'banned') throw new AppError('member_status_conflict');
      await deps.account.deleteAccount(userId, { reason: 'other', remarks }, (tx) =>
        auditInside(tx, audit, {
          targetType: 'member',
          targetId: userId,
          before: { status: before },
          after: { status: 'deleted' },
        }),
      );
      const { profile } = await profileForStaff(db, userId);
      return { status: 'deleted' as const, profile_status: profile?.status ?? null };
    },

    /** `userId`'s data export (GDPR Art. 15/20), audited; AppError not_found for an unknown member. */
    async exportMember(audit: Audit, userId: number) {
      const account = await accountDetails(db, userId);
      if (!account) throw new AppError('not_found');
      const site = (await deps.settings.forHost(account.domain)).settings.name;
      const exported = await collectExport(db, userId, clock.now(), site);
      return withAudit(db, audit, async () => ({
        value: exported.data,
        audit: { targetType: 'member', targetId: userId, after: { exported_at: exported.data.exported_at } },
      }));
    },

    /** Approve photos `ids`, or reject them with `reason`; audited with their owners as subjects. */
    async reviewPhotos(
      audit: Audit,
      ids: number[],
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      // What the moderator saw of the explicit-image screening goes into the entry (docs/safety.md).
      const screening = await deps.photos.screeningOfPhotos(ids);
      const owners = await deps.photos.review(ids, decision);
      await withAudit(db, audit, async () => ({
        value: undefined,
        audit: {
          targetType: 'photo',
          targetId: ids.join(','),
          ...(screening.length > 0 ? { before: { screening } } : {}),
          after: { status: decision.approve ? 'active' : 'rejected' },
          reason: decision.approve ? null : decision.reason,
          subjects: owners,
        },
      }));
    },

    /** Refund order `orderId` (payments' refunds), audited; answers the refunded cents. */
    async refund(audit: Audit, orderId: number) {
      const refunded = await deps.payments.refunds.process(orderId);
      return withAudit(db, audit, async () => ({
        value: refunded,
        audit: {
          targetType: 'order',
          targetId: orderId,
          after: { status: 'refunded', refunded_cents: refunded },
        },
      }));
    },
  };
}
