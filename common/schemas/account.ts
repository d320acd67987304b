import { z } from 'zod';
import { text } from './shared.ts';

/** SPEC §2 delete reasons, in the order the dialog lists them. */
export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'too_few_members',
  'time',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/**
 * API.md `DELETE /api/account` body (SPEC §2 delete reasons): a reason is required; `other` needs
 * remarks (at most 1000 characters), the other reasons take them optionally.
 */
export const deleteAccountBody = z
  .object({
    reason: z.enum(DELETE_REASONS, { message: 'validation.reason_required' }),
    remarks: text(1000).optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.remarks), {
    path: ['remarks'],
    message: 'validation.required',
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** API.md `POST /api/account/reactivate` body: the token of the mailed link. */
export const reactivateBody = z.object({ token: z.string().trim().min(1).max(200) });
