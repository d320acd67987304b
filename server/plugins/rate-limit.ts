import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type * as IORedis from 'ioredis';
import { AppError } from '../lib/errors.ts';
import { lazyPackage } from '../lib/lazy.ts';

/** ioredis, loaded only with REDIS_URL. */
const ioredis = lazyPackage<typeof IORedis>('ioredis');

/** Options of `rateLimit`: Redis for counters shared by every process (else in memory) and their key prefix. */
export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Prefix of the counters in Redis (separate apps on one Redis keep their own); default `rl:`. */
  nameSpace?: string;
}

/**
 * Per-route rate limits (@fastify/rate-limit, not global: routes opt in with
 * `config.rateLimit`, the limits of `AppDeps.rateLimits`). Counted per client address, in Redis
 * when REDIS_URL is set (closed with the app). A limited request is answered by the error handler
 * as 429 `rate_limited`.
 */
export const rateLimit = fp<RateLimitOptions>(
  async (app, { redisUrl, nameSpace }) => {
    const redis = redisUrl
      ? new (ioredis().Redis)(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: nameSpace ?? 'rl:' } : {}),
      errorResponseBuilder: () => new AppError('rate_limited'),
    });
  },
  { name: 'rate-limit' },
);
