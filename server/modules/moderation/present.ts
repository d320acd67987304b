/**
 * How the back office sees complaints (issue "Back office" §2): each with its reporter, the
 * reported member and the reported message's text (also when hidden), gathered in a fixed number
 * of queries through the owners' functions (accounts, profiles, messages).
 */
import type { StaffComplaint } from '@common/schemas/moderation';
import type { Db, Tx } from '../../db/client.ts';
import { memberAccounts } from '../auth/accounts.ts';
import { staffMessages } from '../chats/moderation.ts';
import type { ComplaintRow } from '../complaints/decisions.ts';
import { profileNames } from '../members/cards.ts';

/**
 * `rows` as the back office shows them (`staffComplaint`), in the same order. Four queries
 * whatever the number of rows: accounts, profile names and messages.
 */
export async function presentComplaints(
  db: Db | Tx,
  rows: readonly ComplaintRow[],
): Promise<StaffComplaint[]> {
  const memberIds = [
    ...new Set(
      rows.flatMap((r) => [r.reporterId, r.reportedUserId]).filter((id): id is number => id !== null),
    ),
  ];
  const messageIds = [...new Set(rows.flatMap((r) => (r.messageId === null ? [] : [r.messageId])))];
  const [accounts, names, messages] = await Promise.all([
    memberAccounts(db, memberIds),
    profileNames(db, memberIds),
    staffMessages(db, messageIds),
  ]);
  const ref = (id: number) => ({
    id,
    name: names.get(id) ?? null,
    email: accounts.get(id)?.email ?? null,
    status: accounts.get(id)?.status ?? null,
  });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => {
    const message = r.messageId === null ? undefined : messages.get(r.messageId);
    return {
      id: r.id,
      reference: r.reference,
      status: r.status,
      subject: r.subject,
      body: r.body,
      language: r.language,
      created_at: r.createdAt.toISOString(),
      reporter:
        r.reporterId === null
          ? { id: null, name: null, email: r.reporterEmail, status: null }
          : { ...ref(r.reporterId), email: accounts.get(r.reporterId)?.email ?? r.reporterEmail },
      reported: r.reportedUserId === null ? null : ref(r.reportedUserId),
      message: message
        ? {
            id: message.id,
            conversation_id: message.conversationId,
            sender_id: message.senderId,
            type: message.type,
            body: message.body,
            created_at: message.createdAt.toISOString(),
            hidden: message.hiddenAt !== null,
            removed: message.removedAt !== null,
          }
        : null,
      decision: r.decision,
      decision_reason: r.decisionReason,
      decided_at: iso(r.decidedAt),
      decided_by: r.decidedBy,
      appeal_body: r.appealBody,
      appealed_at: iso(r.appealedAt),
      appeal_decision: r.appealDecision,
      appeal_reason: r.appealReason,
      appeal_decided_at: iso(r.appealDecidedAt),
    };
  });
}
