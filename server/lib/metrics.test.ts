import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { PushSendError } from '../modules/notifications/push.ts';
import { countPushes } from '../modules/notifications/push-metrics.ts';
import { type Bus, type BusHandler, createInProcessBus, type Envelope } from '../modules/realtime/bus.ts';
import { watchBus } from '../modules/realtime/bus-metrics.ts';
import {
  buildMember,
  login,
  openTestDatabase,
  TEST_RATE_LIMITS,
  type TestApp,
  testConfig,
} from '../test/helpers.ts';
import { ManualClock } from './clock.ts';
import { createMetrics, listenMetrics } from './metrics.ts';
import { currentRequestId } from './request-scope.ts';

const ECHO_JOB = 'test-request-id-echo';
/** What the test job's handler saw: its data and the request id current while it ran. */
const seen: Array<{ data: Record<string, unknown>; current: string | undefined }> = [];

let t: TestApp;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  // An app built by hand, so that a job and a route that queues it are added before it starts.
  database = await openTestDatabase();
  const clock = new ManualClock('2026-03-01T10:00:00Z');
  app = await buildApp({
    config: testConfig(),
    database,
    clock,
    rateLimits: TEST_RATE_LIMITS,
    bus: createInProcessBus(),
    webRoot: null,
    logger: false,
  });
  app.deps.jobs.define<Record<string, unknown>>(ECHO_JOB, {
    handler: async (data) => {
      seen.push({ data, current: currentRequestId() });
      // A job queued by a job carries the same request id.
      if (data.step === 1) await app.deps.jobs.send(ECHO_JOB, { step: 2 });
    },
  });
  app.post('/api/test-queue', async () => {
    await app.deps.jobs.send(ECHO_JOB, { step: 1 });
    return { ok: true };
  });
  await app.ready();
  t = { app, clock, database, close: async () => {} };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The value of the sample `name{labels}` in a metrics text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics (docs/operations.md "Metrics")', () => {
  it('counts requests by route pattern and status class, with their durations', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({ method: 'GET', url: `/api/members/${m.id}`, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/members/99999999', headers: { cookie } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route/42' })).statusCode).toBe(404);

    const text = await app.deps.metrics.text();
    const route = { method: 'GET', route: '/api/members/:id' };
    expect(sample(text, 'amora_http_requests_total', { ...route, status_class: '2xx' })).toBe(3);
    expect(sample(text, 'amora_http_requests_total', { ...route, status_class: '4xx' })).toBe(1);
    expect(sample(text, 'amora_http_request_duration_seconds_count', { ...route, status_class: '2xx' })).toBe(
      3,
    );
    expect(
      sample(text, 'amora_http_request_duration_seconds_bucket', {
        ...route,
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(3);
    // The raw URL never becomes a label: unknown paths share one.
    expect(text).not.toContain(`/api/members/${m.id}"`);
    expect(text).not.toContain('no-such-route');
    expect(
      sample(text, 'amora_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThan(0);
    // prom-client's default metrics: memory and event-loop delay.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('shows the open sockets, realtime frames and bus envelopes', async () => {
    const m = await buildMember(t);
    const cookie = await login(t, m.email);
    const socket = await app.injectWS('/api/realtime', { headers: { cookie } });
    try {
      expect(sample(await app.deps.metrics.text(), 'amora_websockets_open')).toBe(1);
      const frame = new Promise((resolve) => socket.once('message', resolve));
      await app.deps.bus.publish({
        userIds: [m.id],
        event: { type: 'credits_changed', data: { credits: 5 } },
      });
      await frame;
      const text = await app.deps.metrics.text();
      expect(sample(text, 'amora_realtime_frames_sent_total')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'amora_bus_envelopes_total', { direction: 'published' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'amora_bus_envelopes_total', { direction: 'received' })).toBeGreaterThanOrEqual(1);
    } finally {
      socket.terminate();
    }
  });

  it('shows the job queues, the job runs and, on PostgreSQL, the pool', async () => {
    const before = await app.deps.metrics.text();
    expect(await app.inject({ method: 'POST', url: '/api/test-queue' })).toMatchObject({ statusCode: 200 });
    const queued = await app.deps.metrics.text();
    expect(sample(queued, 'amora_jobs_queued', { queue: ECHO_JOB })).toBeGreaterThanOrEqual(1);
    expect(sample(queued, 'amora_jobs_queued', { queue: 'mail-deliver' })).toBe(0);
    await app.deps.jobs.runQueued(ECHO_JOB);
    await app.deps.jobs.runQueued(ECHO_JOB);
    const ran = await app.deps.metrics.text();
    const completed = (text: string) =>
      sample(text, 'amora_job_runs_total', { queue: ECHO_JOB, outcome: 'completed' }) ?? 0;
    expect(completed(ran) - completed(before)).toBeGreaterThanOrEqual(2);
    if (database.kind === 'postgres') {
      expect(sample(ran, 'amora_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(ran, 'amora_db_pool_waiting')).toBe(0);
    } else {
      expect(ran).not.toContain('amora_db_pool_connections{');
    }
  });

  it('serves the text on a port of its own (METRICS_PORT), only at /metrics', async () => {
    const metrics = createMetrics();
    metrics.request('GET', '/healthz', 200, 0.002);
    const server = await listenMetrics(metrics, 0, '127.0.0.1');
    const port = (server.address() as AddressInfo).port;
    const get = (path: string) =>
      new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
          );
        })
          .on('error', reject)
          .end();
      });
    try {
      const answer = await get('/metrics');
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/plain');
      expect(
        sample(answer.body, 'amora_http_requests_total', { route: '/healthz', status_class: '2xx' }),
      ).toBe(1);
      expect((await get('/')).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('request ids (docs/operations.md "Logs")', () => {
  it('keeps a well-formed X-Request-ID, answers it, and passes it to the jobs the request queues', async () => {
    seen.length = 0;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test-queue',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
    await app.deps.jobs.runQueued(ECHO_JOB);
    await app.deps.jobs.runQueued(ECHO_JOB);
    expect(seen).toEqual([
      { data: { step: 1, requestId: 'lb-7f3a.42' }, current: 'lb-7f3a.42' },
      { data: { step: 2, requestId: 'lb-7f3a.42' }, current: 'lb-7f3a.42' },
    ]);
  });

  it('replaces a malformed or overlong X-Request-ID by a fresh UUID', async () => {
    for (const given of ['a b', 'x'.repeat(129), 'mail@example.com', '']) {
      const answer = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      expect(answer.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('queues no request id for a job sent outside any request', async () => {
    seen.length = 0;
    await app.deps.jobs.runNow(ECHO_JOB, { step: 3 });
    expect(seen).toEqual([{ data: { step: 3 }, current: undefined }]);
  });
});

describe('one registry per app', () => {
  it('builds several metrics in one process without a clash, each counting its own', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.mail(true);
    b.mail(false);
    expect(sample(await a.text(), 'amora_mails_total', { outcome: 'sent' })).toBe(1);
    expect(sample(await b.text(), 'amora_mails_total', { outcome: 'sent' })).toBeUndefined();
    expect(sample(await b.text(), 'amora_mails_total', { outcome: 'failed' })).toBe(1);
  });
});

describe('the bus lag', () => {
  it('observes the time from publish to receipt of envelopes that came through Redis, not in-process ones', async () => {
    const metrics = createMetrics();
    const handlers: BusHandler[] = [];
    const bus: Bus = {
      publish: async () => {},
      subscribe: (handler) => handlers.push(handler),
      ping: async () => {},
      close: async () => {},
    };
    watchBus(bus, metrics);
    const envelope: Envelope = { userIds: [1], event: { type: 'credits_changed', data: { credits: 1 } } };
    for (const handler of handlers) handler(envelope);
    expect(sample(await metrics.text(), 'amora_bus_lag_seconds_count')).toBe(0);
    for (const handler of handlers) handler(envelope, Date.now() - 40);
    // A publisher whose clock runs ahead counts as no lag, never a negative one.
    for (const handler of handlers) handler(envelope, Date.now() + 5000);
    const text = await metrics.text();
    expect(sample(text, 'amora_bus_lag_seconds_count')).toBe(2);
    expect(sample(text, 'amora_bus_lag_seconds_bucket', { le: '0.025' })).toBe(1);
    expect(sample(text, 'amora_bus_lag_seconds_sum')).toBeGreaterThanOrEqual(0.04);
    expect(sample(text, 'amora_bus_lag_seconds_sum')).toBeLessThan(1);
    expect(sample(text, 'amora_bus_envelopes_total', { direction: 'received' })).toBe(3);
  });
});

describe('the sample Grafana dashboard (docs/grafana-dashboard.json)', () => {
  it('names only metrics the app exports', async () => {
    const dashboard = readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const used = new Set(
      [...dashboard.matchAll(/\b((?:amora|nodejs|process)_[a-z0-9_]+)/g)].map((m) =>
        (m[1] ?? '').replace(/_(bucket|sum|count)$/, ''),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    const text = await app.deps.metrics.text();
    const exported = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe('push counting', () => {
  it('counts delivered pushes as sent and the refused subscriptions of a failure as failed', async () => {
    const metrics = createMetrics();
    let fail = false;
    const push = countPushes(metrics, {
      async send() {
        if (fail)
          throw new PushSendError([{ subscriptionId: 1, statusCode: 500, message: 'down' }], {
            sent: 1,
            removed: 0,
          });
        return { sent: 2, removed: 1 };
      },
    });
    await push.send(1, { title: 'x', body: 'y', url: '/', tag: 't' } as never);
    fail = true;
    await expect(push.send(1, { title: 'x', body: 'y', url: '/', tag: 't' } as never)).rejects.toBeInstanceOf(
      PushSendError,
    );
    const text = await metrics.text();
    expect(sample(text, 'amora_pushes_total', { outcome: 'sent' })).toBe(3);
    expect(sample(text, 'amora_pushes_total', { outcome: 'failed' })).toBe(1);
  });
});
