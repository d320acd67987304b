import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Options of `securityHeaders`: the site's address (config.publicUrl). */
export interface SecurityHeadersOptions {
  publicUrl: string;
}

/**
 * The helmet options of the site (docs/security.md): a Content Security Policy that allows only
 * this origin's scripts, styles (inline styles for React's `style` attributes), images (plus
 * `data:`/`blob:` for previews), connections, workers (the push service worker) and fonts, no
 * plugins, no framing, no foreign form targets; HSTS only when PUBLIC_URL is https.
 */
export function helmetOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The push service worker (/sw-push.js, web/public/sw-push.js) and nothing from elsewhere.
        workerSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: publicUrl.startsWith('https://'),
  };
}

/**
 * The headers helmet sets with `options`, computed once: helmet's middleware run against a
 * response that records them (its directives are all constant, so every answer gets the same).
 * Answers lower-case header names and their values.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers of every answer (docs/security.md), from helmet (`helmetOptions`),
 * computed once at start and set by one `onRequest` hook: helmet's own plugin parses its
 * directives again for every request, which cost about 6% of a small answer's CPU time. A route
 * may still replace a header (the sandbox checkout sets its own CSP).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { publicUrl }) => {
    const headers = helmetHeaders(helmetOptions(publicUrl));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
