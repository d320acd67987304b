/**
 * Bodies and answers of the staff sign-in (`/api/staff/...`: second factor) and of the staff and
 * audit pages of the back office (`/api/admin/staff`, `/api/admin/audit`), issue "Back office".
 * Shared by the server (validation, OpenAPI) and the web client (parsing answers).
 */
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../staff.ts';
import { MAX_DB_ID } from './ids.ts';
import { email } from './shared.ts';

/** `GET /api/staff/me`: the signed-in staff member, whether a factor is enabled and this session passed it. */
export const staffMeAnswer = z.object({
  role: z.enum(STAFF_ROLES),
  email: z.string(),
  enrolled: z.boolean().describe('a TOTP factor is enabled'),
  verified: z.boolean().describe('this session passed the second factor'),
});
/** The type of `staffMeAnswer`. */
export type StaffMe = z.infer<typeof staffMeAnswer>;

/** `POST /api/staff/2fa/enrol`: the new secret (base32), its otpauth:// address and QR code (SVG markup). */
export const enrolAnswer = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});

/** A six-digit code from the authenticator app (spaces allowed between digits). */
export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{3} ?\d{3}$/, { message: 'validation.totp_code' });

/** `POST /api/staff/2fa/confirm` body. */
export const confirmBody = z.object({ code: totpCodeField });

/** `POST /api/staff/2fa/confirm` answer: the recovery codes, shown this once. */
export const confirmAnswer = z.object({ recovery_codes: z.array(z.string()) });

/**
 * `POST /api/staff/2fa/verify` body: a TOTP `code`, or one of the account's `recovery_code`s
 * (exactly one of the two; the route answers `validation` when neither is given).
 */
export const verifyBody = z.object({
  code: totpCodeField.optional(),
  recovery_code: z.string().trim().max(40, { message: 'validation.too_long' }).optional(),
});

/** `POST /api/staff/2fa/verify` answer; `recovery_codes_left` when a recovery code was used. */
export const verifyAnswer = z.object({
  ok: z.literal(true),
  recovery_codes_left: z.number().int().optional(),
});

/** One staff account on the staff page. */
export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  factor_enabled: z.boolean(),
});
/** The type of `staffMember`. */
export type StaffMember = z.infer<typeof staffMember>;

/** `GET /api/admin/staff`: every account with a staff role, admins first. */
export const staffListAnswer = z.object({ staff: z.array(staffMember) });

/** `PUT /api/admin/staff/role` body: give the account with `email` this role (`member` takes staff rights away). */
export const staffRoleBody = z.object({
  email,
  role: z.enum(ROLES),
});

/** `PUT /api/admin/staff/role` answer: the account and its role before and after. */
export const staffRoleAnswer = z.object({
  id: z.number(),
  email: z.string(),
  before: z.enum(ROLES),
  role: z.enum(ROLES),
});

/** `GET /api/admin/audit` query: filters and paging (`before_id`: entries older than this id). */
export const auditQuery = z.object({
  actor_id: z.coerce.number().int().nonnegative().max(MAX_DB_ID).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(200).optional(),
  action: z.string().trim().max(80).optional(),
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * One audit log entry; `before`/`after` are the JSON the write stored (any shape). `erased_at`:
 * when an account's purge erased the entry's personal values (`before`, `after`, `reason` null;
 * `actor_email` '' and `ip` null for a purged staff account), else null.
 */
export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number(),
  actor_email: z.string(),
  actor_role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  erased_at: z.string().nullable(),
});
/** The type of `auditEntry`. */
export type AuditEntryItem = z.infer<typeof auditEntry>;

/** `GET /api/admin/audit` answer: entries newest first; `next_before_id` pages on (null on the last page). */
export const auditListAnswer = z.object({
  entries: z.array(auditEntry),
  next_before_id: z.number().nullable(),
});
