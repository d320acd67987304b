/**
 * Realtime test clients without clocks (API.md `GET /api/realtime`): a socket that collects the
 * frames it hears, waits that are checked again when something arrives (never on a timer), and
 * the ping/pong barrier that proves the server handled what a socket sent before. A wait that
 * never comes true ends with the test's own timeout.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A frame as the server sends it (`common/schemas/realtime.ts` `serverFrame`), parsed loosely. */
export interface Frame {
  type: string;
  data: Record<string, unknown>;
}

/** The `ws://` address of the realtime endpoint of `app`, which listens on 127.0.0.1. */
export function realtimeUrl(app: FastifyInstance): string {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime`;
}

/** The checks of the pending `until` calls of this test file. */
const pending = new Set<() => void>();

/**
 * Check every pending `until` again: called after each frame a socket of `connect` hears; call
 * it too where something else a wait looks at changes (a bus subscriber of the test, say).
 */
export function recheck(): void {
  for (const check of [...pending]) check();
}

/**
 * Resolves with the first value of `check()` that is neither undefined nor false, tried now and
 * after each `recheck` (each frame heard). No polling and no deadline of its own.
 */
export function until<T>(check: () => T | undefined | false): Promise<T> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      try {
        const value = check();
        if (value === undefined || value === false) return;
        pending.delete(attempt);
        resolve(value);
      } catch (error) {
        pending.delete(attempt);
        reject(error);
      }
    };
    pending.add(attempt);
    attempt();
  });
}

/** An open(ing) socket of `connect`: every frame it heard in order, and its opening and closing. */
export interface TestSocket {
  socket: WebSocket;
  frames: Frame[];
  /** Resolves when open; rejects with `status <code>` when the upgrade is refused. */
  opened: Promise<void>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/**
 * Open a socket to `url` with the session `cookie` (and an `Origin` header when given) and collect
 * its frames; `autoPong: false` makes a peer that no longer answers the transport's pings.
 */
export function connect(
  url: string,
  cookie: string,
  options: { origin?: string; autoPong?: boolean } = {},
): TestSocket {
  const frames: Frame[] = [];
  const socket = new WebSocket(url, {
    headers: { cookie, ...(options.origin ? { origin: options.origin } : {}) },
    autoPong: options.autoPong ?? true,
  });
  socket.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)));
    recheck();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return { socket, frames, opened, closed };
}

/**
 * Resolves once the server has read every frame `socket` sent before: an application ping, which
 * the server reads in order after them (and after the transport's automatic pong to its
 * heartbeat) and answers at once with a pong frame. A typing frame read may still wait in the
 * socket's queue (routes.ts); the typing tests' witness waits for those.
 */
export function roundTrip(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (raw: WebSocket.RawData) => {
      if (JSON.parse(String(raw)).type !== 'pong') return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'ping', data: {} }));
  });
}
