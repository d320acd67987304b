/**
 * The back office's moderation use cases (issue "Back office" §2): warnings, bans, unbans and
 * hidden messages with a written reason, duplicate-account signals, and the complaints queue with
 * its decisions and appeals (DSA art. 16, 17, 20). Each write takes the request's `Audit` (whose
 * actor is the deciding staff member) and writes one audit row in its transaction.
 */
import type { AppealDecisionBody, ComplaintDecisionBody } from '@common/schemas/moderation';
import type { VerificationDecisionBody } from '@common/verification';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccount, memberAccounts } from '../auth/accounts.ts';
import { duplicateAccounts } from '../auth/duplicates.ts';
import { setMessageHidden } from '../chats/moderation.ts';
import { openContactFlags, reviewContactFlag } from '../chats/safety.ts';
import { complaintById, complaintQueue } from '../complaints/decisions.ts';
import { profileNames } from '../members/cards.ts';
import { decideVerification, pendingSelfie, verificationQueue } from '../members/verification.ts';
import { type Audit, type AuditChange, withAudit } from '../staff/with-audit.ts';
import { type DecisionDeps, decideAppeal, decideComplaint } from './complaint-decisions.ts';
import { presentComplaints } from './present.ts';
import {
  announceBan,
  banMember,
  presentSanction,
  type SanctionRow,
  sanctionsOf,
  unbanMember,
  warnMember,
} from './service.ts';

/** What moderation needs from the app's container (server/app.ts). */
export type ModerationAdminDeps = Pick<
  AppDeps,
  'database' | 'clock' | 'sessions' | 'bus' | 'mailer' | 'config' | 'storage'
>;

/** The moderation use cases (`app.deps.moderationAdmin`). */
export type ModerationAdmin = ReturnType<typeof createModerationAdmin>;

/** Build the moderation use cases from `deps`. */
export function createModerationAdmin(deps: ModerationAdminDeps) {
  const { db } = deps.database;
  const { clock, sessions, bus } = deps;
  const decision: DecisionDeps = {
    db,
    clock,
    sessions,
    bus,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  };
  /** The one presented complaint of `row`; AppError not_found when it cannot be presented. */
  const presentOne = async (row: Parameters<typeof presentComplaints>[1][number]) => {
    const [complaint] = await presentComplaints(db, [row]);
    if (!complaint) throw new AppError('not_found');
    return { complaint };
  };

  /**
   * Record sanction `apply` (a warning, an unban) of `userId` with `reason` by the audit's actor,
   * audited on the member with `change(row)`'s before and after; answers the presented sanction.
   */
  async function sanctioned(
    audit: Audit,
    userId: number,
    reason: string,
    apply: typeof warnMember,
    change: (row: SanctionRow) => Pick<AuditChange, 'before' | 'after'>,
  ) {
    const row = await withAudit(db, audit, async (tx) => {
      const sanction = await apply(tx, userId, { reason, by: audit.actorId, now: clock.now() });
      return {
        value: sanction,
        audit: { targetType: 'member', targetId: userId, reason, ...change(sanction) },
      };
    });
    return presentSanction(row);
  }

  return {
    /** Member `userId`'s status and sanctions, newest first; AppError not_found for an unknown id. */
    async sanctions(userId: number) {
      const account = await memberAccount(db, userId);
      if (!account) throw new AppError('not_found');
      const rows = await sanctionsOf(db, account.id);
      return { status: account.status, sanctions: rows.map(presentSanction) };
    },

    /** Warn `userId` with `reason`, audited; answers the presented sanction. */
    async warn(audit: Audit, userId: number, reason: string) {
      return sanctioned(audit, userId, reason, warnMember, (row) => ({
        after: { sanction: 'warning', id: row.id },
      }));
    },

    /**
     * Ban `userId` with `reason`: blocked, every session ended (announced after the commit),
     * audited. AppError member_status_conflict when banned already, deleted or staff.
     */
    async ban(audit: Audit, userId: number, reason: string) {
      const done = await withAudit(db, audit, async (tx) => {
        const result = await banMember(tx, sessions, userId, { reason, by: audit.actorId, now: clock.now() });
        return {
          value: result,
          audit: {
            targetType: 'member',
            targetId: userId,
            before: { status: result.previousStatus },
            after: { status: 'banned', sessions_ended: result.sessionIds.length },
            reason,
          },
        };
      });
      await announceBan({ bus, sessions }, userId, done.sessionIds);
      return presentSanction(done.sanction);
    },

    /** Lift `userId`'s ban with `reason`, audited. AppError member_status_conflict when not banned. */
    async unban(audit: Audit, userId: number, reason: string) {
      const sanction = await sanctioned(audit, userId, reason, unbanMember, () => ({
        before: { status: 'banned' },
        after: { status: 'unbanned' },
      }));
      sessions.forgetMember(userId);
      return sanction;
    },

    /** Accounts sharing an address or device with `userId`; AppError not_found for an unknown id. */
    async duplicates(userId: number) {
      if (!(await memberAccount(db, userId))) throw new AppError('not_found');
      const found = await duplicateAccounts(db, userId);
      const ids = found.map((d) => d.userId);
      const [accounts, names] = await Promise.all([memberAccounts(db, ids), profileNames(db, ids)]);
      return found.map((d) => ({
        member: {
          id: d.userId,
          name: names.get(d.userId) ?? null,
          email: accounts.get(d.userId)?.email ?? null,
          status: accounts.get(d.userId)?.status ?? null,
        },
        shared: d.shared,
      }));
    },

    /**
     * Hide (`hide`) or show message `messageId` again with `reason`, audited with both members as
     * subjects; both members' chats reload. AppError not_found for an unknown message.
     */
    async setMessageHidden(audit: Audit, messageId: number, hide: boolean, reason: string) {
      const now = clock.now();
      const before = await withAudit(db, audit, async (tx) => {
        const row = await setMessageHidden(tx, messageId, hide ? audit.actorId : null, now);
        if (!row) throw new AppError('not_found');
        return {
          value: row,
          audit: {
            targetType: 'message',
            targetId: row.id,
            before: { hidden: row.hiddenAt !== null },
            after: { hidden: hide },
            reason,
            subjects: [row.senderId, row.recipientId],
          },
        };
      });
      await bus.publish({
        userIds: [before.senderId, before.recipientId],
        event: { type: 'chats_changed', data: { conversation_id: before.conversationId } },
      });
      return {
        id: before.id,
        conversation_id: before.conversationId,
        sender_id: before.senderId,
        type: before.type,
        body: before.body,
        created_at: before.createdAt.toISOString(),
        hidden: hide,
        removed: before.removedAt !== null,
      };
    },

    /** The complaints queue, oldest first, optionally of one status, presented for staff. */
    async complaints(query: Parameters<typeof complaintQueue>[1]) {
      return presentComplaints(db, await complaintQueue(db, query));
    },

    /** Complaint `id` presented for staff; AppError not_found for an unknown id. */
    async complaint(id: number) {
      const row = await complaintById(db, id);
      if (!row) throw new AppError('not_found');
      return presentOne(row);
    },

    /** Decide complaint `id` (`decideComplaint`), audited; answers the presented complaint. */
    async decide(audit: Audit, id: number, body: ComplaintDecisionBody) {
      return presentOne(await decideComplaint(decision, audit.actorId, id, body, audit));
    },

    /** Decide complaint `id`'s appeal (`decideAppeal`), audited; answers the presented complaint. */
    async decideAppeal(audit: Audit, id: number, body: AppealDecisionBody) {
      return presentOne(await decideAppeal(decision, audit.actorId, id, body, audit));
    },

    /**
     * The open contact-detail flags (docs/safety.md "Contact details held back"), oldest first, at
     * most 100, with sender, recipients and the held-back messages as evidence (`contactFlagsAnswer`).
     */
    async contactFlags() {
      const flags = await openContactFlags(db);
      const ids = new Set(flags.flatMap((f) => [f.senderId, ...f.messages.map((m) => m.recipientId)]));
      const names = await profileNames(db, [...ids]);
      const person = (id: number) => ({ id, name: names.get(id) ?? null });
      return flags.map((f) => ({
        id: f.id,
        sender: person(f.senderId),
        recipients: f.recipients,
        created_at: f.createdAt.toISOString(),
        messages: f.messages.map((m) => ({
          id: m.id,
          recipient: person(m.recipientId),
          body: m.body,
          kinds: m.kinds,
          created_at: m.createdAt.toISOString(),
        })),
      }));
    },

    /** Mark contact flag `id` reviewed, audited (`contact_flag.review`); AppError not_found when unknown or reviewed. */
    async reviewContactFlag(audit: Audit, id: number) {
      await withAudit(db, audit, async (tx) => {
        const senderId = await reviewContactFlag(tx, id, audit.actorId, audit.at);
        if (senderId === null) throw new AppError('not_found');
        return {
          value: senderId,
          audit: {
            action: 'contact_flag.review',
            targetType: 'member',
            targetId: String(senderId),
            after: { contact_flag: id, reviewed: true },
          },
        };
      });
    },

    /** Verified photos: requests waiting for a moderator, oldest first (docs/safety.md "Verified photos"). */
    async verifications() {
      return verificationQueue(db);
    },

    /** The selfie of request `id` while it waits (WebP bytes); AppError not_found once decided or unknown. */
    async verificationSelfie(id: number) {
      const bytes = await pendingSelfie(db, deps.storage, id);
      if (!bytes) throw new AppError('not_found');
      return bytes;
    },

    /**
     * Approve or reject verification request `id` (`decideVerification`), audited with the member as
     * subject (`verification.approve` / `verification.reject`, the distance and the reason). The
     * selfie's file is deleted after the commit: only the decision, its time and the distance stay.
     */
    async decideVerification(audit: Audit, id: number, body: VerificationDecisionBody) {
      const decided = await withAudit(db, audit, async (tx) => {
        const result = await decideVerification(tx, id, body, audit.actorId, audit.at);
        return {
          value: result,
          audit: {
            action: body.approve ? 'verification.approve' : 'verification.reject',
            targetType: 'member',
            targetId: result.userId,
            after: { verification: id, approved: body.approve, distance: result.distance },
            reason: body.approve ? null : body.reason,
            subjects: [result.userId],
          },
        };
      });
      if (decided.selfieKey) await deps.storage.remove(decided.selfieKey);
      return { ok: true as const };
    },
  };
}
