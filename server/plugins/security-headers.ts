import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Options of `securityHeaders`: the site's address (config.publicUrl). */
export interface SecurityHeadersOptions {
  publicUrl: string;
}

/**
 * The security headers of every answer (docs/security.md), through @fastify/helmet: a Content
 * Security Policy that allows only this origin's scripts, styles (inline styles for React's
 * `style` attributes), images (plus `data:`/`blob:` for previews), connections and fonts, no
 * plugins, no framing, no foreign form targets; HSTS only when PUBLIC_URL is https.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { publicUrl }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: publicUrl.startsWith('https://'),
    });
  },
  { name: 'security-headers' },
);
