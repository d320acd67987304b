/**
 * The OpenAPI document's truth beyond the routes' zod schemas (issue "contract"): each operation's
 * id, summary, security requirement, the error codes it can answer, its non-JSON bodies and answers.
 * `openApi` (server/plugins/openapi.ts) records what every route says of itself when it is
 * registered (`RouteFacts`) and `completeDocument` merges those facts with the registry
 * (`./operations.ts`) into the document @fastify/swagger generated.
 */
import { AUTH_COOKIE } from '@common/constants';
import { ERROR_STATUS, type ErrorCode } from '@common/errors';
import { CLIENT_HEADER_ROUTES, isOriginCheckExempt } from '../plugins/origin-check.ts';
import {
  type JsonSchema,
  OPERATIONS,
  type OperationDoc,
  type ResponseObject,
  type Security,
} from './operations.ts';

/** What a route declares of itself when registered, by `METHOD /path` (Fastify's form `/api/x/:id`). */
export interface RouteFacts {
  method: string;
  url: string;
  /** `config.auth` of the route (auth-gate), or `admin` for a back-office route (`config.staff`). */
  auth: 'member' | 'staff' | 'admin' | null;
  /** The route has a per-route rate limit (`config.rateLimit`). */
  rateLimited: boolean;
  /** The route validates a body, querystring, path parameters or headers. */
  validated: boolean;
}

/** An OpenAPI operation object, the parts read or written here. */
export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseObject>;
  [key: string]: unknown;
}

/** The OpenAPI document, the parts read or written here. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: Array<{ url: string; description?: string }>;
  tags?: Array<{ name: string; description: string }>;
  components: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, OperationObject>>;
}

/** `METHOD /path` of a route in Fastify's form, the registry's key. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** An OpenAPI path (`/api/photos/{id}`) in Fastify's form (`/api/photos/:id`). */
export const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The error codes a route can answer by what it declares, whatever its handler does: `internal`
 * and `busy` always; `forbidden_origin` for a state-changing request (origin-check, unless exempt) and for the
 * routes that need `X-Request-Type`; `bad_request` and `unsupported_media_type` for a body Fastify
 * cannot parse; `validation` for a validated input or a U+0000 in any (reject-nul); the session and staff checks; the rate limit.
 */
export function derivedErrors(facts: RouteFacts): ErrorCode[] {
  // `busy`: on the embedded database, a full wait queue (plugins/database-queue.ts).
  const codes: ErrorCode[] = ['internal', 'busy'];
  const method = facts.method.toUpperCase();
  const clientHeader = CLIENT_HEADER_ROUTES.some((r) => r.method === method && r.path === facts.url);
  if (clientHeader || (!SAFE.has(method) && !isOriginCheckExempt(method, facts.url)))
    codes.push('forbidden_origin');
  if (!SAFE.has(method)) codes.push('bad_request', 'unsupported_media_type');
  // Every route: a U+0000 anywhere in the query, path or body is refused as `validation` (reject-nul).
  codes.push('validation');
  if (facts.auth) codes.push('authentication_required');
  if (facts.auth === 'staff' || facts.auth === 'admin') codes.push('forbidden');
  if (facts.auth === 'admin') codes.push('second_factor_required');
  if (facts.rateLimited) codes.push('rate_limited');
  return codes;
}

/** The security requirement of a route: the registry's, else from its `config.auth`/`config.staff`. */
export function securityOf(facts: RouteFacts, doc: OperationDoc | undefined): Security {
  if (doc?.security) return doc.security;
  if (facts.auth === 'admin') return 'staff';
  if (facts.auth) return 'session';
  return 'public';
}

/** The security schemes of the document (`components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: AUTH_COOKIE,
    description:
      'The session cookie set by login, signup or reactivation (HttpOnly). State-changing requests must ' +
      'also come from a page of the site (Origin / Sec-Fetch-Site), else 403 forbidden_origin.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: AUTH_COOKIE,
    description:
      'The session cookie of a staff account that passed the second factor (TOTP, `POST /api/staff/2fa/verify`) ' +
      'in this session, with a role the back-office policy allows for the action (common/staff.ts).',
  },
  mailEventsBearer: {
    type: 'http',
    scheme: 'bearer',
    description: "The mail provider's shared secret (`MAIL_EVENTS_SECRET`).",
  },
} as const;

const SECURITY: Record<Security, Array<Record<string, string[]>>> = {
  public: [],
  session: [{ session: [] }],
  staff: [{ staffSession: [] }],
  bearer: [{ mailEventsBearer: [] }],
};

/** Tag descriptions (Redocly `tag-description`). */
const TAGS: Record<string, string> = {
  settings: 'The site: settings, interests, regions, company details and legal texts.',
  accounts: 'Login, signup, activation, passwords, e-mail changes, the account’s end of life and its data.',
  members: 'Search, profiles, likes, matches, blocks and the swipe game.',
  profile: 'The member’s own profile and photos.',
  chats: 'Conversations and messages.',
  credits: 'Credit packages, orders, payments, refunds and discount codes.',
  complaints: 'Complaints about content and decisions, and their appeals (DSA).',
  notifications: 'Notification settings, in-app notices and e-mail opt-outs.',
  mail: 'Mail delivery callbacks and one-click unsubscribe.',
  staff: 'Staff sign-in: who is signed in and the second factor.',
  admin: 'The back office (staff with the second factor).',
  operators: 'The operator console: the queue, leases and answers as fictional profiles.',
  invites: 'Invite codes of an invite-only site.',
};

/** Where the error answer's schema is in the document (`components.schemas`). */
export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** The error answers of `codes`, one response per status, each naming its codes. */
export function errorResponses(codes: Iterable<ErrorCode>): Record<string, ResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ResponseObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    list.sort();
    const schema = {
      allOf: [
        { $ref: ERROR_SCHEMA_REF },
        { type: 'object', properties: { error: { type: 'string', enum: list } } },
      ],
    };
    responses[String(status)] = {
      description: `Error ${list.map((c) => `\`${c}\``).join(', ')} (API.md "Errors").`,
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

/**
 * Complete the generated document (a `transformObject` of @fastify/swagger): servers, tags and
 * security schemes, and for every operation its registry entry (id, summary, description,
 * security, request bodies, answers) and the error answers of its derived and declared codes in
 * place of the generic `4XX`. Operations without an entry are left as generated (the registry's
 * test fails on them).
 */
export function completeDocument(
  document: OpenApiDocument,
  facts: ReadonlyMap<string, RouteFacts>,
  publicUrl: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  let errorSchema: JsonSchema | undefined;
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const completed: Record<string, OperationObject> = {};
    for (const [method, generated] of Object.entries(operations)) {
      const key = operationKey(method, fastifyPath(path));
      const fact = facts.get(key);
      const doc = OPERATIONS[key];
      const operation: OperationObject = { ...generated, responses: { ...generated.responses } };
      for (const tag of operation.tags ?? []) tags.add(tag);
      const generic = operation.responses['4XX'] ?? operation.responses['4xx'];
      errorSchema ??= generic?.content?.['application/json']?.schema;
      delete operation.responses['4XX'];
      delete operation.responses['4xx'];
      if (fact && doc) {
        operation.operationId = doc.id;
        operation.summary = doc.summary;
        if (doc.description) operation.description = doc.description;
        operation.security = SECURITY[securityOf(fact, doc)];
        const body = operation.requestBody;
        const json = body?.content['application/json'];
        if (body && json) for (const type of doc.bodyAlsoAs ?? []) body.content[type] = json;
        if (doc.body) {
          operation.requestBody = {
            required: doc.body.required,
            content: { ...operation.requestBody?.content, ...doc.body.content },
          };
        }
        for (const [status, response] of Object.entries(doc.responses ?? {})) {
          const generated = operation.responses[status];
          if (response === null) delete operation.responses[status];
          else if (generated?.content && response.content)
            operation.responses[status] = {
              ...response,
              content: { ...generated.content, ...response.content },
            };
          else operation.responses[status] = response;
        }
        Object.assign(operation.responses, errorResponses([...derivedErrors(fact), ...(doc.errors ?? [])]));
      } else if (generic) {
        operation.responses['4XX'] = generic;
      }
      for (const response of Object.values(operation.responses)) {
        if (response.description === 'Default Response') response.description = 'Success.';
      }
      completed[method] = operation;
    }
    paths[path] = completed;
  }
  return {
    ...document,
    info: {
      ...document.info,
      license: { name: 'Proprietary: the terms of use', url: `${publicUrl}/pages/terms` },
    },
    servers: [
      { url: '/', description: 'The site the document is read from (every site serves the same API).' },
    ],
    tags: [...tags].sort().map((name) => ({ name, description: TAGS[name] ?? name })),
    components: {
      ...document.components,
      schemas: { ...document.components.schemas, ...(errorSchema ? { Error: errorSchema } : {}) },
      securitySchemes: SECURITY_SCHEMES,
    },
    paths,
  };
}
