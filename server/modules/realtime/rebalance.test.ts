/**
 * Running as a cluster (docs/scaling.md "Rebalancing sockets"): after a restart the sockets even
 * out over the processes. Two apps on one database, bus and board of socket counts (Redis with
 * REDIS_URL, else the in-process board): the process holding every socket closes some with 1012
 * "rebalance" towards the empty one, at most its share per round; inside the band nothing moves,
 * and a draining process withdraws its count.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildMember, buildTwoProcesses, login, type TestApp } from '../../test/helpers.ts';
import { connect, realtimeUrl, type TestSocket } from '../../test/sockets.ts';
import { CLOSE_SERVICE_RESTART } from './hub.ts';
import { REBALANCE_DEFAULTS, socketsToShed } from './rebalance.ts';

describe('socketsToShed', () => {
  it('sheds down to the mean, at most 5% a round, never inside the band, never alone', () => {
    expect(socketsToShed(1000, [1000])).toBe(0);
    // One process holds 1,000, the restarted one none: 50 a round (5%), down to the mean at last.
    expect(socketsToShed(1000, [1000, 0])).toBe(50);
    expect(socketsToShed(600, [600, 400])).toBe(30);
    expect(socketsToShed(520, [520, 480])).toBe(0); // within 10% of the mean
    expect(socketsToShed(3000, [3000, 3000, 0])).toBe(150);
    // Too few above the mean to be worth a reconnect.
    expect(socketsToShed(30, [30, 0])).toBe(0);
    expect(socketsToShed(40, [40, 0])).toBe(2);
    expect(socketsToShed(40, [40, 0], { ...REBALANCE_DEFAULTS, maxShare: 1 })).toBe(20);
    expect(socketsToShed(0, [0, 0])).toBe(0);
  });
});

describe('two processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let cookie = '';
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    // Rounds are run by the test; the timer's hour never comes.
    ({ t, second } = await buildTwoProcesses({ rebalanceSeconds: 3600 }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    cookie = await login(t, (await buildMember(t)).email);
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.terminate();
    await second.close();
    await t.close();
  });

  it('moves sockets from the full process to the empty one, 2 of 40 a round, with 1012 "rebalance"', async () => {
    const url = realtimeUrl(t.app);
    for (let i = 0; i < 40; i += 1) sockets.push(connect(url, cookie));
    await Promise.all(sockets.map((s) => s.opened));
    const reasons: string[] = [];
    for (const s of sockets) s.socket.on('close', (_code, reason) => reasons.push(String(reason)));
    const first = t.app.deps.rebalancer;
    const other = second.deps.rebalancer;
    if (!first || !other) throw new Error('no rebalancer');
    // The empty process reports first; the full one then sees [40, 0] and sheds 2 (5%).
    expect(await other.round()).toBe(0);
    expect(await first.round()).toBe(2);
    // The two closes are spread over up to 5 s.
    const codes: number[] = [];
    await new Promise<void>((resolve) => {
      for (const s of sockets)
        void s.closed.then((code) => {
          codes.push(code);
          if (codes.length === 2) resolve();
        });
    });
    expect(codes).toEqual([CLOSE_SERVICE_RESTART, CLOSE_SERVICE_RESTART]);
    expect(reasons).toEqual(['rebalance', 'rebalance']);
    expect(sockets.filter((s) => s.socket.readyState === WebSocket.OPEN)).toHaveLength(38);
    // The server side forgets them once their close handshakes end.
    await vi.waitFor(() => expect(t.app.deps.hub.size()).toBe(38));
    // The two reconnect to the emptier process (what HAProxy's leastconn does).
    const moved = [connect(realtimeUrl(second), cookie), connect(realtimeUrl(second), cookie)];
    sockets.push(...moved);
    await Promise.all(moved.map((s) => s.opened));
    expect(second.deps.hub.size()).toBe(2);
  });

  it('moves nothing when the processes are within 10% of each other, or the other drains', async () => {
    const first = t.app.deps.rebalancer;
    const other = second.deps.rebalancer;
    if (!first || !other) throw new Error('no rebalancer');
    // Even the counts out: 21 and 21.
    const url = realtimeUrl(second);
    const open = sockets.filter((s) => s.socket.readyState === WebSocket.OPEN);
    const onFirst = open.slice(0, 38 - 21);
    for (const s of onFirst) s.socket.close();
    await Promise.all(onFirst.map((s) => s.closed));
    const more = Array.from({ length: 19 }, () => connect(url, cookie));
    sockets.push(...more);
    await Promise.all(more.map((s) => s.opened));
    await vi.waitFor(() => expect([t.app.deps.hub.size(), second.deps.hub.size()]).toEqual([21, 21]));
    expect(await other.round()).toBe(0);
    expect(await first.round()).toBe(0);
    // The second drains: it withdraws its count, so the first, alone on the board, keeps its sockets.
    await other.stop();
    expect(await other.round()).toBe(0);
    expect(await first.round()).toBe(0);
    expect(t.app.deps.hub.size()).toBe(21);
  });
});
