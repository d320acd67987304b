import { EventEmitter } from 'node:events';
import { type RealtimeEvent, realtimeEvent } from '@common/schemas/realtime';
import type * as IORedis from 'ioredis';
import { z } from 'zod';
import { lazyPackage } from '../../lib/lazy.ts';

/** ioredis, loaded only with REDIS_URL. */
const ioredis = lazyPackage<typeof IORedis>('ioredis');

export type { RealtimeEvent } from '@common/schemas/realtime';

/**
 * An event addressed to members (every tab of each), optionally to some sessions only. `event` is
 * one of the typed realtime events (`common/schemas/realtime.ts`), so publishing a wrong shape
 * fails type checking.
 */
export interface Envelope {
  userIds: number[];
  event: RealtimeEvent;
  /** For `session_ended`: the hashed session ids whose sockets close. */
  sessionIds?: string[];
}

/** An envelope as it arrives from Redis: checked before it reaches any socket. */
const envelopeSchema = z.object({
  userIds: z.array(z.number().int()),
  event: realtimeEvent,
  sessionIds: z.array(z.string()).optional(),
  /** Wall-clock epoch milliseconds at which the publishing process sent it (the bus lag metric). */
  publishedAt: z.number().finite().optional(),
});

/**
 * A subscriber of the bus: gets each envelope, and for one that crossed processes through Redis
 * the wall-clock epoch milliseconds at which its publisher sent it (`undefined` in process), from
 * which `watchBus` (bus-metrics.ts) measures the bus lag.
 */
export type BusHandler = (envelope: Envelope, publishedAt?: number) => void;

/**
 * The realtime bus (ARCHITECTURE "Realtime"): publish after commit; every server process
 * subscribed delivers to the sockets it holds. In-process by default, Redis pub/sub with REDIS_URL.
 * One `publish` carries every envelope of one change (e.g. a sent message: the sender's and the
 * recipient's), in one Redis transaction; handlers get them one by one, in order.
 */
export interface Bus {
  publish(...envelopes: Envelope[]): Promise<void>;
  subscribe(handler: BusHandler): void;
  /** Resolves when the bus can carry a message now (Redis answers PING); throws otherwise (`/readyz`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A bus inside one process. */
export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(...envelopes) {
      for (const envelope of envelopes) emitter.emit('event', envelope);
    },
    subscribe(handler) {
      emitter.on('event', handler);
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The envelope of one Redis message, checked against the contract, with its publisher's send time
 * when it carries one; null for a malformed one (it is dropped, so a bad publisher cannot break a
 * socket or the process).
 */
function envelopeOf(payload: string): { envelope: Envelope; publishedAt: number | undefined } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const result = envelopeSchema.safeParse(parsed);
  if (!result.success) return null;
  const { publishedAt, ...envelope } = result.data;
  return { envelope, publishedAt };
}

/** Options of `createRedisBus`. */
export interface RedisBusOptions {
  /**
   * Called with the error of a publish Redis could not take (Redis down or restarting); the
   * envelopes then reach this process's own subscribers only. Log and count it here.
   */
  onPublishError?: (error: unknown, envelopes: number) => void;
}

/**
 * A bus over Redis pub/sub on `channel`: a message published by any process reaches all.
 * Publishing never throws: it runs after a commit, so a Redis outage must not turn a stored
 * message or payment into an error answer. A publish Redis cannot take is delivered to this
 * process's subscribers (their sockets still hear it) and reported to `onPublishError`; other
 * processes' clients catch up when they refetch (their next reconnect or refresh).
 */
export function createRedisBus(
  url: string,
  channel = 'amora:realtime',
  options: RedisBusOptions = {},
): Bus & { channel: string } {
  const publisher = new (ioredis().Redis)(url, { maxRetriesPerRequest: 3 });
  // Connected lazily and subscribed only once ready: a SUBSCRIBE sent while connecting would put
  // the connection in subscriber mode before ioredis's ready check (INFO), which then fails.
  const subscriber = new (ioredis().Redis)(url, { maxRetriesPerRequest: null, lazyConnect: true });
  // Connection errors are retried by ioredis itself and shown by `/readyz` (ping); listening
  // keeps them from being printed as unhandled on every retry of an outage.
  for (const client of [publisher, subscriber]) client.on('error', () => {});
  const handlers: BusHandler[] = [];
  // The subscription: none until the first `subscribe`, then an attempt, then listening. Once
  // listening, ioredis subscribes again by itself after a reconnect. An attempt that fails (Redis
  // unreachable or gone before it answered) is made again when ioredis's own reconnect is ready,
  // so a process started during a Redis outage hears the others once Redis is back.
  let state: 'none' | 'trying' | 'failed' | 'listening' = 'none';
  let subscribed: Promise<void> | null = null;
  const listen = () => {
    state = 'trying';
    const attempt = (subscriber.status === 'wait' ? subscriber.connect() : Promise.resolve())
      .then(() => subscriber.subscribe(channel))
      .then(
        () => {
          state = 'listening';
        },
        (error: unknown) => {
          state = 'failed';
          throw error;
        },
      );
    // A failed attempt is reported by the publish that awaits it (or by `/readyz`); unawaited it is no rejection.
    attempt.catch(() => {});
    return attempt;
  };
  subscriber.on('ready', () => {
    if (state === 'failed') subscribed = listen();
  });
  subscriber.on('message', (_channel: string, payload: string) => {
    const received = envelopeOf(payload);
    if (received) for (const handler of handlers) handler(received.envelope, received.publishedAt);
  });
  return {
    channel,
    async publish(...envelopes) {
      if (envelopes.length === 0) return;
      try {
        if (state !== 'listening') await subscribed;
        // One round trip, delivered in order and all together (MULTI); one Redis message per
        // envelope, the format every process reads, stamped with the send time (the bus lag metric).
        const batch = publisher.multi();
        const publishedAt = Date.now();
        for (const envelope of envelopes)
          batch.publish(channel, JSON.stringify({ ...envelope, publishedAt }));
        await batch.exec();
      } catch (error) {
        options.onPublishError?.(error, envelopes.length);
        for (const envelope of envelopes) for (const handler of handlers) handler(envelope);
      }
    },
    subscribe(handler) {
      handlers.push(handler);
      subscribed ??= listen();
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * Tell `observer` of every envelope `bus` publishes in this process, before it is sent (`bus` is
 * changed in place and answered). What must take effect in the publishing process at once (a cache
 * forgetting a member, `account/user-cache.ts`) does so even where the bus's own delivery comes back
 * later, through Redis.
 */
export function observePublishes<B extends Bus>(bus: B, observer: (envelope: Envelope) => void): B {
  const publish = bus.publish.bind(bus);
  bus.publish = (...envelopes) => {
    for (const envelope of envelopes) observer(envelope);
    return publish(...envelopes);
  };
  return bus;
}
