import { z } from 'zod';

/**
 * SPEC §1, §8 invite-only mode: the invite codes staff hand out, as the admin routes and the
 * public check answer them (server/modules/invites). Codes are upper case; a code typed in lower
 * case is the same code.
 */

/** Characters of generated codes: no look-alikes (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a generated code (31^10: about 8·10^14 codes). */
export const INVITE_CODE_LENGTH = 10;

/** Why a code does not open the site (error codes of common/errors.ts). */
export const INVITE_REASONS = ['invite_invalid', 'invite_expired', 'invite_used_up'] as const;
/** One of INVITE_REASONS. */
export type InviteReason = (typeof INVITE_REASONS)[number];

/** A code as someone typed it: trimmed, upper case; at most 64 characters (longer is no code). */
export const typedInviteCode = z.string().trim().toUpperCase().max(64);

/** A staff-chosen code: 4 to 32 letters, digits or hyphens (error `invites.code_format`). */
export const chosenInviteCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/, { message: 'invites.code_format' });

/**
 * `POST /api/admin/invite-codes`: `code` staff-chosen (else a random one of INVITE_CODE_LENGTH
 * from INVITE_CODE_ALPHABET); `max_uses` null or absent: unlimited, 1: single use; `expires_at`
 * an ISO 8601 moment in the future (absent: no expiry); `domain` the site the code opens
 * (absent or `default`: every site).
 */
export const inviteCodeCreateBody = z.object({
  code: chosenInviteCode.optional(),
  note: z.string().trim().max(200, { message: 'validation.too_long' }).optional(),
  max_uses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9.-]{0,252}$/)
    .optional(),
});
/** The parsed create body. */
export type InviteCodeCreateBody = z.infer<typeof inviteCodeCreateBody>;

/** Where a code stands now: usable, or why not. */
export const INVITE_STATUSES = ['active', 'expired', 'used_up', 'revoked'] as const;

/** One invite code as staff see it; moments ISO 8601. */
export const inviteCodeItem = z.object({
  id: z.number().int(),
  code: z.string(),
  domain: z.string(),
  note: z.string(),
  max_uses: z.number().int().nullable().describe('null: unlimited'),
  uses_count: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(INVITE_STATUSES),
});
/** One invite code as staff see it. */
export type InviteCodeItem = z.infer<typeof inviteCodeItem>;

/** `GET /api/admin/invite-codes`: newest first. */
export const inviteCodesAnswer = z.object({ codes: z.array(inviteCodeItem) });

/** `POST /api/admin/invite-codes` and `DELETE /api/admin/invite-codes/:id`: the code as it is now. */
export const inviteCodeAnswer = z.object({ code: inviteCodeItem });

/** `GET /api/invite-codes/check?code=`: whether the code opens this site, else why not. */
export const inviteCheckAnswer = z.object({
  valid: z.boolean(),
  reason: z.enum(INVITE_REASONS).optional(),
});
