/**
 * The operator console (issue "Back office" §4; SPEC §1 fictional profiles): the owner-API of the
 * operators module (operator_leases, operator_notes). Conversations, messages and profiles come
 * from their owners (chats' `operator.ts`, `operator-send.ts`, `operator-figures.ts`; members'
 * `operator-view.ts`). Writes take the request's `Audit` (its actor is the operator) and write
 * one audit row in their transaction (`withAudit`), so the audit entry commits with the write.
 *
 * Reading a conversation (history, profiles, notes) requires holding its unexpired lease, like
 * answering: every read of members' messages is tied to an audited lease.
 */
import type {
  OperatorConversation,
  OperatorFiguresRow,
  OperatorLease,
  OperatorMessage,
  OperatorNote,
  OperatorQueueItem,
} from '@common/schemas/operator';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  conversationHistory,
  type FictionalConversation,
  fictionalConversation,
  toStaffMessage,
  waitingConversations,
} from '../chats/operator.ts';
import { operatorFigures } from '../chats/operator-figures.ts';
import type { createOperatorSend } from '../chats/operator-send.ts';
import { type StaffProfile, staffProfiles } from '../members/operator-view.ts';
import { type Audit, auditInside, withAudit } from '../staff/with-audit.ts';
import { activeLeases, type LeaseRow, releaseLease, renewHeldLease, takeLease } from './leases.ts';
import { addNote, notesOn } from './notes.ts';
import { presentLease, presentNote, presentOperatorMessage, staffNames } from './present.ts';

/** The operator console's use cases (`createOperatorConsole`). */
export type OperatorConsole = ReturnType<typeof createOperatorConsole>;

/** Build the console from the database, the clock and chats' `answerAsProfile`. */
export function createOperatorConsole(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  chats: Pick<ReturnType<typeof createOperatorSend>, 'answerAsProfile'>;
}) {
  const { db, clock } = deps;

  /** The conversation with a fictional profile, or AppError not_found. */
  async function conversationOr404(conversationId: number): Promise<FictionalConversation> {
    const conversation = await fictionalConversation(db, conversationId);
    if (!conversation) throw new AppError('not_found');
    return conversation;
  }

  /** `operatorId`'s unexpired lease on `conversationId`, or AppError lease_required. */
  async function heldLease(conversationId: number, operatorId: number): Promise<LeaseRow> {
    const lease = (await activeLeases(db, [conversationId], clock.now())).get(conversationId);
    if (lease?.operatorId !== operatorId) throw new AppError('lease_required');
    return lease;
  }

  function profileOr404(profiles: Map<number, StaffProfile>, id: number): StaffProfile {
    const profile = profiles.get(id);
    if (!profile) throw new AppError('not_found');
    return profile;
  }

  return {
    /**
     * `GET /api/admin/operator/queue`: waiting conversations, oldest first, with their unexpired
     * leases. The newest message's text (`last_message.body`) is shown only when nobody else holds
     * the conversation: for a conversation leased to another operator it is null (the lease says
     * who has it), so members' words are read only under one's own lease.
     */
    async queue(operatorId: number, limit = 100): Promise<OperatorQueueItem[]> {
      const waiting = await waitingConversations(db, limit);
      const leases = await activeLeases(
        db,
        waiting.map((w) => w.conversationId),
        clock.now(),
      );
      const names = await staffNames(
        db,
        [...leases.values()].map((l) => l.operatorId),
      );
      return waiting.map((w) => {
        const lease = leases.get(w.conversationId);
        const takenByOther = lease !== undefined && lease.operatorId !== operatorId;
        return {
          conversation_id: w.conversationId,
          member: { id: w.memberId, name: w.memberName },
          profile: { id: w.profileId, name: w.profileName },
          waiting_since: w.waitingSince.toISOString(),
          last_message: {
            id: w.last.id,
            type: w.last.type,
            body: takenByOther ? null : w.last.body,
            gift_id: w.last.giftId,
            created_at: w.last.createdAt.toISOString(),
          },
          lease: lease ? presentLease(lease, operatorId, names) : null,
        };
      });
    },

    /**
     * Take or renew the lease on a conversation with a fictional profile (atomic: `takeLease`),
     * by the audit's actor, audited as `operator.lease_take`. Throws not_found for other
     * conversations and lease_taken when another operator holds an unexpired lease.
     */
    async take(audit: Audit, conversationId: number): Promise<OperatorLease> {
      const operatorId = audit.actorId;
      const conversation = await conversationOr404(conversationId);
      const lease = await withAudit(db, audit, async (tx) => {
        const row = await takeLease(tx, {
          conversationId,
          profileId: conversation.profileId,
          operatorId,
          now: clock.now(),
        });
        if (!row) throw new AppError('lease_taken');
        return {
          value: row,
          audit: {
            action: 'operator.lease_take',
            targetType: 'conversation' as const,
            targetId: row.conversationId,
            after: { profile_id: row.profileId, expires_at: row.expiresAt.toISOString() },
          },
        };
      });
      return presentLease(lease, operatorId, await staffNames(db, [operatorId]));
    },

    /**
     * Release the audit's actor's lease (expired or not), audited as `operator.lease_release`;
     * throws lease_required when they hold none.
     */
    async release(audit: Audit, conversationId: number): Promise<void> {
      await conversationOr404(conversationId);
      await withAudit(db, audit, async (tx) => {
        const row = await releaseLease(tx, conversationId, audit.actorId);
        if (!row) throw new AppError('lease_required');
        return {
          value: undefined,
          audit: {
            action: 'operator.lease_release',
            targetType: 'conversation' as const,
            targetId: row.conversationId,
            before: { expires_at: row.expiresAt.toISOString() },
          },
        };
      });
    },

    /**
     * The work view: one page of history (before message id `before`, oldest first), both
     * profiles and the notes on both. Requires `operatorId`'s unexpired lease (lease_required).
     */
    async conversation(
      operatorId: number,
      conversationId: number,
      before?: number,
    ): Promise<OperatorConversation> {
      const conversation = await conversationOr404(conversationId);
      const lease = await heldLease(conversationId, operatorId);
      const { memberId, profileId } = conversation;
      const now = clock.now();
      const history = await conversationHistory(db, conversationId, now, before);
      const profiles = await staffProfiles(db, [memberId, profileId], now);
      const notes = await notesOn(db, [memberId, profileId]);
      const allNotes = [...(notes.get(memberId) ?? []), ...(notes.get(profileId) ?? [])];
      const names = await staffNames(db, [
        operatorId,
        ...allNotes.map((n) => n.authorId),
        ...history.messages.flatMap((m) => (m.operatorId === null ? [] : [m.operatorId])),
      ]);
      return {
        conversation_id: conversationId,
        member: profileOr404(profiles, memberId),
        profile: profileOr404(profiles, profileId),
        messages: history.messages.map((m) => presentOperatorMessage(m, memberId, names)),
        has_more: history.hasMore,
        notes: {
          member: (notes.get(memberId) ?? []).map((n) => presentNote(n, names)),
          profile: (notes.get(profileId) ?? []).map((n) => presentNote(n, names)),
        },
        lease: presentLease(lease, operatorId, names),
      };
    },

    /**
     * Answer as the fictional profile (chats' `answerAsProfile`: free, `operator_id` recorded,
     * delivered like a member's message, idempotent by `clientId`). Requires `operatorId`'s
     * unexpired lease, which the answer renews, checked in the message's transaction (nothing is
     * stored without it: lease_required). The audit's actor is the operator; the audit row
     * (`operator.answer`, or `operator.answer_repeat` for a repeated `clientId`) is written in the
     * message's transaction, which chats opens.
     */
    async answer(
      audit: Audit,
      conversationId: number,
      input: { body: string; clientId: string },
    ): Promise<{ message: OperatorMessage; lease: OperatorLease; created: boolean }> {
      const operatorId = audit.actorId;
      const conversation = await conversationOr404(conversationId);
      const result = await deps.chats.answerAsProfile(
        { ...conversation, operatorId, body: input.body, clientId: input.clientId },
        async (tx, message, created) => {
          const lease = await renewHeldLease(tx, conversationId, operatorId, clock.now());
          if (!lease) throw new AppError('lease_required');
          await auditInside(tx, audit, {
            action: created ? 'operator.answer' : 'operator.answer_repeat',
            targetType: 'message',
            targetId: message.id,
            after: { conversation_id: conversationId, body: message.body },
            subjects: [message.recipientId],
          });
          return lease;
        },
      );
      const names = await staffNames(db, [operatorId]);
      return {
        message: presentOperatorMessage(toStaffMessage(result.message), conversation.memberId, names),
        lease: presentLease(result.extra, operatorId, names),
        created: result.created,
      };
    },

    /**
     * Add a note by the audit's actor on account `subjectId` (a member or a fictional profile;
     * not_found for an account without a profile), audited as `operator.note`.
     */
    async note(audit: Audit, subjectId: number, body: string): Promise<OperatorNote> {
      const authorId = audit.actorId;
      const subject = (await staffProfiles(db, [subjectId], clock.now())).get(subjectId);
      if (!subject) throw new AppError('not_found');
      const row = await withAudit(db, audit, async (tx) => {
        const note = await addNote(tx, { subjectId, authorId, body, now: clock.now() });
        return {
          value: note,
          audit: {
            action: 'operator.note',
            targetType: 'note' as const,
            targetId: note.id,
            after: { subject_id: subjectId, body },
            subjects: [subjectId],
          },
        };
      });
      return presentNote(row, await staffNames(db, [authorId]));
    },

    /** Operator figures of days `from`..`to` (inclusive), per day or for the period, with operator names. */
    async figures(range: { from: string; to: string; per: 'day' | 'period' }): Promise<OperatorFiguresRow[]> {
      const rows = await operatorFigures(db, { from: range.from, to: range.to, perDay: range.per === 'day' });
      const names = await staffNames(
        db,
        rows.map((r) => r.operatorId),
      );
      return rows.map((r) => ({
        operator_id: r.operatorId,
        operator_name: names.get(r.operatorId) ?? `#${r.operatorId}`,
        day: r.day,
        messages: r.messages,
        conversations: r.conversations,
        median_response_s: r.medianResponseS,
        average_response_s: r.averageResponseS,
      }));
    },
  };
}
