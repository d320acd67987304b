/**
 * A process of the cluster benchmark (`run.ts`) that holds a share of the members' WebSockets
 * through the load balancer and reconnects them as a browser tab does: on close code 1012
 * ("service restart") at once with up to 250 ms of jitter, on any other loss with a backoff of
 * 100 ms doubling to 2 s, plus jitter. Driven over IPC:
 * - `{connect: {url, cookies}}` → `{connected: n}` once every socket is open;
 * - `{report: true}` → `{report: ClientReport}` once every lost socket is back or has been lost
 *   for `RECONNECT_GOAL_MS`, then it closes its sockets and exits.
 */
import WebSocket from 'ws';

/** One `message` frame received: the message's number, the sender's stamp and the receipt time (epoch ms). */
export type Delivery = [k: number, sentAt: number, receivedAt: number];

/** One socket lost and opened again: when it closed (epoch ms), its close code, how long until open again (ms). */
export type Reconnect = [closedAt: number, code: number, ms: number];

/** What a client process saw. */
export interface ClientReport {
  deliveries: Delivery[];
  reconnects: Reconnect[];
  /**
   * Sockets not open when the report was asked for and not open again within `RECONNECT_GOAL_MS`
   * of their close (a rebalance may close some with 1012 just before the report: those get the
   * goal's time to come back, as any other reconnect).
   */
  down: number;
  /** Connection attempts that failed (refused, 5xx on the upgrade), each retried. */
  failedAttempts: number;
}

type Command = { connect: { url: string; cookies: string[] } } | { report: true };

const deliveries: Delivery[] = [];
const reconnects: Reconnect[] = [];
let failedAttempts = 0;
let stopping = false;
const open = new Set<number>();
const sockets: WebSocket[] = [];
/** Sockets closed and not open again: index → when they closed (epoch ms). */
const closedSince = new Map<number, number>();
/** The benchmark's goal: every socket back within this long of a loss (ms). */
const RECONNECT_GOAL_MS = 10_000;

/** Resolves once every closed socket is open again or has been closed for `RECONNECT_GOAL_MS`. */
async function settle(): Promise<void> {
  while ([...closedSince.values()].some((at) => Date.now() - at < RECONNECT_GOAL_MS))
    await new Promise((resolve) => setTimeout(resolve, 100));
}

function onFrame(raw: WebSocket.RawData) {
  const event = JSON.parse(String(raw)) as {
    type: string;
    data: { body?: string; from_me?: boolean };
  };
  if (event.type !== 'message' || event.data.from_me) return;
  // Bodies are `c-<k>-<sent epoch ms>` (the receiver does not see the sender's client id).
  const [, k, sentAt] = event.data.body?.split('-') ?? [];
  deliveries.push([Number(k), Number(sentAt), Date.now()]);
}

/** Open socket `index` for `cookie`; resolves once open the first time, keeps it open until `stopping`. */
function keep(url: string, cookie: string, index: number): Promise<void> {
  return new Promise((resolveFirst) => {
    let attempt = 0;
    let closedAt = 0;
    let closeCode = 0;
    const dial = () => {
      const ws = new WebSocket(url, { headers: { cookie } });
      sockets[index] = ws;
      ws.on('message', onFrame);
      ws.once('open', () => {
        attempt = 0;
        open.add(index);
        closedSince.delete(index);
        if (closedAt > 0) reconnects.push([closedAt, closeCode, Date.now() - closedAt]);
        closedAt = 0;
        resolveFirst();
      });
      ws.once('error', () => {
        // A 'close' follows.
      });
      ws.once('close', (code) => {
        const wasOpen = open.delete(index);
        if (stopping) return;
        if (wasOpen) {
          closedAt = Date.now();
          closeCode = code;
          closedSince.set(index, closedAt);
        } else {
          failedAttempts += 1;
        }
        const delay =
          wasOpen && code === 1012
            ? Math.random() * 250
            : Math.min(2000, 100 * 2 ** attempt) + Math.random() * 250;
        attempt += 1;
        setTimeout(dial, delay);
      });
    };
    dial();
  });
}

process.on('message', async (command: Command) => {
  if ('connect' in command) {
    const { url, cookies } = command.connect;
    for (let i = 0; i < cookies.length; i += 250) {
      await Promise.all(cookies.slice(i, i + 250).map((cookie, j) => keep(url, cookie, i + j)));
    }
    process.send?.({ connected: open.size });
  } else {
    await settle();
    const report: ClientReport = {
      deliveries,
      reconnects,
      down: closedSince.size,
      failedAttempts,
    };
    stopping = true;
    process.send?.({ report }, () => {
      for (const s of sockets) s.terminate();
      process.exit(0);
    });
  }
});
