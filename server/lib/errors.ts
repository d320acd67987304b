/**
 * Typed errors with stable codes (API.md). Services throw AppError; the one error handler
 * (server/plugins/error-handler.ts) maps it to `{error, message, ...fields}` with the message in
 * the member's language (i18n key `errors.<code>`, interpolated with `params`). The codes and
 * their statuses are the shared contract in common/errors.ts.
 */
import { type ErrorCode, errorStatus } from '@common/errors';

export type { ErrorCode } from '@common/errors';

/** An error a member may see. `params` interpolate the message and are sent as fields too. */
export class AppError extends Error {
  /** The HTTP status of `code` (common/errors.ts). */
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number | boolean> = {},
    /** For `validation`: field name to i18n key (translated by the handler). */
    readonly fields: Record<string, string> = {},
    /** What went wrong underneath (logged, never shown). */
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
    this.status = errorStatus(code);
  }
}

/** Shorthand for a `validation` error on one or more fields; values are i18n keys. */
export function fieldError(fields: Record<string, string>, params: Record<string, string | number> = {}) {
  return new AppError('validation', params, fields);
}
