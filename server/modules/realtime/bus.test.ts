import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { type Bus, createInProcessBus, createRedisBus, type Envelope } from './bus.ts';

const redisUrl = process.env.REDIS_URL;

const read: Envelope = { userIds: [1], event: { type: 'message_read', data: { conversation_id: 9 } } };
const credits: Envelope = { userIds: [2], event: { type: 'credits_changed', data: { credits: 45 } } };

/** Collect what a bus delivers to one subscriber. */
function collect(bus: Bus): Envelope[] {
  const got: Envelope[] = [];
  bus.subscribe((envelope) => got.push(envelope));
  return got;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the realtime bus', () => {
  it('delivers the envelopes of one publish in order (in process)', async () => {
    const bus = createInProcessBus();
    const got = collect(bus);
    await bus.publish(read, credits);
    expect(got).toEqual([read, credits]);
    await bus.close();
  });

  it.runIf(redisUrl)(
    'over Redis: delivers one publish in order to every process and drops malformed messages',
    async () => {
      const channel = `test-bus-${randomUUID()}`;
      const [a, b] = [createRedisBus(redisUrl ?? '', channel), createRedisBus(redisUrl ?? '', channel)];
      const [gotA, gotB] = [collect(a), collect(b)];
      const raw = new Redis(redisUrl ?? '');
      try {
        // Both processes are subscribed once each has heard a probe (Redis keeps no messages).
        const probe: Envelope = { userIds: [3], event: { type: 'like', data: { profile_id: 3 } } };
        for (let i = 0; i < 100 && !(gotA.length > 0 && gotB.length > 0); i++) {
          await Promise.all([a.publish(probe), b.publish(probe)]);
          await new Promise((r) => setTimeout(r, 20));
        }
        const heard = (got: Envelope[]) => got.filter((e) => e.event.type !== 'like');
        await a.publish(read);
        await until(() => heard(gotA).length === 1 && heard(gotB).length === 1);
        for (const payload of ['not json', '[]', '{"userIds":[1],"event":{"type":"nope","data":{}}}'])
          await raw.publish(channel, payload);
        await a.publish(credits, read);
        await until(() => heard(gotA).length === 3 && heard(gotB).length === 3);
        expect(heard(gotA)).toEqual([read, credits, read]);
        expect(heard(gotB)).toEqual([read, credits, read]);
        // Each carries its publisher's send time (the bus lag metric).
        const stamps: number[] = [];
        b.subscribe((_envelope, publishedAt) => stamps.push(publishedAt ?? Number.NaN));
        const before = Date.now();
        await a.publish(read);
        await until(() => stamps.length === 1);
        expect(stamps[0]).toBeGreaterThanOrEqual(before);
        expect(stamps[0]).toBeLessThanOrEqual(Date.now());
      } finally {
        raw.disconnect();
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
