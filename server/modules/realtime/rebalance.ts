/**
 * Sockets spread again over the processes after a rolling restart or a crash (issue "Run as a
 * cluster", docs/scaling.md "Rebalancing sockets"). A load balancer places a socket once, when it
 * connects: after a rolling restart the process restarted last holds almost none, and a process
 * restarted after `kill -9` starts empty, while the others carry its sockets for as long as they
 * stay open (hours for a member who keeps the site open).
 *
 * Each process reports its number of open sockets every `intervalSeconds` to a board every
 * process reads (Redis keys that expire when a process stops reporting). A process holding more
 * than `tolerance` above the mean, and at least `minExcess` sockets above it, closes some of its
 * sockets with 1012 ("service restart", reason `rebalance`), spread over up to 5 s: browsers
 * reconnect at once with a little jitter and the load balancer (HAProxy `balance leastconn`) puts
 * them on the emptiest process; the web client fetches what it may have missed, as after any
 * reconnect. At most `maxShare` of a process's sockets close per round, so a member's tab
 * reconnects rarely and the refetches stay spread out. A draining process withdraws its report
 * first, so nobody sheds sockets towards it.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where the processes' socket counts meet. */
export interface SocketLoads {
  /** Report this process's `sockets` (valid `ttlSeconds`) and answer every live process's count, this one included. */
  report(sockets: number, ttlSeconds: number): Promise<number[]>;
  /** Remove this process's report (it drains or stops). */
  withdraw(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The board in Redis at `url`: one key `<prefix><process id>` per process holding its count,
 * expiring `ttlSeconds` after its last report, so a killed process stops counting by itself.
 */
export function createRedisSocketLoads(url: string, prefix = 'amora:sockets:'): SocketLoads {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {});
  const key = `${prefix}${randomUUID()}`;
  let connected: Promise<void> | null = null;
  const ready = () => {
    connected ??= redis.connect();
    return connected;
  };
  return {
    async report(sockets, ttlSeconds) {
      await ready();
      await redis.set(key, String(sockets), 'EX', ttlSeconds);
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200);
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      const values = keys.length > 0 ? await redis.mget(...new Set(keys)) : [];
      return values.filter((v): v is string => v !== null).map(Number);
    },
    async withdraw() {
      if (connected) await redis.del(key).catch(() => 0);
    },
    async close() {
      if (connected) await redis.quit().catch(() => {});
      else redis.disconnect();
    },
  };
}

/** A board shared by the apps of one process (tests run two apps in one process on it). */
export function createInProcessSocketLoads(shared: Map<string, number> = new Map()): SocketLoads & {
  shared: Map<string, number>;
} {
  const key = randomUUID();
  return {
    shared,
    async report(sockets) {
      shared.set(key, sockets);
      return [...shared.values()];
    },
    async withdraw() {
      shared.delete(key);
    },
    async close() {
      shared.delete(key);
    },
  };
}

/** A round's closes are spread over half the interval, at most this long (ms). */
const MAX_SPREAD_MS = 5000;

/** How eagerly a process sheds sockets. */
export interface RebalanceOptions {
  /** Shed only above `mean × (1 + tolerance)` (0.1). */
  tolerance: number;
  /** … and only when at least this many sockets above the mean (20). */
  minExcess: number;
  /** At most this share of the process's sockets per round (0.05). */
  maxShare: number;
}

/** The defaults of `RebalanceOptions`. */
export const REBALANCE_DEFAULTS: RebalanceOptions = { tolerance: 0.1, minExcess: 20, maxShare: 0.05 };

/**
 * How many of its `mine` sockets a process closes this round, given every live process's count
 * `all` (its own included): down to the mean (rounded up) when above the band, at most
 * `maxShare` of `mine` (at least 1) per round; 0 inside the band or alone. Pure.
 */
export function socketsToShed(
  mine: number,
  all: number[],
  options: RebalanceOptions = REBALANCE_DEFAULTS,
): number {
  if (all.length < 2 || mine <= 0) return 0;
  const mean = all.reduce((sum, n) => sum + n, 0) / all.length;
  const excess = mine - Math.ceil(mean);
  if (mine <= mean * (1 + options.tolerance) || excess < options.minExcess) return 0;
  return Math.min(excess, Math.max(1, Math.floor(mine * options.maxShare)));
}

/** The hub's part a rebalancer needs. */
export interface SheddingHub {
  size(): number;
  /** Close `count` sockets with `code` and `reason`, each after a delay drawn from `[0, spreadMs)`; answers how many. */
  shed(count: number, code: number, reason: string, spreadMs: number): number;
}

/** A running rebalancer: `round` is what the timer runs (tests call it), `stop` withdraws the report. */
export interface Rebalancer {
  /** One round: report, compare, shed. Answers the number of sockets told to reconnect. */
  round(): Promise<number>;
  /** Stop the timer and withdraw this process's report (called when the process starts draining). */
  stop(): Promise<void>;
}

/**
 * Run a round every `intervalSeconds` (a timer that does not keep the process alive; none when
 * 0). A board that cannot be reached (Redis restarting) skips the round: rebalancing is an
 * optimisation, never a reason to fail. `onShed` counts the sockets closed (metrics).
 */
export function createRebalancer(deps: {
  hub: SheddingHub;
  loads: SocketLoads;
  intervalSeconds: number;
  code: number;
  options?: RebalanceOptions;
  onShed?: (count: number) => void;
  log?: { warn: (obj: object, msg: string) => void };
}): Rebalancer {
  const { hub, loads, intervalSeconds } = deps;
  const ttl = Math.max(2, intervalSeconds * 3);
  let stopped = false;
  const round = async () => {
    if (stopped) return 0;
    let all: number[];
    try {
      all = await loads.report(hub.size(), ttl);
    } catch (error) {
      deps.log?.warn({ err: error }, 'socket rebalancing: the board cannot be reached');
      return 0;
    }
    if (stopped) return 0;
    const count = socketsToShed(hub.size(), all, deps.options);
    if (count === 0) return 0;
    const shed = hub.shed(count, deps.code, 'rebalance', Math.min(intervalSeconds * 500, MAX_SPREAD_MS));
    deps.onShed?.(shed);
    return shed;
  };
  const timer =
    intervalSeconds > 0
      ? setInterval(() => {
          void round();
        }, intervalSeconds * 1000)
      : null;
  timer?.unref();
  return {
    round,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      await loads.withdraw().catch(() => {});
    },
  };
}
