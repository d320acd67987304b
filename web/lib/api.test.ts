import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, onAuthenticationRequired } from './api';
import { isOnline, setOnline } from './online';

/** How many of api()'s waits for the connection are under way (a request held while offline). */
const held = vi.hoisted(() => ({ count: 0 }));
vi.mock('./online', async (importOriginal) => {
  const online = await importOriginal<typeof import('./online')>();
  return {
    ...online,
    waitUntilOnline: (signal?: AbortSignal) => {
      const wait = online.waitUntilOnline(signal);
      if (!online.isOnline()) {
        held.count += 1;
        const done = () => {
          held.count -= 1;
        };
        wait.then(done, done);
      }
      return wait;
    },
  };
});

let server: Server;
let base = '';
const hits = new Map<string, number>();
/** Called with each request's method and path once it is counted, before it is answered. */
let onRequest: ((key: string) => void) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    onRequest?.(key);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/always-500') {
      res.statusCode = 500;
      res.end(
        JSON.stringify({
          error: 'internal',
          message: 'Er is een fout opgetreden, probeer het later opnieuw.',
        }),
      );
    } else if ((req.url === '/flaky' || req.url === '/flaky-offline') && (hits.get(key) ?? 0) < 3) {
      res.statusCode = 503;
      res.end('{}');
    } else if (req.url === '/needs-login' || req.url === '/api/user.php') {
      res.statusCode = 403;
      res.end(JSON.stringify({ error: 'authentication_required', message: 'Log in om verder te gaan.' }));
    } else if (req.url === '/teapot') {
      res.statusCode = 418;
      res.end(JSON.stringify({ error: 'no_such_code', message: 'x' }));
    } else if (req.url === '/invalid') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'validation', message: 'x', fields: { email: 'Ongeldige e-mail' } }));
    } else {
      res.end(JSON.stringify({ ok: true, header: req.headers['x-request-type'] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api()', () => {
  it('sends X-Request-Type: client and answers the JSON', async () => {
    expect(await api(`${base}/ok`)).toEqual({ ok: true, header: 'client' });
  });

  it('retries a failing GET 5 times (6 requests in all), then throws the server error', async () => {
    const error = await api(`${base}/always-500`, { retryBaseMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).message).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    expect(hits.get('GET /always-500')).toBe(6);
  });

  it('recovers when a retry succeeds', async () => {
    expect(await api(`${base}/flaky`, { retryBaseMs: 1 })).toMatchObject({ ok: true });
    expect(hits.get('GET /flaky')).toBe(3);
  });

  it('does not repeat a POST the server answered, so nothing is done twice', async () => {
    await api(`${base}/always-500`, { method: 'POST', body: {}, retryBaseMs: 1 }).catch(() => undefined);
    expect(hits.get('POST /always-500')).toBe(1);
  });

  it('signals a logout on 403 authentication_required, except from user.php', async () => {
    let calls = 0;
    const stop = onAuthenticationRequired(() => {
      calls += 1;
    });
    await api(`${base}/needs-login`).catch(() => undefined);
    await api('/api/user.php'.replace(/^/, base)).catch(() => undefined);
    stop();
    expect(calls).toBe(1);
  });

  it('exposes validation fields', async () => {
    const error = (await api(`${base}/invalid`).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({ email: 'Ongeldige e-mail' });
  });

  it('parses the answer with a schema, dropping what the contract does not name', async () => {
    const answer = await api(`${base}/ok`, { schema: z.object({ ok: z.boolean() }) });
    expect(answer).toEqual({ ok: true });
  });

  it('throws internal when the answer does not fit the schema', async () => {
    const error = await api(`${base}/ok`, { schema: z.object({ ok: z.string() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('internal');
  });

  it('answers internal for an error code outside the contract', async () => {
    const error = (await api(`${base}/teapot`).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(418);
    expect(error.code).toBe('internal');
  });
});

/** Resolves once `count` requests wait for the connection (held, not sent). */
const heldRequests = (count: number) => vi.waitFor(() => expect(held.count).toBe(count), { timeout: 5000 });

describe('api() while the browser is offline (SPEC §4)', () => {
  afterEach(() => {
    onRequest = undefined;
    setOnline(true);
  });

  it('holds a request made offline and sends it once the browser is online again', async () => {
    setOnline(false);
    expect(isOnline()).toBe(false);
    let settled = false;
    const answer = api(`${base}/made-offline`).finally(() => {
      settled = true;
    });
    await heldRequests(1);
    expect(hits.get('GET /made-offline')).toBeUndefined();
    expect(settled).toBe(false);
    setOnline(true);
    expect(await answer).toMatchObject({ ok: true });
    expect(hits.get('GET /made-offline')).toBe(1);
  });

  it('holds a POST too, and sends it once', async () => {
    setOnline(false);
    const answer = api(`${base}/posted-offline`, { method: 'POST', body: { text: 'hoi' } });
    await heldRequests(1);
    expect(hits.get('POST /posted-offline')).toBeUndefined();
    setOnline(true);
    await answer;
    expect(hits.get('POST /posted-offline')).toBe(1);
  });

  it('waits with a retry until the browser is back, keeping the retry rules', async () => {
    // The browser goes offline while the first attempt is answered 503, before the retry's back-off
    // (100 ms) has begun; the retry then waits for the connection.
    onRequest = (key) => {
      if (key === 'GET /flaky-offline' && hits.get(key) === 1) setOnline(false);
    };
    const answer = api(`${base}/flaky-offline`, { retryBaseMs: 100 });
    await heldRequests(1);
    expect(hits.get('GET /flaky-offline')).toBe(1);
    setOnline(true);
    expect(await answer).toMatchObject({ ok: true });
    expect(hits.get('GET /flaky-offline')).toBe(3);
  });

  it('gives up a held request whose signal aborts, with ApiError network, without sending it', async () => {
    setOnline(false);
    const controller = new AbortController();
    const answer = api(`${base}/aborted-offline`, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    // Nothing waits for the connection any more, so going online sends nothing.
    await heldRequests(0);
    setOnline(true);
    expect(hits.get('GET /aborted-offline')).toBeUndefined();
  });
});
