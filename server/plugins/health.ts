/**
 * Health answers for a load balancer or orchestrator (issue "cluster"; docs/operations.md):
 * `GET /healthz` says the process is alive (no dependency checked: a database outage must not get
 * every process restarted), `GET /readyz` says it should get traffic: the database, the realtime
 * bus (Redis) and the job queue answer, and it is not draining after a SIGTERM.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { Bus } from '../modules/realtime/bus.ts';

/** Whether this process still takes traffic: `draining` is set once it has been told to stop. */
export interface Readiness {
  draining: boolean;
}

/** How long one readiness check may take before it counts as failed (milliseconds). */
const CHECK_TIMEOUT_MS = 2_000;

/** `check` within `CHECK_TIMEOUT_MS`: 'ok', or the reason it failed. */
async function timed(check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz` → 200 `{ok: true}`. `/readyz` → 200 `{ready: true, checks}` with `checks` `{database,
 * bus, jobs}` each `'ok'`, or 503 `{ready: false, draining, checks}` naming what failed (each check
 * bounded to 2 s). Neither needs a session, both stay out of the API documentation.
 */
export const healthRoutes = fp<{ database: Database; bus: Bus; readiness: Readiness }>(
  (async (app, { database, bus, readiness }) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      if (readiness.draining) return reply.code(503).send({ ready: false, draining: true, checks: {} });
      const [db, busCheck, jobs] = await Promise.all([
        timed(() => database.raw('select 1')),
        timed(() => bus.ping()),
        timed(() => database.raw('select 1 from pgboss.version limit 1')),
      ]);
      const checks = { database: db, bus: busCheck, jobs };
      const ready = Object.values(checks).every((value) => value === 'ok');
      return reply.code(ready ? 200 : 503).send({ ready, draining: false, checks });
    });
  }) satisfies FastifyPluginAsync<{ database: Database; bus: Bus; readiness: Readiness }>,
  { name: 'health' },
);
