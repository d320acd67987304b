/**
 * Running as a cluster (docs/operations.md): the server's WebSocket heartbeat closes sockets whose
 * peer stopped answering and keeps the others; a stopping process closes every socket with 1012
 * "service restart" and `/readyz` turns away traffic while it drains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { connect, realtimeUrl, roundTrip } from '../../test/sockets.ts';
import { CLOSE_SERVICE_RESTART } from './hub.ts';

let t: TestApp;
let url = '';
let cookie = '';

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = realtimeUrl(t.app);
  const m = await buildMember(t);
  cookie = await login(t, m.email);
});
afterAll(() => t.close());

/** An open socket of the member; `autoPong: false` is a peer that has gone silent. */
async function open(options: { autoPong?: boolean } = {}) {
  const s = connect(url, cookie, options);
  await s.opened;
  return s;
}

describe('the heartbeat', () => {
  it('closes a socket that misses a ping and keeps one that answers', async () => {
    const live = await open();
    const silent = await open({ autoPong: false });
    const pinged = new Promise<void>((resolve) => live.socket.once('ping', () => resolve()));
    const size = t.app.deps.hub.size();
    t.app.deps.hub.sweep();
    await pinged;
    await roundTrip(live.socket);
    // The silent peer has not answered by the next round: it is cut off, the live one is pinged again.
    t.app.deps.hub.sweep();
    expect(await silent.closed).toBe(1006);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    await roundTrip(live.socket);
    t.app.deps.hub.sweep();
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    expect(t.app.deps.hub.size()).toBe(size - 1);
    live.socket.close();
    await live.closed;
  });
});

describe('readiness', () => {
  it('answers /healthz and /readyz with the database, the bus and the job queue', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      ready: true,
      draining: false,
      checks: { database: 'ok', bus: 'ok', jobs: 'ok' },
    });
  });
});

describe('a stopping process', () => {
  it('answers /readyz 503 while draining and closes every socket with 1012', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await buildMember(other);
    const memberCookie = await login(other, m.email);
    const address = realtimeUrl(other.app);
    const { opened, closed } = connect(address, memberCookie);
    await opened;
    other.app.deps.readiness.draining = true;
    const draining = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ ready: false, draining: true });
    await other.close();
    expect(await closed).toBe(CLOSE_SERVICE_RESTART);
  });
});
