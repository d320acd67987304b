import { errorResponse } from '@common/errors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Options of `openApi`: the title's site name. */
export interface OpenApiOptions {
  siteName: string;
}

/**
 * The OpenAPI document at `/api/docs/json` (UI at `/api/docs`), generated from the routes' zod
 * schemas. Every route with a schema gets the error contract (`errorResponse` of
 * common/errors.ts) as its `4xx` answer unless it declares its own, in one `onRoute` hook:
 * register this plugin before the routes. Error answers are sent by the error handler and
 * serialized through that schema like any answer, so it is also checked at run time.
 */
export const openApi = fp<OpenApiOptions>(
  async (app, { siteName }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: `${siteName} API`, version: '1.0.0', description: 'HTTP contract (API.md).' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      if ('4xx' in response || '4XX' in response) return;
      route.schema.response = { ...response, '4xx': errorResponse };
    });
  },
  { name: 'openapi' },
);
