import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../modules/payments/sandbox.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * Issue 9, "links to another host": pages opened at another address of the same site are
 * redirected to PUBLIC_URL (server/plugins/canonical-host.ts), and the sandbox checkout's form may
 * post where its return address is (its own CSP).
 */

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A built web client stand-in: index.html and one hashed asset (removed after the tests). */
function webRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-web-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Amora</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'export {};');
  return dir;
}

const get = (t: TestApp, url: string, host: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { host } });

describe('a local site (PUBLIC_URL http://localhost:3000)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: webRoot() });
    // 127.0.0.2 is set up as a site of its own.
    await t.app.deps.settings.update('127.0.0.2', { name: 'Other' });
  });
  afterAll(() => t.close());

  it('redirects a page opened at 127.0.0.1:3000 to the same path and query on PUBLIC_URL', async () => {
    const answer = await get(t, '/members?gender=female&page=2', '127.0.0.1:3000');
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('http://localhost:3000/members?gender=female&page=2');
    expect(answer.headers['cache-control']).toBe('no-store');
    const head = await get(t, '/reset-password/do?token=abc', '127.0.0.1:3000', 'HEAD');
    expect(head.statusCode).toBe(308);
    expect(head.headers.location).toBe('http://localhost:3000/reset-password/do?token=abc');
    // localhost on another port is another address too (the test inject's own localhost:80).
    expect((await get(t, '/', 'localhost')).headers.location).toBe('http://localhost:3000/');
  });

  it('serves the page at PUBLIC_URL itself', async () => {
    const answer = await get(t, '/members?x=1', 'localhost:3000');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Amora</title>');
  });

  it('does not redirect the API, photos, assets, the health check, dev pages nor other methods', async () => {
    const host = '127.0.0.1:3000';
    expect((await get(t, '/api/user.php', host)).statusCode).toBe(200);
    expect((await get(t, '/api/settings.php', host)).statusCode).toBe(200);
    expect((await get(t, '/assets/app-1234.js', host)).statusCode).toBe(200);
    expect((await get(t, '/healthz', host)).statusCode).toBe(200);
    expect((await get(t, '/dev/mail', host)).statusCode).toBe(200);
    expect((await get(t, '/media/photos/1.webp', host)).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: { host }, payload: {} });
    expect(post.statusCode).toBe(400);
  });

  it('leaves a host with settings of its own (another site) and a LAN address alone', async () => {
    expect((await get(t, '/members', '127.0.0.2:3000')).statusCode).toBe(200);
    // A phone on the LAN could not follow a redirect to localhost.
    expect((await get(t, '/members', '192.168.1.5:3000')).statusCode).toBe(200);
  });

  it('lets the sandbox checkout post to the return address: its form-action allows PUBLIC_URL and the return origin', async () => {
    const sandbox = t.app.deps.paymentProvider as SandboxProvider;
    const returnUrl = 'http://127.0.0.1:3000/credits/1?order=1';
    const payment = await sandbox.createPayment({
      amountCents: 1250,
      currency: 'EUR',
      method: 'ideal',
      description: '50 credits',
      redirectUrl: returnUrl,
      webhookUrl: 'http://localhost:3000/api/payments/webhook',
      metadata: {},
    });
    const page = await get(t, `/sandbox/checkout/${payment.id}`, 'localhost:3000');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' http://localhost:3000 http://127.0.0.1:3000;");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${payment.id}`,
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(returnUrl);
    // Coming back to the page: it says the payment is paid and links back (a link, not a form).
    const settled = await get(t, `/sandbox/checkout/${payment.id}`, 'localhost:3000');
    expect(settled.body).toContain('This payment is paid.');
    expect(settled.body).toContain(`<a href="${returnUrl}">Back to the site</a>`);
  });
});

describe('a public site (PUBLIC_URL https://amora.example)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: webRoot(), config: { publicUrl: 'https://amora.example' } });
    await t.app.deps.settings.update('amora.be', { name: 'Amora België' });
  });
  afterAll(() => t.close());

  it('redirects www. and other names of the same site, not another site nor a local proxy', async () => {
    const www = await get(t, '/credits?x=1', 'www.amora.example');
    expect(www.statusCode).toBe(308);
    expect(www.headers.location).toBe('https://amora.example/credits?x=1');
    expect((await get(t, '/', '203.0.113.7')).headers.location).toBe('https://amora.example/');
    expect((await get(t, '/', 'amora.example')).statusCode).toBe(200);
    expect((await get(t, '/', 'amora.example:443')).statusCode).toBe(200);
    // amora.be has settings of its own: another site, served at its own address.
    expect((await get(t, '/', 'amora.be')).statusCode).toBe(200);
    expect((await get(t, '/', 'www.amora.be')).statusCode).toBe(200);
    // A proxy on this machine that does not pass the Host on: a redirect would loop.
    expect((await get(t, '/', '127.0.0.1:3000')).statusCode).toBe(200);
  });
});

describe('an API-only server (no web client, as in the other API tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('redirects nothing', async () => {
    expect((await get(t, '/sandbox/checkout.css', '127.0.0.1:3000')).statusCode).toBe(200);
  });
});
