import type { ErrorCode } from '@common/errors';
import type { ErrorResponse } from '@common/schemas/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.ts';
import { translator } from '../lib/i18n.ts';

/**
 * The one error handler (API.md "Errors", CONVENTIONS 7). Every failure answers
 * `{error: ErrorCode, message, ...}` (common/errors.ts) with the message in the request's language:
 * - `AppError`: its status, its params as fields, and for `validation` the translated `fields`;
 * - a zod validation failure of the route schema, or a `ZodError` thrown by a handler's own parse:
 *   400 `validation` with one translated message per field (the zod message when it is an i18n
 *   key, else `validation.invalid`);
 * - Fastify's own 4xx (malformed JSON, body too large, unknown content type, ...): its status with
 *   the code of `fastifyErrorCode`;
 * - anything else: logged, answered 500 `internal` without details.
 * Answers of 500 and above are logged with their cause.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const t = translator(request.locale);
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
        // A wait in seconds (the login's delay for a new address) is also the standard header.
        if (error.code === 'rate_limited' && typeof error.params.seconds === 'number') {
          reply.header('retry-after', String(error.params.seconds));
        }
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, key]) => [field, t(key, error.params)]),
        );
        return reply.code(error.status).send({
          error: error.code,
          message: t(`errors.${error.code}`, error.params),
          ...error.params,
          ...(error.code === 'validation' ? { fields } : {}),
        } satisfies ErrorResponse);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message,
        }));
        return sendError(request, reply, 400, 'validation', { fields: validationFields(request, issues) });
      }
      // A zod parse inside a handler (not the route schema) is bad input all the same.
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return sendError(request, reply, 400, 'validation', { fields: validationFields(request, issues) });
      }
      const status =
        typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
      if (status >= 400 && status < 500) return sendError(request, reply, status, fastifyErrorCode(status));
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'internal');
    });
  },
  { name: 'error-handler' },
);

/**
 * The `fields` of a 400 `validation`: field path (dotted; `body` for the whole body) to its
 * message in the request's language: the issue's message when it is an i18n key
 * (`validation.*`), else `validation.invalid`. The first issue of a field wins.
 */
function validationFields(
  request: FastifyRequest,
  issues: ReadonlyArray<{ field: string; message: string | undefined }>,
): Record<string, string> {
  const t = translator(request.locale);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
    fields[issue.field || 'body'] ??= t(key, { min_age: request.site?.settings.min_age ?? 18 });
  }
  return fields;
}

/** The code of a 4xx Fastify or one of its plugins raised itself (not an AppError). */
export function fastifyErrorCode(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'not_found';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

/**
 * Answer `status` with the error body of `code` (message `errors.<code>` in the request's
 * language) plus `extra` fields; used by the handler above and the not-found answers.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: Omit<ErrorResponse, 'error' | 'message'> = {},
): FastifyReply {
  const t = translator(request.locale);
  return reply
    .code(status)
    .send({ error: code, message: t(`errors.${code}`), ...extra } satisfies ErrorResponse);
}
