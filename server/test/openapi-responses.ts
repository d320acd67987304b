/**
 * Test support: every answer a test app sends is checked against the OpenAPI document the app
 * serves (issue "contract"): its status must be declared for the operation, its content type
 * declared for that status (no body where none is declared), and a JSON body must match the
 * declared schema (error answers: a code the operation declares). `buildTestApp` installs it;
 * mismatches are collected and fail the running test (server/test/setup.ts). Routes the document
 * leaves out (hidden: media files, dev pages, the socket) and unknown paths are not checked.
 */

import { appendFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument, OperationObject } from '../openapi/document.ts';
import type { JsonSchema, ResponseObject } from '../openapi/operations.ts';

const mismatches: string[] = [];

/** The mismatches found since the last call, emptied. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` as JSON Schema's numbers. */
function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = normalize(value);
  // OpenAPI 3.0: `nullable` admits null, also where an `enum` lists the other values.
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

/** The schema with the document's `#/components/schemas/…` references inlined. */
function inline(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const components = document.components.schemas ?? {};
  return JSON.parse(
    JSON.stringify(schema).replace(/\{"\$ref":"#\/components\/schemas\/([^"]+)"\}/g, (_m, name: string) =>
      JSON.stringify(components[name] ?? {}),
    ),
  ) as JsonSchema;
}

function validatorFor(key: string, schema: JsonSchema, document: OpenApiDocument): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(normalize(inline(schema, document)) as JsonSchema);
    validators.set(key, validate);
  }
  return validate;
}

const isEmpty = (payload: unknown) =>
  payload === undefined ||
  payload === null ||
  payload === '' ||
  (Buffer.isBuffer(payload) && payload.length === 0);

/**
 * Check one answer of `operation` against the document: `status`, its `contentType` header,
 * whether it is content-encoded (then the body is not read) and the payload as sent (a string for
 * a serialized answer). Answers a description of the mismatch, or null.
 */
export function checkAnswer(
  document: OpenApiDocument,
  operation: OperationObject,
  at: string,
  status: number,
  contentType: string | undefined,
  encoded: boolean,
  payload: unknown,
): string | null {
  const response: ResponseObject | undefined =
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default;
  if (!response) {
    const body = typeof payload === 'string' ? ` (${payload.slice(0, 200)})` : '';
    return `${at} answered ${status}, which the document does not declare${body}`;
  }
  if (!response.content) {
    // Fastify never sends a body with 204 or 304 (whatever the serializer made of it).
    return isEmpty(payload) || status === 204 || status === 304
      ? null
      : `${at} answered ${status} with a body (${contentType}), declared without one`;
  }
  const type = contentType?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const declared = response.content[type];
  if (!declared) {
    return `${at} answered ${status} as ${type || 'no content type'}; declared: ${Object.keys(response.content).join(', ')}`;
  }
  if (type !== 'application/json' || encoded || typeof payload !== 'string') return null;
  const validate = validatorFor(`${at} ${status}`, declared.schema, document);
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return `${at} answered ${status} with a body that is not JSON`;
  }
  if (validate(body)) return null;
  const errors = ajv.errorsText(validate.errors, { separator: '; ' });
  return `${at} answered ${status} with a body the document does not allow: ${errors} in ${payload.slice(0, 300)}`;
}

/**
 * Check every answer of `app` against its OpenAPI document (an `onSend` hook; add before `ready`).
 * Mismatches are collected for `takeMismatches`.
 */
export function validateResponses(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || request.method === 'HEAD') return payload;
    document ??= app.swagger() as unknown as OpenApiDocument;
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[request.method.toLowerCase()];
    if (!operation) return payload;
    const contentType = reply.getHeader('content-type');
    const problem = checkAnswer(
      document,
      operation,
      `${request.method} ${route}`,
      reply.statusCode,
      typeof contentType === 'string' ? contentType : undefined,
      reply.hasHeader('content-encoding'),
      payload,
    );
    if (problem) {
      mismatches.push(problem);
      if (process.env.OPENAPI_MISMATCH_LOG) appendFileSync(process.env.OPENAPI_MISMATCH_LOG, `${problem}\n`);
    }
    return payload;
  });
}
