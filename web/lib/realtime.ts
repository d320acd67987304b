import { REFRESH_FIRST_MS } from '@common/constants';
import type { ClientFrame, ServerFrame, ServerFrameType } from '@common/schemas/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import { useEffect } from 'react';
import { isServerFrame } from './frameCheck';
import { useUser } from './queries';
import { useRefreshInterval } from './usePush';

/** The frame of type `T` (e.g. `FrameOf<'message'>` is `{type: 'message', data: ApiMessage}`). */
export type FrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;

/**
 * What a feature does when a frame of type `T` arrives: write what the frame carries into the
 * TanStack Query cache (`setQueryData`), or invalidate the queries a frame without data changed.
 * Runs for every frame, whichever page is open; must not throw.
 */
export type FrameHandler<T extends ServerFrameType> = (frame: FrameOf<T>, queryClient: QueryClient) => void;

/**
 * One handler per frame type the browser receives: `Record<ServerFrame['type'], Handler>` with
 * each handler typed for its frame. The app composes the features' handlers into one
 * (`web/app/realtime.ts`, `satisfies FrameHandlers`), so a new frame type in
 * `common/schemas/realtime.ts` fails type checking until some feature handles it.
 */
export type FrameHandlers = { [T in ServerFrameType]: FrameHandler<T> };

/** The frames as a map from type to frame: the form `dispatchFrame` indexes handlers with. */
type FrameMap = { [T in ServerFrameType]: FrameOf<T> };
/** Frame of type `T`, written so that `handlers[frame.type]` takes `frame` (TypeScript #47109). */
type CorrelatedFrame<T extends ServerFrameType> = { [K in T]: FrameMap[K] }[T];

/**
 * Give `frame` to the handler of its type. `frame` is any parsed frame (`ServerFrame`); the
 * correlated form lets the handler's parameter type follow the frame's type without a cast.
 */
function dispatchFrame<T extends ServerFrameType>(
  frame: CorrelatedFrame<T>,
  handlers: { [K in T]: (frame: FrameMap[K], queryClient: QueryClient) => void },
  queryClient: QueryClient,
): void {
  const type: T = frame.type;
  handlers[type](frame, queryClient);
}

type Listener = (event: ServerFrame) => void;
const listeners = new Set<Listener>();
let socket: ReconnectingWebSocket | null = null;

/** Listen to realtime frames (typing, messages, ...) while mounted; answers the unsubscribe. */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Send a frame on the realtime socket when it is open (`typing`, `ping`); dropped otherwise. */
export function sendRealtime(frame: ClientFrame): void {
  if (socket?.readyState === 1) socket.send(JSON.stringify(frame));
}

/**
 * A frame from the server (the text of a WebSocket message), checked against the contract
 * (`common/schemas/realtime.ts`) by `isServerFrame` (no zod on the first screen), or null for
 * anything else (not JSON, unknown type, wrong shape).
 */
export function parseFrame(raw: unknown): ServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return null;
  }
  return isServerFrame(json) ? json : null;
}

/** A socket with no frame for this long gets an application `ping` (milliseconds). */
export const SILENCE_PING_MS = 30_000;
/** A `ping` unanswered for this long means the socket is dead: it is reconnected (milliseconds). */
export const SILENCE_ANSWER_MS = 10_000;
/** How often the silence watch looks (milliseconds). */
const SILENCE_TICK_MS = 5_000;

/**
 * The client's half of the heartbeat (the server pings with the transport's ping, which browsers
 * answer without telling the page): a socket that carried no frame for `SILENCE_PING_MS` is sent
 * an application `ping` (`send`); if nothing arrives within `SILENCE_ANSWER_MS` after it, the
 * connection is taken as dead (a proxy or network that dropped it silently) and `reconnect` runs.
 * Call `heard()` on every frame and `tick()` on a timer; `now` answers milliseconds.
 */
export function silenceWatch(
  send: () => void,
  reconnect: () => void,
  now: () => number,
): { heard: () => void; tick: () => void } {
  let lastHeard = now();
  let pingedAt: number | null = null;
  return {
    heard() {
      lastHeard = now();
      pingedAt = null;
    },
    tick() {
      const at = now();
      if (pingedAt !== null) {
        if (at - pingedAt < SILENCE_ANSWER_MS) return;
        pingedAt = null;
        lastHeard = at;
        reconnect();
        return;
      }
      if (at - lastHeard < SILENCE_PING_MS) return;
      pingedAt = at;
      send();
    },
  };
}

/** What the member's pages give `useRealtime`: the handlers of every frame type, and the full refresh. */
export interface RealtimeOptions {
  /** One handler per frame type (a module constant: a new object reconnects the socket). */
  handlers: FrameHandlers;
  /**
   * Fetch again everything a frame may have changed (user, chats, likes): the fallback refresh
   * and the refresh after a reconnect, when frames may have been missed. A module function.
   */
  refreshAll: (queryClient: QueryClient) => void;
}

/**
 * What one socket does with its events: `opened()` on every `open` (the first is the connection,
 * each later one a reconnect, after which `refreshAll` runs: frames may have been missed while it
 * was down); `received(data)` on every message: a frame of the contract goes to the handler of its
 * type, then to the `onRealtime` listeners; anything else is ignored. Nothing else fetches.
 */
export function frameReceiver(
  { handlers, refreshAll }: RealtimeOptions,
  queryClient: QueryClient,
): { opened: () => void; received: (data: unknown) => void } {
  let connected = false;
  return {
    opened() {
      if (connected) refreshAll(queryClient);
      connected = true;
    },
    received(data) {
      const frame = parseFrame(data);
      if (!frame) return;
      dispatchFrame(frame, handlers, queryClient);
      for (const listener of listeners) listener(frame);
    },
  };
}

/**
 * Keep the member's realtime socket (API.md "Realtime") and the fallback refresh (SPEC §4, §9):
 * `refreshAll` every 60 s (300 s while push is subscribed, `useRefreshInterval`), first 5 s after
 * load, and after each reconnect; frames in between go to their handlers (`frameReceiver`), so
 * nothing exists only on the socket. A silent socket is found and reconnected (`silenceWatch`);
 * reconnects back off from 1-5 s (random, per tab) to 30 s.
 */
export function useRealtime({ handlers, refreshAll }: RealtimeOptions): void {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const interval = useRefreshInterval();
  useEffect(() => {
    if (!userId) return;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`;
    const ws = new ReconnectingWebSocket(url, [], {
      maxRetries: Number.POSITIVE_INFINITY,
      // Jitter: after a server restart (close code 1012) its members do not all come back at once.
      minReconnectionDelay: 1000 + Math.random() * 4000,
      maxReconnectionDelay: 30_000,
    });
    socket = ws;
    const receiver = frameReceiver({ handlers, refreshAll }, queryClient);
    const watch = silenceWatch(
      () => ws.send(JSON.stringify({ type: 'ping', data: {} } satisfies ClientFrame)),
      () => ws.reconnect(),
      () => Date.now(),
    );
    ws.addEventListener('open', () => {
      watch.heard();
      receiver.opened();
    });
    ws.addEventListener('message', (message: MessageEvent) => {
      watch.heard();
      receiver.received(message.data);
    });
    const watching = setInterval(() => {
      if (ws.readyState === 1) watch.tick();
    }, SILENCE_TICK_MS);
    const first = setTimeout(() => refreshAll(queryClient), REFRESH_FIRST_MS);
    return () => {
      clearInterval(watching);
      clearTimeout(first);
      ws.close();
      if (socket === ws) socket = null;
    };
  }, [userId, queryClient, handlers, refreshAll]);
  useEffect(() => {
    if (!userId) return;
    const every = setInterval(() => refreshAll(queryClient), interval);
    return () => clearInterval(every);
  }, [userId, queryClient, interval, refreshAll]);
}
