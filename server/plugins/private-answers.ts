import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for everyone and holds no personal data (site settings,
     * regions, the showcase): `privateAnswers` leaves its caching to the route.
     */
    publicAnswer?: boolean;
  }
}

/**
 * Personal answers are kept by no cache (docs/security.md "Members' data", OWASP ASVS 14.3): every
 * answer under `/api/` — success, refusal or error, for members, visitors and staff alike — gets
 * `Cache-Control: no-store`, unless its route is marked `config.publicAnswer` or set its own
 * Cache-Control (the data export, the showcase). One hook instead of a header per route, so a new
 * personal route cannot forget it.
 */
export const privateAnswers = fp(
  async (app) => {
    // A callback hook, not an async one: no promise per answer on the hot path.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.url.startsWith('/api/') &&
        !reply.hasHeader('cache-control') &&
        request.routeOptions.config.publicAnswer !== true
      ) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'private-answers' },
);
