/**
 * What staff hold about a member, for their data export (GDPR Art. 15; docs/security.md "Members'
 * data"): the notes staff wrote on them, their warnings and bans, the moderation decisions on
 * complaints about them, and the audited staff actions on them — each with the role of the staff
 * member who wrote or took it, never who that is (the house's choice: staff act for the company,
 * and naming them invites pressure on them; a member may ask the support address for more). Who
 * reported them stays out too, as does the reporter's text (DSA Art. 16, 17: the decision and its
 * reasons are theirs, the notice is the reporter's). Reads each owning module's owner-API.
 */
import type { Db, Tx } from '../../db/client.ts';
import { memberAccounts } from '../auth/accounts.ts';
import { decisionsAbout } from '../complaints/decisions.ts';
import { sanctionsOf } from '../moderation/service.ts';
import { notesAbout } from '../operators/notes.ts';
import { auditAbout } from '../staff/audit.ts';

/** A staff member as the export names them: their role (`admin`, `moderator`, `operator`, `support`), or `staff` when they no longer have one. */
export type StaffLabel = string;

/** The staff part of the export; times are ISO 8601 text. */
export interface HeldAboutExport {
  /** Notes staff wrote on the member (operator console), oldest first. */
  staff_notes: Array<{ written_at: string; by: StaffLabel; body: string }>;
  /** Warnings, bans and lifted bans, oldest first, with the written reason and the complaint they followed. */
  sanctions: Array<{
    kind: string;
    reason: string;
    complaint_reference: string | null;
    created_at: string;
    acknowledged_at: string | null;
    by: StaffLabel;
  }>;
  /** Decisions on complaints about the member (DSA Art. 17 statements of reasons) and their appeal, oldest first. */
  moderation_decisions: Array<{
    reference: string;
    subject: string;
    status: string;
    decision: string | null;
    decision_reason: string | null;
    decided_at: string | null;
    decided_by: StaffLabel | null;
    appeal_body: string | null;
    appealed_at: string | null;
    appeal_decision: string | null;
    appeal_reason: string | null;
    appeal_decided_at: string | null;
    appeal_decided_by: StaffLabel | null;
  }>;
  /** The audit log's entries about the member: what staff did, when, with what reason and values (null once erased). */
  staff_actions: Array<{
    at: string;
    action: string;
    by: StaffLabel;
    target_type: string;
    target_id: string | null;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The staff part of member `userId`'s export (see `HeldAboutExport`). Five reads on `db` or the
 * export's `tx`; throws what the database throws.
 */
export async function collectHeldAbout(db: Db | Tx, userId: number): Promise<HeldAboutExport> {
  const notes = await notesAbout(db, userId);
  const sanctions = [...(await sanctionsOf(db, userId))].reverse();
  const decisions = [...(await decisionsAbout(db, userId))].reverse();
  const audit = await auditAbout(db, userId);
  const staffIds = [
    ...notes.map((n) => n.authorId),
    ...sanctions.map((s) => s.createdBy),
    ...decisions.flatMap((d) => [d.decidedBy, d.appealDecidedBy]),
  ].filter((id): id is number => id !== null);
  const accounts = await memberAccounts(db, [...new Set(staffIds)]);
  const role = (id: number): StaffLabel => {
    const current = accounts.get(id)?.role;
    return current && current !== 'member' ? current : 'staff';
  };
  const references = new Map(decisions.map((d) => [d.id, d.reference]));
  return {
    staff_notes: notes.map((n) => ({
      written_at: n.createdAt.toISOString(),
      by: role(n.authorId),
      body: n.body,
    })),
    sanctions: sanctions.map((s) => ({
      kind: s.kind,
      reason: s.reason,
      complaint_reference: s.complaintId === null ? null : (references.get(s.complaintId) ?? null),
      created_at: s.createdAt.toISOString(),
      acknowledged_at: iso(s.acknowledgedAt),
      by: role(s.createdBy),
    })),
    moderation_decisions: decisions.map((d) => ({
      reference: d.reference,
      subject: d.subject,
      status: d.status,
      decision: d.decision,
      decision_reason: d.decisionReason,
      decided_at: iso(d.decidedAt),
      decided_by: d.decidedBy === null ? null : role(d.decidedBy),
      appeal_body: d.appealBody,
      appealed_at: iso(d.appealedAt),
      appeal_decision: d.appealDecision,
      appeal_reason: d.appealReason,
      appeal_decided_at: iso(d.appealDecidedAt),
      appeal_decided_by: d.appealDecidedBy === null ? null : role(d.appealDecidedBy),
    })),
    staff_actions: audit.map((a) => ({
      at: a.at.toISOString(),
      action: a.action,
      by: a.actorRole,
      target_type: a.targetType,
      target_id: a.targetId,
      before: a.before,
      after: a.after,
      reason: a.reason,
    })),
  };
}
