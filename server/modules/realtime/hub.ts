import type { WebSocket } from 'ws';
import type { Bus, Envelope } from './bus.ts';

/** The sockets this process holds, by member, and delivery of bus events to them. */
export interface Hub {
  add(userId: number, sessionId: string, socket: WebSocket): void;
  /** Number of open sockets in this process (benchmarks, health). */
  size(): number;
}

/** Build the hub and subscribe it to the bus. */
export function createHub(bus: Bus): Hub {
  const sockets = new Map<number, Set<{ socket: WebSocket; sessionId: string }>>();
  let total = 0;
  bus.subscribe((envelope: Envelope) => {
    const frame = JSON.stringify(envelope.event);
    for (const userId of envelope.userIds) {
      for (const entry of sockets.get(userId) ?? []) {
        if (envelope.event.type === 'session_ended') {
          if (envelope.sessionIds?.includes(entry.sessionId)) entry.socket.close(4001, 'session ended');
          continue;
        }
        if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(frame);
      }
    }
  });
  return {
    add(userId, sessionId, socket) {
      const entry = { socket, sessionId };
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(entry);
      total += 1;
      socket.on('close', () => {
        set.delete(entry);
        total -= 1;
        if (set.size === 0) sockets.delete(userId);
      });
    },
    size: () => total,
  };
}
