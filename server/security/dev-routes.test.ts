import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startupWarnings } from '../config.ts';
import { isLoopbackAddress, isLoopbackHostname } from '../lib/origin.ts';
import type { SandboxProvider } from '../modules/payments/sandbox.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * Issue 9, "development pages open by default": `/dev/mail`, `/dev/sms` and the sandbox checkout
 * are served only with a loopback PUBLIC_URL (outside production) or DEV_ROUTES=true, and only to
 * clients on this machine (server/lib/dev-routes.ts); else 404.
 */
let t: TestApp;
let checkout: string;
beforeAll(async () => {
  t = await buildTestApp();
  const sandbox = t.app.deps.paymentProvider as SandboxProvider;
  const payment = await sandbox.createPayment({
    amountCents: 1250,
    currency: 'EUR',
    method: 'ideal',
    description: '50 credits',
    redirectUrl: 'http://localhost:3000/credits/1?order=1',
    webhookUrl: 'http://localhost:3000/api/payments/webhook',
    metadata: {},
  });
  checkout = new URL(payment.checkoutUrl).pathname;
});
afterAll(() => t.close());

const config = () => t.app.deps.config;
const original = { publicUrl: '', devRoutes: false, env: 'test' as const, paymentsSandbox: false };
beforeAll(() => {
  original.publicUrl = config().publicUrl;
});
afterEach(() => {
  Object.assign(config(), original);
});

const LOCAL = '127.0.0.1';
const REMOTE = '203.0.113.5';

/** The status of each development page for a client at `remoteAddress`. */
async function statuses(remoteAddress = LOCAL, headers: Record<string, string> = {}) {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, remoteAddress, headers })).statusCode;
  return { mail: await get('/dev/mail'), sms: await get('/dev/sms'), checkout: await get(checkout) };
}

describe('development pages', () => {
  it('are served on loopback with a loopback PUBLIC_URL (localhost, 127.0.0.1, ::1)', async () => {
    for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      config().publicUrl = publicUrl;
      expect({ publicUrl, ...(await statuses()) }).toEqual({ publicUrl, mail: 200, sms: 200, checkout: 200 });
    }
    expect(await statuses('::1')).toEqual({ mail: 200, sms: 200, checkout: 200 });
    expect(await statuses('::ffff:127.0.0.1')).toEqual({ mail: 200, sms: 200, checkout: 200 });
  });

  it('answer 404 with a public PUBLIC_URL, even to a loopback client', async () => {
    config().publicUrl = 'https://amora.example';
    expect(await statuses()).toEqual({ mail: 404, sms: 404, checkout: 404 });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.json().error).toBe('not_found');
    expect(page.body).not.toContain('Mail outbox');
  });

  it('answer 404 to a client elsewhere, even with a loopback PUBLIC_URL', async () => {
    expect(await statuses(REMOTE)).toEqual({ mail: 404, sms: 404, checkout: 404 });
    // Through a reverse proxy on this machine: the connection is local, the client is not.
    expect(await statuses(LOCAL, { 'x-forwarded-for': REMOTE })).toEqual({
      mail: 404,
      sms: 404,
      checkout: 404,
    });
    expect(await statuses(LOCAL, { forwarded: `for=${REMOTE};proto=https` })).toEqual({
      mail: 404,
      sms: 404,
      checkout: 404,
    });
    // DNS rebinding: a foreign page whose name resolves to 127.0.0.1 keeps its own name as Host.
    expect(await statuses(LOCAL, { host: 'rebind.evil.example:3000' })).toEqual({
      mail: 404,
      sms: 404,
      checkout: 404,
    });
  });

  it('answer 404 in production with a loopback PUBLIC_URL', async () => {
    config().env = 'production';
    expect(await statuses()).toEqual({ mail: 404, sms: 404, checkout: 404 });
  });

  it('with DEV_ROUTES=true and a public PUBLIC_URL: served to loopback clients only', async () => {
    config().publicUrl = 'https://amora.example';
    config().devRoutes = true;
    expect(await statuses()).toEqual({ mail: 200, sms: 200, checkout: 200 });
    expect(await statuses(REMOTE)).toEqual({ mail: 404, sms: 404, checkout: 404 });
  });

  it('a public test site (PAYMENTS_SANDBOX=true) keeps its checkout reachable for its testers, not the outboxes', async () => {
    config().publicUrl = 'https://test.amora.example';
    config().paymentsSandbox = true;
    expect(await statuses(REMOTE)).toEqual({ mail: 404, sms: 404, checkout: 200 });
  });
});

describe('loopback helpers and the start warning', () => {
  it('knows loopback addresses and names', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '[::1]', '::ffff:127.0.0.1'])
      expect({ a, loopback: isLoopbackAddress(a) }).toEqual({ a, loopback: true });
    for (const a of ['203.0.113.5', '10.0.0.1', '::2', '::ffff:10.0.0.1', '128.0.0.1', 'localhost', ''])
      expect({ a, loopback: isLoopbackAddress(a) }).toEqual({ a, loopback: false });
    for (const h of ['localhost', 'LOCALHOST', 'amora.localhost', '127.0.0.1', '[::1]'])
      expect({ h, loopback: isLoopbackHostname(h) }).toEqual({ h, loopback: true });
    for (const h of ['amora.example', 'localhost.example', '192.168.1.5', 'evil-localhost'])
      expect({ h, loopback: isLoopbackHostname(h) }).toEqual({ h, loopback: false });
  });

  it('warns when a non-loopback PUBLIC_URL is served without NODE_ENV=production', () => {
    const base = { env: 'development', devRoutes: false, mollieApiKey: undefined } as const;
    expect(startupWarnings({ ...base, publicUrl: 'http://localhost:3000' })).toEqual([]);
    expect(startupWarnings({ ...base, env: 'production', publicUrl: 'https://amora.example' })).toEqual([]);
    const [warning] = startupWarnings({ ...base, publicUrl: 'https://amora.example' });
    expect(warning).toMatch(
      /PUBLIC_URL https:\/\/amora\.example .*NODE_ENV is development.*NODE_ENV=production/,
    );
    expect(
      startupWarnings({ ...base, env: 'production', devRoutes: true, publicUrl: 'https://amora.example' }),
    ).toEqual([expect.stringMatching(/^DEV_ROUTES=true/)]);
  });
});
