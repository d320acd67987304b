import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** A realtime event for members (API.md "Realtime"): `{type, data}` sent as a JSON frame. */
export interface RealtimeEvent {
  type:
    | 'message'
    | 'message_read'
    | 'typing'
    | 'like'
    | 'match'
    | 'chats_changed'
    | 'credits_changed'
    | 'session_ended';
  data: Record<string, unknown>;
}

/** An event addressed to members (every tab of each), optionally to one session only. */
export interface Envelope {
  userIds: number[];
  event: RealtimeEvent;
  /** For `session_ended`: the hashed session ids whose sockets close. */
  sessionIds?: string[];
}

/**
 * The realtime bus (ARCHITECTURE "Realtime"): publish after commit; every server process
 * subscribed delivers to the sockets it holds. In-process by default, Redis pub/sub with REDIS_URL.
 */
export interface Bus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): void;
  close(): Promise<void>;
}

/** A bus inside one process. */
export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(envelope) {
      emitter.emit('event', envelope);
    },
    subscribe(handler) {
      emitter.on('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A bus over Redis pub/sub on `channel`: a message published by any process reaches all. */
export function createRedisBus(url: string, channel = 'amora:realtime'): Bus & { channel: string } {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  // Connected lazily and subscribed only once ready: a SUBSCRIBE sent while connecting would put
  // the connection in subscriber mode before ioredis's ready check (INFO), which then fails.
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  const handlers: Array<(envelope: Envelope) => void> = [];
  let subscribed: Promise<unknown> | null = null;
  subscriber.on('message', (_channel: string, payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const handler of handlers) handler(envelope);
  });
  return {
    channel,
    async publish(envelope) {
      await subscribed;
      await publisher.publish(channel, JSON.stringify(envelope));
    },
    subscribe(handler) {
      handlers.push(handler);
      subscribed ??= subscriber.connect().then(() => subscriber.subscribe(channel));
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
