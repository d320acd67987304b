/**
 * Typed errors with stable codes (API.md). Services throw AppError; the one error handler in
 * app.ts maps it to `{error, message, ...fields}` with the message in the member's language
 * (i18n key `errors.<code>`, interpolated with `params`).
 */
export type ErrorCode =
  | 'authentication_required'
  | 'forbidden'
  | 'forbidden_origin'
  | 'unsupported_media_type'
  | 'login_failed'
  | 'login_blocked'
  | 'account_banned'
  | 'account_deleted'
  | 'email_taken'
  | 'validation'
  | 'link_expired'
  | 'signups_closed'
  | 'rate_limited'
  | 'not_found'
  | 'blocked'
  | 'photo_limit'
  | 'swipe_limit'
  | 'insufficient_credits'
  | 'conversation_limit'
  | 'not_confirmed'
  | 'code_not_found'
  | 'code_used'
  | 'payment_unavailable'
  | 'refund_not_possible'
  | 'directdebit_blocked'
  | 'directdebit_limit'
  | 'sms_code_invalid'
  | 'sms_unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
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
  link_expired: 410,
  signups_closed: 403,
  rate_limited: 429,
  not_found: 404,
  blocked: 403,
  photo_limit: 403,
  swipe_limit: 429,
  insufficient_credits: 402,
  conversation_limit: 403,
  not_confirmed: 403,
  code_not_found: 404,
  code_used: 409,
  payment_unavailable: 503,
  refund_not_possible: 409,
  directdebit_blocked: 403,
  directdebit_limit: 429,
  sms_code_invalid: 400,
  sms_unavailable: 503,
  internal: 500,
};

/** An error a member may see. `params` interpolate the message and are sent as fields too. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** For `validation`: field name to i18n key (translated by the handler). */
    readonly fields: Record<string, string> = {},
    /** What went wrong underneath (logged, never shown). */
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
    this.status = STATUS[code];
  }
}

/** Shorthand for a `validation` error on one or more fields; values are i18n keys. */
export function fieldError(fields: Record<string, string>, params: Record<string, string | number> = {}) {
  return new AppError('validation', params, fields);
}
