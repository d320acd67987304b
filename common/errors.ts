/**
 * The error contract of the HTTP API (API.md "Errors"), shared by the server and the web client.
 * Every 4xx/5xx answer is `{error: ErrorCode, message, fields?, ...params}`; the message is in the
 * member's language (i18n key `errors.<code>`, interpolated with the params that are also sent as
 * fields, e.g. `minutes` for `login_blocked`). No zod here: the web client's first chunks use the
 * codes (`lib/api.ts`); the answer's schema is `schemas/errors.ts` `errorResponse`.
 */

/** HTTP status per error code (API.md). The keys are the closed set of codes the server sends. */
export const ERROR_STATUS = {
  authentication_required: 403,
  forbidden: 403,
  // Issue 9: a state-changing request from another site (CSRF), or logout without X-Request-Type.
  forbidden_origin: 403,
  // Issue 9: login accepts JSON only (a cross-site HTML form cannot send it).
  unsupported_media_type: 415,
  login_failed: 401,
  login_blocked: 429,
  account_banned: 403,
  account_deleted: 403,
  email_taken: 409,
  validation: 400,
  // A malformed request Fastify itself refuses (e.g. unparsable JSON) before any route runs.
  bad_request: 400,
  link_expired: 410,
  signups_closed: 403,
  rate_limited: 429,
  not_found: 404,
  blocked: 403,
  photo_limit: 403,
  // SPEC §5, §6: a premium feature (e.g. invisible mode) asked for by a free member.
  premium_only: 403,
  swipe_limit: 429,
  insufficient_credits: 402,
  conversation_limit: 403,
  not_confirmed: 403,
  code_not_found: 404,
  code_used: 409,
  payment_unavailable: 503,
  // The embedded database's wait queue is full (PGLITE_QUEUE_LIMIT): try again after Retry-After.
  busy: 503,
  refund_not_possible: 409,
  // Issue "Safety" §5: an order over the member's own monthly spending limit (left_cents, resets_on).
  spending_limit: 409,
  directdebit_blocked: 403,
  directdebit_limit: 429,
  sms_code_invalid: 400,
  sms_unavailable: 503,
  // The one-click unsubscribe link's token is malformed or its signature is wrong (API.md mail/unsubscribe).
  unsubscribe_invalid: 400,
  // SPEC §1, §8 invite-only site: signup without a code, or with one that does not open it.
  invite_required: 403,
  invite_invalid: 400,
  invite_expired: 410,
  invite_used_up: 409,
  // Staff chose an invite code that exists already.
  invite_code_taken: 409,
  // Back office: staff must pass the second factor (TOTP) in this session first.
  second_factor_required: 403,
  // A wrong, expired or already used TOTP or recovery code.
  second_factor_invalid: 400,
  // Operator console: another operator holds the conversation's lease.
  lease_taken: 409,
  // Operator console: answering without holding the conversation's (unexpired) lease.
  lease_required: 409,
  // A message's client_id (idempotency key) was used before by the same sender in the same
  // conversation for a different message: a retry must send the same content.
  client_id_conflict: 409,
  // Complaints: decided already, or the one appeal was used.
  complaint_closed: 409,
  // Complaints: an appeal before the decision or after the appeal period (6 months).
  appeal_not_possible: 409,
  // Moderation: ban a member who is banned already or deleted, unban one who is not banned.
  member_status_conflict: 409,
  // Back office: staff acting on an account whose role is equal to or above their own.
  staff_target_forbidden: 403,
  // Back office: staff acting on their own account (credits, deletion, export, sanctions).
  staff_self_forbidden: 403,
  // Back office: a credit adjustment above STAFF_CREDITS_LIMIT by a staff member who is no admin.
  staff_credits_limit: 403,
  // Nudges (docs/safety.md): a first message with a word of the language lists; the answer carries
  // `nudge_id`, sent back as `confirm_nudge` to send it anyway ("Weet je het zeker?").
  confirm_required: 428,
  // Verified photos (docs/safety.md): the recipient lets only verified members start a
  // conversation with them, and the sender is not verified (`name`: the recipient's).
  verified_only: 403,
  internal: 500,
} as const satisfies Record<string, number>;

/** A stable error code (API.md): the `error` field of every error answer. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error code, for exhaustive checks and the OpenAPI enum. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** True when `value` is one of the codes above (narrowing an untyped answer's `error` field). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The HTTP status the server answers `code` with (e.g. 429 for `login_blocked`). */
export function errorStatus(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
