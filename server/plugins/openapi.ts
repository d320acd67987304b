import { errorResponse } from '@common/schemas/errors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  completeDocument,
  type OpenApiDocument,
  operationKey,
  type RouteFacts,
} from '../openapi/document.ts';

/** Options of `openApi`: the title's site name and the site's address (the document's server). */
export interface OpenApiOptions {
  siteName: string;
  publicUrl: string;
}

/**
 * The OpenAPI document at `/api/docs/json` (UI at `/api/docs`), generated from the routes' zod
 * schemas and completed by the operations registry (server/openapi/operations.ts): ids, summaries,
 * security, the error codes each operation can answer, non-JSON bodies and answers. Every route
 * with a schema gets the error contract (`errorResponse` of common/errors.ts) as its `4xx` answer
 * unless it declares its own, in one `onRoute` hook that also records what the route declares
 * (`RouteFacts`): register this plugin before the routes. Error answers are sent by the error
 * handler and serialized through that schema like any answer, so it is also checked at run time.
 */
export const openApi = fp<OpenApiOptions>(
  async (app, { siteName, publicUrl }) => {
    const facts = new Map<string, RouteFacts>();
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: `${siteName} API`, version: '1.0.0', description: 'HTTP contract (API.md).' },
      },
      transform: jsonSchemaTransform,
      transformObject: (documents) => {
        if (!('openapiObject' in documents)) throw new Error('the API is documented as OpenAPI 3');
        return completeDocument(
          documents.openapiObject as unknown as OpenApiDocument,
          facts,
          publicUrl,
        ) as never;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      const config = route.config as
        | { auth?: 'member' | 'staff'; staff?: string; rateLimit?: unknown }
        | undefined;
      const schema = route.schema as Record<string, unknown>;
      for (const method of [route.method].flat()) {
        facts.set(operationKey(method, route.url), {
          method,
          url: route.url,
          auth: config?.staff ? 'admin' : (config?.auth ?? null),
          rateLimited: Boolean(config?.rateLimit),
          validated: ['body', 'querystring', 'params', 'headers'].some((part) => schema[part] !== undefined),
        });
      }
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      if ('4xx' in response || '4XX' in response) return;
      route.schema.response = { ...response, '4xx': errorResponse };
    });
  },
  { name: 'openapi' },
);
