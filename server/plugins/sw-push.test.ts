/**
 * The push service worker (issue 13; SPEC §7 `/sw-push.js?v=2`) as the server serves the built client:
 * JavaScript, revalidated on every load (`no-cache`, never the year-long immutable caching of hashed
 * assets: an old worker would stay installed), under a CSP that allows same-origin workers.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { webApp } from './web-app.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'amora-sw-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('the push service worker file', () => {
  it('is served at /sw-push.js?v=2 as JavaScript with no-cache and worker-src self', async () => {
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
    copyFileSync(
      path.resolve(import.meta.dirname, '../../web/public/sw-push.js'),
      path.join(webRoot, 'sw-push.js'),
    );
    const app = Fastify();
    await app.register(securityHeaders, { publicUrl: 'http://localhost:3000' });
    await app.register(webApp, { webRoot });
    const answer = await app.inject('/sw-push.js?v=2');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers['content-security-policy'])).toContain("worker-src 'self'");
    // It handles push and notification clicks, and tells the open pages.
    expect(answer.body).toContain("addEventListener('push'");
    expect(answer.body).toContain("addEventListener('notificationclick'");
    expect(answer.body).toContain('NEW_PUSH_MESSAGE');
    expect(answer.body).toContain('NEW_PUSH_CLICK');
    await app.close();
  });
});
