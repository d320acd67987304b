import type { WebSocket } from 'ws';
import type { Metrics } from '../../lib/metrics.ts';
import type { Bus, Envelope } from './bus.ts';

/** Close code a socket gets when its server stops: "service restart", reconnect (elsewhere). */
export const CLOSE_SERVICE_RESTART = 1012;

/** The sockets this process holds, by member, delivery of bus events to them, and their heartbeat. */
export interface Hub {
  add(userId: number, sessionId: string, socket: WebSocket): void;
  /** Number of open sockets in this process (benchmarks, health). */
  size(): number;
  /** Whether member `userId` has a socket open in this process (no query). */
  has(userId: number): boolean;
  /**
   * One heartbeat round (every `heartbeatSeconds`, or called by tests): each socket that has not
   * answered the previous round's ping with a pong is terminated (its peer is gone, or a proxy cut
   * it silently); every other socket gets a new ping. Browsers answer pings by themselves. A
   * socket therefore dies between one and two rounds after its last sign of life.
   */
  sweep(): void;
  /** Close every socket with `code` and `reason` (`CLOSE_SERVICE_RESTART` when the process stops). */
  closeAll(code: number, reason: string): void;
  /**
   * Close `count` open sockets (the longest held first) with `code` and `reason`, each after a
   * delay drawn from `[0, spreadMs)` so their reconnects spread out (rebalance.ts). Answers how
   * many were chosen (fewer when fewer are open).
   */
  shed(count: number, code: number, reason: string, spreadMs: number): number;
  /** Stop the heartbeat timer (the app's onClose). */
  close(): void;
}

interface Entry {
  socket: WebSocket;
  sessionId: string;
  /** A pong (or any frame) arrived since the last ping. */
  alive: boolean;
}

/**
 * Build the hub and subscribe it to the bus. With `heartbeatSeconds` (the server's WS_HEARTBEAT_S)
 * it runs `sweep` on a timer that does not keep the process alive; without, only when called.
 * `metrics` counts the frames written to sockets.
 */
export function createHub(
  bus: Bus,
  options: { heartbeatSeconds?: number; metrics?: Pick<Metrics, 'delivered'> } = {},
): Hub {
  const sockets = new Map<number, Set<Entry>>();
  const all = new Set<Entry>();
  bus.subscribe((envelope: Envelope) => {
    // Server-only: it tells the processes to forget a cached answer, no browser receives it.
    if (envelope.event.type === 'member_changed') return;
    const frame = JSON.stringify(envelope.event);
    for (const userId of envelope.userIds) {
      for (const entry of sockets.get(userId) ?? []) {
        if (envelope.event.type === 'session_ended') {
          if (envelope.sessionIds?.includes(entry.sessionId)) entry.socket.close(4001, 'session ended');
          continue;
        }
        if (entry.socket.readyState !== entry.socket.OPEN) continue;
        entry.socket.send(frame);
        options.metrics?.delivered();
      }
    }
  });
  const sweep = () => {
    for (const entry of all) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      if (entry.socket.readyState === entry.socket.OPEN) entry.socket.ping();
    }
  };
  const timer = options.heartbeatSeconds ? setInterval(sweep, options.heartbeatSeconds * 1000) : null;
  timer?.unref();
  return {
    add(userId, sessionId, socket) {
      const entry: Entry = { socket, sessionId, alive: true };
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(entry);
      all.add(entry);
      const heard = () => {
        entry.alive = true;
      };
      socket.on('pong', heard);
      socket.on('message', heard);
      socket.on('close', () => {
        set.delete(entry);
        all.delete(entry);
        if (set.size === 0) sockets.delete(userId);
      });
    },
    size: () => all.size,
    has: (userId) => sockets.has(userId),
    sweep,
    closeAll(code, reason) {
      for (const entry of all) entry.socket.close(code, reason);
    },
    shed(count, code, reason, spreadMs) {
      let chosen = 0;
      for (const entry of all) {
        if (chosen >= count) break;
        if (entry.socket.readyState !== entry.socket.OPEN) continue;
        chosen += 1;
        const close = () => {
          if (entry.socket.readyState === entry.socket.OPEN) entry.socket.close(code, reason);
        };
        if (spreadMs <= 0) close();
        else setTimeout(close, Math.random() * spreadMs).unref();
      }
      return chosen;
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
