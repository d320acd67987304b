/**
 * The metrics of one app in the Prometheus text format (docs/operations.md "Metrics"), on the
 * well-kept `prom-client`. Each app (`buildApp`) owns one `Metrics` with a registry of its own, so
 * several apps in one process (tests, `buildTwoProcesses`) never register a metric twice. The
 * call sites count with one line each (`metrics.request(...)`, `metrics.mail(true)`, ...); gauges
 * of things that already know their size (sockets, the database pool, the job queues) are read
 * when scraped (`watch`). Served by `serve.ts` on METRICS_PORT, never on the public port.
 */
import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Prefix of the site's own metric names (the default process and Node.js metrics keep theirs). */
export const METRIC_PREFIX = 'amora_';

/** Route label of a request that matched no route (404s of unknown paths): bounded cardinality. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The status class label of an HTTP status: `2xx`, `3xx`, `4xx`, `5xx`. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/** What `watch` reads on each scrape; each source is optional (PGlite has no pool). */
export interface MetricSources {
  /** Open WebSockets of this process (`Hub.size`). */
  sockets?: () => number;
  /** node-postgres pool counts (`Database.pool`); none on PGlite. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** Jobs waiting per queue name (`JobQueue.sizes`); a rejection leaves the gauge unset for that scrape. */
  queueSizes?: () => Promise<Record<string, number>>;
}

/** The metrics of one app: counting calls, scrape-time sources, and the text of the registry. */
export interface Metrics {
  readonly registry: Registry;
  /** The content type of `text()` (`text/plain; version=0.0.4; charset=utf-8`). */
  readonly contentType: string;
  /** Every metric of this app in the Prometheus text format. */
  text(): Promise<string>;
  /**
   * One answered HTTP request: `route` is the route pattern (`request.routeOptions.url`, e.g.
   * `/api/members/:id`, never the raw URL), or `UNMATCHED_ROUTE`; `seconds` its duration.
   */
  request(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  /** `count` realtime frames written to this process's sockets. */
  delivered(count?: number): void;
  /** `count` sockets this process told to reconnect elsewhere to even out the processes (rebalance.ts). */
  socketsShed(count: number): void;
  /** `count` envelopes published on the realtime bus by this process. */
  busPublished(count: number): void;
  /** One envelope received from the realtime bus. */
  busReceived(): void;
  /** `count` envelopes Redis could not take (delivered in this process only). */
  busFailed(count: number): void;
  /**
   * The lag of one envelope received through Redis: `seconds` from its publish (the publisher's
   * wall clock) to its receipt here, before it is written to the sockets.
   */
  busLag(seconds: number): void;
  /** One run of a job of `queue`: `ok` false when its handler threw (it is retried). */
  jobRun(queue: string, ok: boolean): void;
  /** One mail handed to SMTP (`ok`) or refused by it. */
  mail(ok: boolean): void;
  /** Web pushes: `sent` accepted by push services, `failed` refused (404/410 removals not counted). */
  push(sent: number, failed: number): void;
  /** An order's status became `status` (`paid`, `failed`, `refunded`, ...). */
  payment(status: string): void;
  /** Read these sources on each scrape (`buildApp` calls it once). */
  watch(sources: MetricSources): void;
}

/**
 * Build the metrics of one app with a registry of its own, including prom-client's default
 * metrics (`process_*`, `nodejs_*`: CPU, memory, event-loop delay, GC, handles). These start on
 * the first `text()`: an app that is never scraped (every test app) runs no event-loop monitor.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  let defaults = false;
  const p = METRIC_PREFIX;
  const registers = [registry];
  let sources: MetricSources = {};

  const requests = new Counter({
    name: `${p}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const durations = new Histogram({
    name: `${p}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, in seconds, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Bounded: methods × route patterns × statuses answered.
  const children = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();
  new Gauge({
    name: `${p}websockets_open`,
    help: 'WebSockets open in this process.',
    registers,
    collect() {
      if (sources.sockets) this.set(sources.sockets());
    },
  });
  const delivered = new Counter({
    name: `${p}realtime_frames_sent_total`,
    help: 'Realtime frames written to the WebSockets of this process.',
    registers,
  });
  const shed = new Counter({
    name: `${p}websockets_rebalanced_total`,
    help: 'WebSockets this process closed with 1012 so that they reconnect to a process holding fewer (socket rebalancing).',
    registers,
  });
  const bus = new Counter({
    name: `${p}bus_envelopes_total`,
    help: 'Realtime bus envelopes of this process: published, received, or failed (Redis refused the publish; delivered in this process only).',
    labelNames: ['direction'] as const,
    registers,
  });
  const busLag = new Histogram({
    name: `${p}bus_lag_seconds`,
    help: 'Time from publish on the Redis bus (publisher wall clock) to receipt in this process, in seconds.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  new Gauge({
    name: `${p}db_pool_connections`,
    help: 'PostgreSQL pool connections of this process, by state (total, idle).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: `${p}db_pool_waiting`,
    help: 'Queries waiting for a free PostgreSQL pool connection in this process.',
    registers,
    collect() {
      if (sources.pool) this.set(sources.pool.waitingCount);
    },
  });
  new Gauge({
    name: `${p}jobs_queued`,
    help: 'Jobs waiting in each job queue (shared by every process).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      if (!sources.queueSizes) return;
      const sizes = await sources.queueSizes().catch(() => ({}));
      for (const [queue, size] of Object.entries(sizes)) this.set({ queue }, size);
    },
  });
  const jobRuns = new Counter({
    name: `${p}job_runs_total`,
    help: 'Job runs in this process, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const mails = new Counter({
    name: `${p}mails_total`,
    help: 'Mails handed to SMTP, by outcome (sent, failed).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const pushes = new Counter({
    name: `${p}pushes_total`,
    help: 'Web pushes, by outcome (sent, failed).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const payments = new Counter({
    name: `${p}payment_orders_total`,
    help: 'Order status changes, by the new status.',
    labelNames: ['status'] as const,
    registers,
  });

  return {
    registry,
    contentType: registry.contentType,
    text() {
      if (!defaults) collectDefaultMetrics({ register: registry });
      defaults = true;
      return registry.metrics();
    },
    request(method, route, statusCode, seconds) {
      // The labelled children kept per combination: prom-client hashes the labels on every call else.
      const key = `${method} ${route} ${statusCode}`;
      let child = children.get(key);
      if (!child) {
        const labels = { method, route: route ?? UNMATCHED_ROUTE, status_class: statusClass(statusCode) };
        child = { count: requests.labels(labels), time: durations.labels(labels) };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    delivered: (count = 1) => delivered.inc(count),
    socketsShed: (count) => shed.inc(count),
    busPublished: (count) => bus.inc({ direction: 'published' }, count),
    busReceived: () => bus.inc({ direction: 'received' }),
    busFailed: (count) => bus.inc({ direction: 'failed' }, count),
    busLag: (seconds) => busLag.observe(seconds),
    jobRun: (queue, ok) => jobRuns.inc({ queue, outcome: ok ? 'completed' : 'failed' }),
    mail: (ok) => mails.inc({ outcome: ok ? 'sent' : 'failed' }),
    push(sent, failed) {
      if (sent > 0) pushes.inc({ outcome: 'sent' }, sent);
      if (failed > 0) pushes.inc({ outcome: 'failed' }, failed);
    },
    payment: (status) => payments.inc({ status }),
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}

/**
 * Serve `GET /metrics` (the text of `metrics`) on `port` and `host`, apart from the site's port so
 * that only the operators' network reaches it (`serve.ts` with METRICS_PORT). Any other path
 * answers 404, a failed collection 500. Resolves once listening; close the answered server to stop.
 */
export async function listenMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
