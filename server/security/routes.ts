/**
 * Issue 9: the registered routes of an app, for the security tests that must cover every route
 * (the IDOR matrix and the fuzz test fail when a new route is not covered).
 *
 * Fastify has no public route list, so this reads `app.printRoutes({ commonPrefix: false })`
 * (one tree line per path segment: `│   └── /:id/confirm (POST)`) and every route it finds is
 * checked with `app.hasRoute`, so a change of that format fails loudly instead of hiding routes.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { fastifyPath } from '../openapi/document.ts';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/photos/:id`. */
  url: string;
}

const LINE = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/** Every method and path registered on `app`, HEAD included (Fastify adds it to each GET). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unexpected printRoutes line: ${JSON.stringify(line)}`);
    const [, indent = '', segment = '', methods] = match;
    if (indent.length % 4 !== 0) throw new Error(`unexpected indentation: ${JSON.stringify(line)}`);
    const depth = indent.length / 4;
    const url = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + segment;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (methods ?? '').split(',').map((m) => m.trim())) {
      if (!method) continue;
      // Fastify adds a HEAD route to each GET itself; hasRoute does not always know those.
      const known = (m: string) => app.hasRoute({ method: m as HTTPMethods, url });
      // Wildcards (the API docs' static files) print differently from how they were registered.
      if (!url.includes('*') && !known(method) && !(method === 'HEAD' && known('GET')))
        throw new Error(`printRoutes listed ${method} ${url}, which hasRoute does not know`);
      routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('no routes found');
  return routes;
}

/** `METHOD /path` of a route, the key the tests list routes by. */
export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** An OpenAPI path (`/api/photos/{id}`) in Fastify's form (`/api/photos/:id`). */
export { fastifyPath } from '../openapi/document.ts';

/** The OpenAPI document the app serves (generated from the same zod schemas as the routes). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  tags?: string[];
  parameters?: Array<{
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

/** Every operation of the document as `{method, url (Fastify form), operation}`. */
export function openApiOperations(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: fastifyPath(path),
      operation,
    })),
  );
}

/** Top-level property names of a body schema, through anyOf/oneOf variants. */
export function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set(variants.flatMap((v) => Object.keys(v.properties ?? {})))];
}
