/**
 * The per-process cache of `GET /api/user.php` (docs/architecture.md "The API's hot path"): every
 * page load of a member asks it, and reading the account and profile for each ask was most of its
 * cost. A member's answer is read once and kept as JSON text for `USER_CACHE_S`; it is forgotten at
 * once, in this process and through the bus in every other one, by every event that changes what
 * it shows:
 * - `credits_changed`: every booking of credits publishes it (a paid message, an order paid,
 *   refunded or charged back, a direct-debit advance, a staff adjustment), so the balance is
 *   exactly right after each;
 * - `member_changed`: every successful change a member makes through the API (`memberWrites`);
 * - `session_ended`: logout, password change or reset, deletion, a ban, a role change;
 * - and any other envelope naming the member (a message to them, a like): forgetting costs one read.
 * Other changes made by someone else (staff editing a profile, a bounce turning mail off) show
 * within `USER_CACHE_S`.
 *
 * Across processes: the publishing process answers its request only after Redis took the envelope,
 * and Redis writes it to the other processes before it answers the publisher; so when the member's
 * next request reaches another process, the envelope has arrived there too. A hit waits one turn
 * of the event loop (`setImmediate`) so that envelopes already received are handled first.
 */
import { type ApiUser, userAnswer } from '@common/schemas/user';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Bus, Envelope } from '../realtime/bus.ts';
import type { DomainSettings } from '../settings/service.ts';
import { presentUser } from './present.ts';

/** A member's answer is kept this long (seconds) unless an event forgets it sooner. */
export const USER_CACHE_S = 5;

/** At most this many members' answers are kept; the oldest go first. */
const USER_CACHE_MAX = 50_000;

/** A forgotten member is remembered this long (ms): a read that began before is not kept. */
const TOMBSTONE_MS = 60_000;

/** The cache of user.php answers (`createUserCache`). */
export interface UserCache {
  /**
   * Member `userId`'s `{"user": …}` answer as JSON text for a site with `site`'s settings, from
   * the cache or read now; null when the account or its profile is gone (never kept).
   */
  json(userId: number, site: DomainSettings['settings']): Promise<string | null>;
  /** Forget these members' answers here (a change in this process). */
  forget(userIds: readonly number[]): void;
  /** What a published or received envelope means for the cache (every member it names is forgotten). */
  observe(envelope: Envelope): void;
  /** Forget the members of every envelope another process publishes (call once with the app's bus). */
  follow(bus: Pick<Bus, 'subscribe'>): void;
}

/** Build the cache over `db`; `clock` times its entries. */
export function createUserCache(deps: { db: Db; clock: Pick<Clock, 'now'> }): UserCache {
  // Member id → their answer without the site's part, when it was read, and its text per icon.
  const cache = new Map<number, { user: ApiUser; readAt: number; icon: string; text: string }>();
  // Member id → the number of the forget that dropped them last and when (oldest first).
  const forgotten = new Map<number, { seq: number; at: number }>();
  let seq = 0;
  const forget = (userIds: readonly number[]) => {
    const at = deps.clock.now().getTime();
    for (const userId of userIds) {
      cache.delete(userId);
      forgotten.delete(userId);
      forgotten.set(userId, { seq: ++seq, at });
    }
    for (const [userId, when] of forgotten) {
      if (at - when.at < TOMBSTONE_MS && forgotten.size <= USER_CACHE_MAX) break;
      forgotten.delete(userId);
    }
  };
  // The answer's text through its schema, as the route's serializer would write it.
  const textOf = (user: ApiUser) => JSON.stringify(z.encode(userAnswer, { user }));
  return {
    async json(userId, site) {
      const hit = cache.get(userId);
      if (hit && deps.clock.now().getTime() - hit.readAt < USER_CACHE_S * 1000) {
        // Envelopes another process sent before this request reached us are handled first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const still = cache.get(userId);
        if (still === hit) {
          if (hit.icon !== site.fictional_icon) {
            hit.user = { ...hit.user, fictional_icon: site.fictional_icon };
            hit.icon = site.fictional_icon;
            hit.text = textOf(hit.user);
          }
          return hit.text;
        }
      }
      const began = seq;
      const readAt = deps.clock.now().getTime();
      const user = await presentUser(deps.db, userId, site);
      if (!user) {
        cache.delete(userId);
        return null;
      }
      const text = textOf(user);
      const dropped = forgotten.get(userId);
      if (dropped === undefined || dropped.seq <= began) {
        cache.delete(userId);
        if (cache.size >= USER_CACHE_MAX) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(userId, { user, readAt, icon: site.fictional_icon, text });
      }
      return text;
    },
    forget,
    observe(envelope) {
      if (envelope.event.type === 'typing' || envelope.userIds.length === 0) return;
      forget(envelope.userIds);
    },
    follow(bus) {
      bus.subscribe((envelope) => this.observe(envelope));
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every change the route makes publishes an envelope naming the signed-in member (a sent
     * message: `message` and `credits_changed`), which forgets their cached user.php answer in
     * every process already: `memberWrites` publishes no `member_changed` for it.
     */
    publishesToMember?: boolean;
  }
}

/**
 * Every successful change a signed-in member makes through the API (any `/api/` request other than
 * GET, HEAD or OPTIONS answered below 400) publishes `member_changed` for them before its answer
 * is sent, so their cached user.php answer is forgotten in every process (`createUserCache`);
 * not for a route that publishes to the member itself (`publishesToMember`).
 */
export const memberWrites = fp<{ bus: Pick<Bus, 'publish'> }>(
  async (app, { bus }) => {
    // A callback hook: reads (most answers) pass it without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const member = request.member;
      if (
        !member ||
        READS.has(request.method) ||
        request.routeOptions.config.publishesToMember ||
        reply.statusCode >= 400 ||
        !request.url.startsWith('/api/')
      ) {
        done(null, payload);
        return;
      }
      bus
        .publish({ userIds: [member.userId], event: { type: 'member_changed', data: {} } })
        .then(() => done(null, payload), done);
    });
  },
  { name: 'member-writes', dependencies: ['request-context'] },
);
