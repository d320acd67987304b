import { z } from 'zod';
import { COMPLAINT_BODY_MAX, COMPLAINT_STATUSES } from './complaints.ts';
import { dbId as id } from './ids.ts';

/**
 * Moderation (issue "Back office" §2, DSA art. 17 and 20): complaint decisions with a written
 * statement of reasons, one appeal, warnings, bans, hidden messages and duplicate-account signals.
 * Validation messages are i18n keys (`validation.*`).
 */

/** What staff may decide on a complaint (a closed set; texts `moderation.decisions.<code>`). */
export const COMPLAINT_DECISIONS = ['no_action', 'content_removed', 'warning', 'ban'] as const;
/** A complaint decision. */
export type ComplaintDecision = (typeof COMPLAINT_DECISIONS)[number];

/** The sanctions a decision may carry besides its own (`warning` and `ban` imply theirs). */
export const SANCTIONS = ['warning', 'ban'] as const;
/** A sanction on a member. */
export type Sanction = (typeof SANCTIONS)[number];

/** The outcome of an appeal: the decision stands (`upheld`) or is undone (`reversed`). */
export const APPEAL_DECISIONS = ['upheld', 'reversed'] as const;
/** An appeal decision. */
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** Longest written reason (characters). */
export const REASON_MAX = 2000;

/** An appeal is possible this many days after the decision (about 6 months). */
export const APPEAL_DAYS = 183;

/** The written reason of a staff decision (shown to those involved): required, trimmed. */
export const moderationReason = z
  .string({ message: 'validation.reason_required' })
  .trim()
  .min(1, { message: 'validation.reason_required' })
  .max(REASON_MAX, { message: 'validation.reason_too_long' });

/**
 * `POST /api/admin/complaints/:id/decision`: the decision, its reason and an optional extra
 * `sanction` on the reported member (`content_removed` with a `warning`, say). `warning` and
 * `ban` decisions carry their own sanction; a different one is refused (validation `sanction`).
 */
export const complaintDecisionBody = z.object({
  decision: z.enum(COMPLAINT_DECISIONS, { message: 'validation.decision_required' }),
  reason: moderationReason,
  sanction: z.enum(SANCTIONS).optional(),
});
/** The parsed body of a complaint decision. */
export type ComplaintDecisionBody = z.infer<typeof complaintDecisionBody>;

/** `POST /api/admin/complaints/:id/appeal-decision`: the one appeal's outcome and its reason. */
export const appealDecisionBody = z.object({
  decision: z.enum(APPEAL_DECISIONS, { message: 'validation.decision_required' }),
  reason: moderationReason,
});
/** The parsed body of an appeal decision. */
export type AppealDecisionBody = z.infer<typeof appealDecisionBody>;

/** `POST /api/complaints/:id/appeal` (member): why the decision is wrong. */
export const appealBody = z.object({
  body: z
    .string({ message: 'validation.appeal_body_required' })
    .trim()
    .min(1, { message: 'validation.appeal_body_required' })
    .max(COMPLAINT_BODY_MAX, { message: 'validation.complaint_body_too_long' }),
});

/** A body with only a reason (warn, ban, unban, hide, unhide). */
export const reasonBody = z.object({ reason: moderationReason });

/**
 * A member as the back office names them: id (null for a visitor who filed a complaint), profile
 * name (null without profile), e-mail, account status.
 */
export const staffMemberRef = z.object({
  id: id.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string().nullable(),
});

/** The reported message as moderators see it (also when hidden; `body` null for images and gifts). */
export const staffMessage = z.object({
  id,
  conversation_id: id,
  sender_id: id,
  type: z.string(),
  body: z.string().nullable(),
  created_at: z.string(),
  hidden: z.boolean(),
  removed: z.boolean(),
});

/**
 * A complaint in the back office: what was reported, by whom (`reporter.id` null for a visitor,
 * whose address is `reporter.email`), about whom and which message, the decision and the appeal.
 * Times are ISO 8601.
 */
export const staffComplaint = z.object({
  id,
  reference: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  subject: z.string(),
  body: z.string(),
  language: z.string(),
  created_at: z.string(),
  reporter: staffMemberRef,
  reported: staffMemberRef.nullable(),
  message: staffMessage.nullable(),
  decision: z.string().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: id.nullable(),
  appeal_body: z.string().nullable(),
  appealed_at: z.string().nullable(),
  appeal_decision: z.string().nullable(),
  appeal_reason: z.string().nullable(),
  appeal_decided_at: z.string().nullable(),
});
/** A complaint in the back office. */
export type StaffComplaint = z.infer<typeof staffComplaint>;

/** `GET /api/admin/complaints?status=`: oldest first. */
export const staffComplaintsQuery = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
/** `GET /api/admin/complaints`. */
export const staffComplaintsAnswer = z.object({ complaints: z.array(staffComplaint) });
/** `GET /api/admin/complaints/:id` and the answer of the decisions. */
export const staffComplaintAnswer = z.object({ complaint: staffComplaint });

/** One warning, ban or unban of a member (the back office's history; the member's warnings). */
export const sanctionItem = z.object({
  id,
  kind: z.enum(['warning', 'ban', 'unban']),
  reason: z.string(),
  complaint_id: id.nullable(),
  created_by: id.nullable(),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
});
/** One sanction. */
export type SanctionItem = z.infer<typeof sanctionItem>;

/** `GET /api/admin/members/:id/sanctions`: newest first, and the account's status. */
export const sanctionsAnswer = z.object({ status: z.string(), sanctions: z.array(sanctionItem) });

/** `GET /api/account/warnings`: the member's warnings not yet acknowledged, newest first. */
export const warningsAnswer = z.object({
  warnings: z.array(z.object({ id, reason: z.string(), created_at: z.string() })),
});

/** What two accounts share: the signup address, an address of a session, a device cookie. */
export const DUPLICATE_SIGNALS = ['signup_ip', 'session_ip', 'device'] as const;

/** `GET /api/admin/members/:id/duplicates`: other accounts sharing an address or a device. */
export const duplicatesAnswer = z.object({
  duplicates: z.array(
    z.object({
      member: staffMemberRef,
      shared: z.array(z.object({ signal: z.enum(DUPLICATE_SIGNALS), value: z.string() })),
    }),
  ),
});
/** The duplicates answer. */
export type DuplicatesAnswer = z.infer<typeof duplicatesAnswer>;

/**
 * A decision about the signed-in member (`GET /api/complaints/decisions`): a decided complaint
 * about them, without who filed it; `appeal_until` is the last moment of the appeal period.
 */
export const memberDecision = z.object({
  id,
  reference: z.string(),
  decision: z.string(),
  decision_reason: z.string(),
  decided_at: z.string(),
  appeal_until: z.string(),
  appealed_at: z.string().nullable(),
  appeal_decision: z.string().nullable(),
  appeal_reason: z.string().nullable(),
});
/** `GET /api/complaints/decisions`. */
export const memberDecisionsAnswer = z.object({ decisions: z.array(memberDecision) });
/** One decision about the member. */
export type MemberDecision = z.infer<typeof memberDecision>;
