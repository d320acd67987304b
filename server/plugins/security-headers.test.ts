import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, helmetOptions, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('are helmet’s headers for the site, computed once and set on every answer', async () => {
    const app = Fastify();
    await app.register(securityHeaders, { publicUrl: 'http://localhost:3000' });
    app.get('/x', async () => ({ ok: true }));
    app.get('/own-csp', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('x'),
    );
    const answer = await app.inject('/x');
    const directives = String(answer.headers['content-security-policy']).split(';').sort();
    expect(directives).toEqual([
      "base-uri 'self'",
      "connect-src 'self'",
      "default-src 'self'",
      "font-src 'self' data:",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "worker-src 'self'",
    ]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['x-powered-by']).toBeUndefined();
    // Without https, no HSTS (it would pin a local address to https).
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    // A route may set its own policy (the sandbox checkout does).
    expect((await app.inject('/own-csp')).headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it('add HSTS when the site is served over https', () => {
    const headers = helmetHeaders(helmetOptions('https://amora.example'));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
