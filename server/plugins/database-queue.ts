import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { SettingsService } from '../modules/settings/service.ts';
import { pickLocale } from './request-context.ts';

/** Options of `databaseQueue`: the database's count of operations under way, and the limit. */
export interface DatabaseQueueOptions {
  /**
   * Operations under way or waiting on PGlite's one connection (`Database.pending`), or the
   * queries waiting for a connection of the PostgreSQL pool (`Database.pool.waitingCount`).
   */
  pending: () => number;
  /** At this many, requests are refused (`Config.pgliteQueueLimit`, `Config.pgQueueLimit`). */
  limit: number;
  /** The site settings, for the language of the refusal. */
  settings: Pick<SettingsService, 'lastKnown'>;
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
 * A bounded wait queue in front of the database (docs/architecture.md "The API's hot path"): PGlite
 * runs one operation at a time in the server's own thread, and a PostgreSQL pool has a few
 * connections, so under more load than they carry every request would wait longer and longer until
 * clients give up. An API or photo request
 * (but settings.php) that arrives while `limit` operations are under way or waiting is answered at once with 503 `busy`
 * and `Retry-After: BUSY_RETRY_AFTER_S`, in the visitor's language (their locale cookie, the site's
 * language, Accept-Language), before anything is read or changed: not even the session. Register it
 * before `requestContext`.
 */
export const databaseQueue = fp<DatabaseQueueOptions>(
  async (app, { pending, limit, settings }) => {
    // A callback hook: most requests pass it without a promise.
    app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
      if (pending() < limit || !usesDatabase(request.url)) {
        done();
        return;
      }
      // The language without the member's own setting, and with the site's language only when its
      // settings are at hand: the refusal must not wait for the database it protects.
      const site = settings.lastKnown(request.headers.host);
      if (site) request.site = site;
      request.locale = pickLocale(request);
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      done(new AppError('busy'));
    });
  },
  { name: 'database-queue', dependencies: ['@fastify/cookie'] },
);
