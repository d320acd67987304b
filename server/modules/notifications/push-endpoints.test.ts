/**
 * Push endpoints aimed at internal addresses (kept from an outside review): a member's browser,
 * or a script, may post any endpoint with its subscription. The server never opens a connection
 * to loopback, private, link-local (cloud metadata) or plain-http endpoints: such subscriptions
 * are removed at the first send, without a request.
 */

import { Agent, type RequestOptions } from 'node:https';
import { type AddressInfo, createServer, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { subscriptionsOf } from '../auth/push-subscriptions.ts';
import { createWebPushSender, pushFor } from './push.ts';
import { loadVapidKeys } from './vapid.ts';

/** An https agent that records every connection the sender asks for and opens none. */
class RecordingAgent extends Agent {
  readonly attempts: string[] = [];
  override createConnection(options: RequestOptions): Duplex | null | undefined {
    this.attempts.push(`${options.host ?? options.hostname}:${options.port}`);
    throw new Error('no connection in this test');
  }
}

/** A TCP listener on `host` counting the connections it gets (any protocol). */
async function listener(host: string): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, connections: () => connections };
}

/** A browser's subscription keys (P-256 public key and auth secret), valid for encryption. */
const BROWSER_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

let t: TestApp;
let v4: Awaited<ReturnType<typeof listener>>;
let v6: Awaited<ReturnType<typeof listener>>;
beforeAll(async () => {
  [t, v4, v6] = await Promise.all([buildTestApp(), listener('127.0.0.1'), listener('::1')]);
});
afterAll(async () => {
  await Promise.all([t?.close(), ...[v4, v6].map((l) => new Promise((r) => l?.server.close(r)))]);
});

describe('push endpoints at internal addresses', () => {
  it('are removed at the first send without a connection to them', async () => {
    const endpoints = [
      `https://127.0.0.1:${v4.port}/push/a`,
      `http://127.0.0.1:${v4.port}/push/b`,
      `https://localhost:${v4.port}/push/c`,
      `https://[::1]:${v6.port}/push/d`,
      'https://10.0.0.5/push/e',
      'https://192.168.1.1/push/f',
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://fcm.googleapis.com@169.254.169.254/latest/meta-data/',
      'http://fcm.googleapis.com/fcm/send/plain-http',
    ];
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    for (const endpoint of endpoints) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { cookie },
        payload: { subscription: { endpoint, expirationTime: null, keys: BROWSER_KEYS } },
      });
      expect(saved.json(), endpoint).toEqual({ ok: true });
    }
    expect((await subscriptionsOf(t.database.db, member.id)).map((s) => s.endpoint).sort()).toEqual(
      [...endpoints].sort(),
    );

    const agent = new RecordingAgent();
    const vapid = { ...(await loadVapidKeys({ dataDir: null })), subject: 'mailto:support@amora.test' };
    // As wired in the app: the default rule of which endpoints may be posted to.
    const sender = createWebPushSender({ db: t.database.db, vapid, agent });
    expect(await sender.send(member.id, pushFor('like', 'nl', { name: 'Daan' }))).toEqual({
      sent: 0,
      removed: endpoints.length,
    });
    expect(agent.attempts).toEqual([]);
    expect(v4.connections()).toBe(0);
    expect(v6.connections()).toBe(0);
    expect(await subscriptionsOf(t.database.db, member.id)).toEqual([]);

    // The control: a sender told to allow every endpoint does try to connect, and the agent sees it.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: {
        subscription: {
          endpoint: endpoints[0],
          expirationTime: null,
          keys: BROWSER_KEYS,
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const open = createWebPushSender({ db: t.database.db, vapid, agent, allowEndpoint: () => true });
    await expect(open.send(member.id, pushFor('like', 'nl', { name: 'Daan' }))).rejects.toThrow();
    expect(agent.attempts).toEqual([`127.0.0.1:${v4.port}`]);
  });
});
