import { z } from 'zod';
import { dbId as id } from './ids.ts';
import { email } from './shared.ts';

/**
 * Complaints (SPEC §2 /complaints, DSA Art. 16 notice and action): what a reporter sends and what
 * the API answers. Validation messages are i18n keys (`validation.complaint_*`), translated by the
 * server into the reporter's language and by the web client with `t()`.
 */

/** Longest subject, in characters. */
export const COMPLAINT_SUBJECT_MAX = 200;
/** Longest description, in characters. */
export const COMPLAINT_BODY_MAX = 5000;

/** Where a complaint is in its handling (the table's `status`); staff move it on in the back office. */
export const COMPLAINT_STATUSES = ['received', 'in_review', 'decided', 'appealed', 'closed'] as const;
/** A complaint's status. */
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * The subjects the web form offers (stored as these codes; texts `complaints.subjects.<code>`).
 * The API takes any subject text up to `COMPLAINT_SUBJECT_MAX` characters.
 */
export const COMPLAINT_SUBJECTS = [
  'fake_profile',
  'harassment',
  'inappropriate_photos',
  'scam',
  'minor',
  'illegal_content',
  'privacy',
  'other',
] as const;

/** The subject: required, at most `COMPLAINT_SUBJECT_MAX` characters after trimming. */
export const complaintSubject = z
  .string({ message: 'validation.complaint_subject_required' })
  .trim()
  .min(1, { message: 'validation.complaint_subject_required' })
  .max(COMPLAINT_SUBJECT_MAX, { message: 'validation.complaint_subject_too_long' });

/** The description: required, at most `COMPLAINT_BODY_MAX` characters after trimming. */
export const complaintText = z
  .string({ message: 'validation.complaint_body_required' })
  .trim()
  .min(1, { message: 'validation.complaint_body_required' })
  .max(COMPLAINT_BODY_MAX, { message: 'validation.complaint_body_too_long' });

/** The reporter's e-mail address (visitors must give one): required when present, then a valid address. */
export const complaintEmail = z
  .string({ message: 'validation.complaint_email_required' })
  .trim()
  .min(1, { message: 'validation.complaint_email_required' })
  .pipe(email);

/**
 * `POST /api/complaints`: about a member's profile (`profile_id`, a member id) and/or a message
 * (`message_id`) or the site, with a subject and a description. `email` is required of visitors
 * (the server answers 400 `validation` on `email` without it); members file as themselves.
 */
export const complaintBody = z.object({
  profile_id: id.optional(),
  message_id: id.optional(),
  subject: complaintSubject,
  body: complaintText,
  email: complaintEmail.optional(),
});
/** The parsed body of `POST /api/complaints`. */
export type ComplaintBody = z.infer<typeof complaintBody>;

/** 201 answer of `POST /api/complaints`: the new complaint's id, reference (e.g. `K-7F3Q9X2M`) and status. */
export const complaintCreated = z.object({
  complaint: z.object({ id, reference: z.string(), status: z.enum(COMPLAINT_STATUSES) }),
});
/** The parsed 201 answer of `POST /api/complaints`. */
export type ComplaintCreated = z.infer<typeof complaintCreated>;

/**
 * One complaint in the reporter's list (`GET /api/complaints`): times are ISO 8601; `decision`,
 * `decision_reason` and `decided_at` are null until staff decided; `profile` is the member it is
 * about (null for none, or when that profile is gone).
 */
export const complaintItem = z.object({
  id,
  reference: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision: z.string().nullable(),
  decision_reason: z.string().nullable(),
  profile: z.object({ id, name: z.string() }).nullable(),
  /** The last moment the reporter may appeal the decision (null before it). */
  appeal_until: z.string().nullable(),
  /** When the reporter or the reported member appealed (one appeal per complaint). */
  appealed_at: z.string().nullable(),
  /** The appeal's outcome (`upheld` or `reversed`) and its reason, once decided. */
  appeal_decision: z.string().nullable(),
  appeal_reason: z.string().nullable(),
});
/** One complaint of the reporter's list. */
export type ComplaintItem = z.infer<typeof complaintItem>;

/** `GET /api/complaints`: the signed-in member's own complaints, newest first. */
export const complaintsAnswer = z.object({ complaints: z.array(complaintItem) });
