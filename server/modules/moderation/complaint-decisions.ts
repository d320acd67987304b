/**
 * Deciding complaints and their one appeal (issue "Back office" §2, DSA art. 17 and 20): the
 * decision, its sanction (warning, ban) and the hidden message commit with the staff audit entry
 * in one transaction; afterwards the banned member's sockets close, the members of a hidden
 * message reload their chats, and the reporter and the reported member are mailed the outcome
 * with the written reason and how to appeal.
 */
import type { AppealDecisionBody, ComplaintDecisionBody, Sanction } from '@common/schemas/moderation';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldError } from '../../lib/errors.ts';
import { memberAccount, statusOf } from '../auth/accounts.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { type StaffMessage, setMessageHidden } from '../chats/moderation.ts';
import { type ComplaintRow, recordAppealDecision, recordDecision } from '../complaints/decisions.ts';
import type { Mailer } from '../mail/service.ts';
import type { Bus } from '../realtime/bus.ts';
import { type Audit, type AuditChange, withAudit } from '../staff/with-audit.ts';
import {
  announceBan,
  banMember,
  sanctionsForComplaint,
  unbanMember,
  warnMember,
  withdrawWarnings,
} from './service.ts';

/** What deciding needs from the app. */
export interface DecisionDeps {
  db: Db;
  clock: Clock;
  sessions: Pick<SessionStore, 'endAll' | 'forgetMember'>;
  bus: Pick<Bus, 'publish'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

/**
 * The audit of a decision on a complaint: its status `before` and after with the `outcome`, the
 * staff member's `reason`, the reported member and the reporter as subjects.
 */
function complaintChange(
  before: ComplaintRow,
  after: ComplaintRow,
  outcome: Record<string, unknown>,
  reason: string,
): AuditChange {
  return {
    targetType: 'complaint',
    targetId: after.id,
    before: { status: before.status },
    after: { status: after.status, ...outcome },
    reason,
    subjects: [after.reportedUserId, after.reporterId],
  };
}

/** The sanction a decision carries: its own for `warning` and `ban`, else the optional extra one. */
function sanctionOf(body: ComplaintDecisionBody): Sanction | null {
  if (body.decision === 'warning' || body.decision === 'ban') {
    if (body.sanction && body.sanction !== body.decision)
      throw fieldError({ sanction: 'validation.sanction_mismatch' });
    return body.decision;
  }
  if (body.decision === 'no_action' && body.sanction)
    throw fieldError({ sanction: 'validation.sanction_mismatch' });
  return body.sanction ?? null;
}

/** Both members of a message reload their chats (it now shows as removed, or again). */
async function announceMessage(bus: Pick<Bus, 'publish'>, message: StaffMessage): Promise<void> {
  await bus.publish({
    userIds: [message.senderId, message.recipientId],
    event: { type: 'chats_changed', data: { conversation_id: message.conversationId } },
  });
}

/** The reporter's address and language: their account's when they have one, else the address they gave. */
async function reporterAddress(db: Db, row: ComplaintRow): Promise<string | null> {
  if (row.reporterId !== null) return (await memberAccount(db, row.reporterId))?.email || row.reporterEmail;
  return row.reporterEmail;
}

/**
 * Decide complaint `id` as staff member `by`, audited by `audit` in the decision's transaction (`POST /api/admin/complaints/:id/decision`). Answers
 * the decided row. Throws not_found, complaint_closed (decided already), validation (`sanction`
 * that does not go with the decision; `decision` needing a reported member or message the
 * complaint lacks), member_status_conflict (ban of a banned, deleted or staff account).
 */
export async function decideComplaint(
  deps: DecisionDeps,
  by: number,
  id: number,
  body: ComplaintDecisionBody,
  audit: Audit,
): Promise<ComplaintRow> {
  const now = deps.clock.now();
  const done = await withAudit(deps.db, audit, async (tx) => {
    const { before, after } = await recordDecision(tx, id, {
      decision: body.decision,
      reason: body.reason,
      by,
      now,
    });
    const sanction = sanctionOf(body);
    if (sanction && after.reportedUserId === null)
      throw fieldError({ decision: 'validation.complaint_needs_member' });
    let hidden: StaffMessage | null = null;
    if (body.decision === 'content_removed') {
      hidden = after.messageId === null ? null : await setMessageHidden(tx, after.messageId, by, now);
      if (!hidden) throw fieldError({ decision: 'validation.complaint_needs_message' });
    }
    const input = { reason: body.reason, by, now, complaintId: id };
    let ban: { userId: number; sessionIds: string[] } | null = null;
    if (sanction === 'warning' && after.reportedUserId !== null)
      await warnMember(tx, after.reportedUserId, input);
    if (sanction === 'ban' && after.reportedUserId !== null) {
      const { sessionIds } = await banMember(tx, deps.sessions, after.reportedUserId, input);
      ban = { userId: after.reportedUserId, sessionIds };
    }
    const outcome = { decision: body.decision, sanction, message_hidden: hidden?.id ?? null };
    return { value: { after, hidden, ban }, audit: complaintChange(before, after, outcome, body.reason) };
  });
  if (done.ban) await announceBan(deps, done.ban.userId, done.ban.sessionIds);
  if (done.hidden) await announceMessage(deps.bus, done.hidden);
  await mailDecision(deps, done.after);
  return done.after;
}

/** DSA art. 17: mail the reporter and the reported member the decision, its reason and how to appeal. */
async function mailDecision(deps: DecisionDeps, row: ComplaintRow): Promise<void> {
  const params = { reference: row.reference, decision: row.decision ?? '', reason: row.decisionReason ?? '' };
  const reporter = await reporterAddress(deps.db, row);
  if (reporter) {
    await deps.mailer.send({
      to: reporter,
      kind: 'complaint_decided',
      locale: row.language,
      link: `${deps.publicUrl}/complaints?ref=${row.reference}`,
      params,
      about: row.reportedUserId === null ? [] : [row.reportedUserId],
    });
  }
  const reported = row.reportedUserId === null ? null : await memberAccount(deps.db, row.reportedUserId);
  if (reported?.email) {
    await deps.mailer.send({
      to: reported.email,
      kind: 'moderation_decision',
      locale: reported.language,
      link: `${deps.publicUrl}/complaints#decisions`,
      params,
      about: row.reporterId === null ? [] : [row.reporterId],
    });
  }
}

/**
 * Decide the one appeal of complaint `id` as staff member `by`
 * (`POST /api/admin/complaints/:id/appeal-decision`). A reversal lifts the ban that followed the
 * complaint, shows the hidden message again and withdraws its warnings. Both sides are mailed the
 * outcome. Answers the closed row. Throws not_found, appeal_not_possible (no appeal), complaint_closed.
 */
export async function decideAppeal(
  deps: DecisionDeps,
  by: number,
  id: number,
  body: AppealDecisionBody,
  audit: Audit,
): Promise<ComplaintRow> {
  const now = deps.clock.now();
  const done = await withAudit(deps.db, audit, async (tx) => {
    const { before, after } = await recordAppealDecision(tx, id, {
      decision: body.decision,
      reason: body.reason,
      by,
      now,
    });
    let shown: StaffMessage | null = null;
    let unbanned = false;
    if (body.decision === 'reversed') {
      const reported = after.reportedUserId;
      const banned = (await sanctionsForComplaint(tx, id)).some((s) => s.kind === 'ban');
      if (banned && reported !== null && (await statusOf(tx, reported)) === 'banned') {
        await unbanMember(tx, reported, { reason: body.reason, by, now, complaintId: id });
        unbanned = true;
      }
      if (after.decision === 'content_removed' && after.messageId !== null) {
        shown = await setMessageHidden(tx, after.messageId, null, now);
      }
      await withdrawWarnings(tx, id, now);
    }
    const outcome = { appeal_decision: body.decision, unbanned, message_shown: shown?.id ?? null };
    return { value: { after, shown }, audit: complaintChange(before, after, outcome, body.reason) };
  });
  if (done.shown) await announceMessage(deps.bus, done.shown);
  await mailAppealDecision(deps, done.after);
  return done.after;
}

/** DSA art. 20: mail both sides the appeal's outcome and its reason. */
async function mailAppealDecision(deps: DecisionDeps, row: ComplaintRow): Promise<void> {
  const params = {
    reference: row.reference,
    decision: row.appealDecision === 'reversed' ? ('reversed' as const) : ('upheld' as const),
    reason: row.appealReason ?? '',
  };
  const reporter = await reporterAddress(deps.db, row);
  const reported = row.reportedUserId === null ? null : await memberAccount(deps.db, row.reportedUserId);
  const to = [
    reporter
      ? {
          email: reporter,
          locale: row.language,
          link: `/complaints?ref=${row.reference}`,
          about: row.reportedUserId,
        }
      : null,
    reported?.email
      ? {
          email: reported.email,
          locale: reported.language,
          link: '/complaints#decisions',
          about: row.reporterId,
        }
      : null,
  ];
  for (const r of to) {
    if (!r) continue;
    await deps.mailer.send({
      to: r.email,
      kind: 'appeal_decided',
      locale: r.locale,
      link: `${deps.publicUrl}${r.link}`,
      params,
      about: r.about === null ? [] : [r.about],
    });
  }
}
