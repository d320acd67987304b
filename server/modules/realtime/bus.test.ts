import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/config.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { freePort } from '../../test/server-process.ts';
import { recheck, until } from '../../test/sockets.ts';
import { type Bus, createInProcessBus, createRedisBus, type Envelope } from './bus.ts';

const redisUrl = process.env.REDIS_URL;

const read: Envelope = { userIds: [1], event: { type: 'message_read', data: { conversation_id: 9 } } };
const credits: Envelope = { userIds: [2], event: { type: 'credits_changed', data: { credits: 45 } } };

/** Collect what a bus delivers to one subscriber. */
function collect(bus: Bus): Envelope[] {
  const got: Envelope[] = [];
  bus.subscribe((envelope) => {
    got.push(envelope);
    recheck();
  });
  return got;
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
      // A publish Redis refused would reach only its own process: fail with its error, not a timeout.
      const errors: unknown[] = [];
      const options = { onPublishError: (error: unknown) => errors.push(error) };
      const [a, b] = [
        createRedisBus(redisUrl ?? '', channel, options),
        createRedisBus(redisUrl ?? '', channel, options),
      ];
      const [gotA, gotB] = [collect(a), collect(b)];
      const raw = new Redis(redisUrl ?? '');
      try {
        // Redis keeps no messages: a bus's first publish waits until its own subscription is
        // confirmed, so once both have published a probe, both hear everything published after.
        const probe: Envelope = { userIds: [3], event: { type: 'like', data: { profile_id: 3 } } };
        await Promise.all([a.publish(probe), b.publish(probe)]);
        const heard = (got: Envelope[]) => {
          if (errors.length > 0) throw errors[0];
          return got.filter((e) => e.event.type !== 'like');
        };
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

  it.runIf(redisUrl)(
    "over Redis: a site's processes hear each other on REDIS_PREFIX's channel, another site on the same Redis does not",
    async () => {
      const ours = `test-site-${randomUUID()}:`;
      // Apps as `npm start` builds them: the bus from REDIS_URL and REDIS_PREFIX.
      const apps = await Promise.all(
        [ours, ours, `test-site-${randomUUID()}:`].map(async (redisPrefix) => {
          const database = await openTestDatabase();
          const app = await buildApp({ config: testConfig({ redisPrefix }), database, logger: false });
          const close = async () => {
            await app.close();
            await database.close();
          };
          return { app, close };
        }),
      );
      try {
        const [first, second, other] = apps.map((t) => t.app.deps.bus) as [Bus, Bus, Bus];
        expect((first as { channel?: string }).channel).toBe(`${ours}realtime`);
        const [heardBySecond, heardByOther] = [collect(second), collect(other)];
        const probe: Envelope = { userIds: [3], event: { type: 'like', data: { profile_id: 3 } } };
        await Promise.all([first.publish(probe), second.publish(probe), other.publish(probe)]);
        await first.publish(read);
        await until(() => heardBySecond.some((e) => e.event.type === 'message_read'));
        // Redis delivers in the order it took the publishes: the other site hears its own
        // publish after anything of the first's it could have heard.
        await other.publish(credits);
        await until(() => heardByOther.some((e) => e.event.type === 'credits_changed'));
        expect(heardByOther).toEqual([probe, credits]);
        expect(heardBySecond.filter((e) => e.event.type !== 'like')).toEqual([read]);
      } finally {
        await Promise.all(apps.map((t) => t.close()));
      }
    },
  );

  it.runIf(redisUrl)(
    'over Redis: a process started while Redis is down hears the others once it is back',
    async () => {
      const port = await freePort();
      const channel = `test-bus-${randomUUID()}`;
      const errors: number[] = [];
      const bus = createRedisBus(`redis://127.0.0.1:${port}`, channel, {
        onPublishError: (_error, count) => errors.push(count),
      });
      let redis: ReturnType<typeof spawn> | undefined;
      const raw = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true });
      try {
        const got = collect(bus);
        // Nothing listens on the port: the publish reaches this process only, and is reported.
        await bus.publish(read);
        expect([errors, got]).toEqual([[1], [read]]);
        redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
        let output = '';
        redis.stdout?.on('data', (chunk) => {
          output += String(chunk);
          recheck();
        });
        await until(() => output.includes('Ready to accept connections'));
        await raw.connect();
        // ioredis reconnects on its own schedule (at most 2 s apart); the bus subscribes when it does.
        while (((await raw.pubsub('NUMSUB', channel)) as [string, number])[1] < 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
        await raw.publish(channel, JSON.stringify(credits));
        await until(() => got.length === 2);
        await bus.publish(read);
        await until(() => got.length === 3);
        expect([errors, got]).toEqual([[1], [read, credits, read]]);
      } finally {
        raw.disconnect();
        redis?.kill('SIGKILL');
        await bus.close();
      }
    },
  );

  it.runIf(redisUrl)(
    'over Redis: a publish Redis cannot take resolves, reaches this process and is reported',
    async () => {
      // A Redis of the test's own (never the shared one), killed while the bus is subscribed.
      const port = await freePort();
      const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
      let output = '';
      redis.stdout.on('data', (chunk) => {
        output += String(chunk);
        recheck();
      });
      await until(() => output.includes('Ready to accept connections'));
      const errors: number[] = [];
      const bus = createRedisBus(`redis://127.0.0.1:${port}`, `test-bus-${randomUUID()}`, {
        onPublishError: (_error, count) => errors.push(count),
      });
      try {
        const got = collect(bus);
        const probe: Envelope = { userIds: [3], event: { type: 'like', data: { profile_id: 3 } } };
        await bus.publish(probe);
        await until(() => got.length === 1);
        expect(errors).toEqual([]);
        redis.kill('SIGKILL');
        await once(redis, 'exit');
        await expect(bus.publish(read, credits)).resolves.toBeUndefined();
        expect(errors).toEqual([2]);
        expect(got).toEqual([probe, read, credits]);
      } finally {
        redis.kill('SIGKILL');
        await bus.close();
      }
    },
  );
});
