import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { SettingsService } from '../modules/settings/service.ts';
import { pickLocale } from './request-context.ts';

/** Options of `databaseQueue`: the database's count of operations under way, and the limit. */
export interface DatabaseQueueOptions {
  /** Operations under way or waiting on the one connection (`Database.pending`, PGlite only). */
  pending: () => number;
  /** At this many, requests are refused (`Config.pgliteQueueLimit`). */
  limit: number;
  /** The site settings, for the language of the refusal. */
  settings: Pick<SettingsService, 'forHost'>;
}

/** Seconds a refused client is asked to wait (`Retry-After`). */
export const BUSY_RETRY_AFTER_S = 2;

/**
 * Requests that may reach the database: the API and the photo files, except the site settings,
 * which every page asks first and which are kept in memory (`settings/service.ts`).
 */
const usesDatabase = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/settings.php')) || url.startsWith('/media/');

/**
 * A bounded wait queue in front of the embedded database (docs/architecture.md "The API's hot
 * path"): PGlite runs one operation at a time in the server's own thread, so under more load than it
 * carries every request would wait longer and longer until clients give up. An API or photo request
 * (but settings.php) that arrives while `limit` operations are under way or waiting is answered at once with 503 `busy`
 * and `Retry-After: BUSY_RETRY_AFTER_S`, in the visitor's language (their locale cookie, the site's
 * language, Accept-Language), before anything is read or changed: not even the session. Register it
 * before `requestContext`; PostgreSQL, with a pool and its own processes, needs none.
 */
export const databaseQueue = fp<DatabaseQueueOptions>(
  async (app, { pending, limit, settings }) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (pending() < limit || !usesDatabase(request.url)) return;
      // The language without the member's own setting, which would take a database read.
      request.site = await settings.forHost(request.headers.host);
      request.locale = pickLocale(request);
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      throw new AppError('busy');
    });
  },
  { name: 'database-queue', dependencies: ['@fastify/cookie'] },
);
