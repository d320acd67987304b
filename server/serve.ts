import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startBackupEndpoint } from './lib/backup.ts';
import { systemClock } from './lib/clock.ts';
import { listenMetrics } from './lib/metrics.ts';
import { hasAccounts } from './modules/auth/accounts.ts';
import { exampleCompanyFields, exampleCompanyWarning } from './modules/settings/company.ts';
import { companyStartProblems } from './production-checks.ts';

/**
 * The stop of a running server on a signal (issue "cluster", docs/operations.md): `/readyz`
 * answers 503 at once (draining); after `delaySeconds` more of normal service (the load
 * balancer's time to take the process out, DRAIN_DELAY_S) the listener stops taking connections, requests in flight are
 * answered, every WebSocket is closed with 1012 "service restart" (clients reconnect, through the
 * load balancer to another process), running jobs finish or go back to the queue, the database
 * closes (the backup endpoint first, when there is one), and the process exits 0; `timeoutSeconds`
 * after the delay it exits 1 whatever is still running.
 * Answers the handler to call with the signal's name; later calls do nothing.
 */
export function drainOnSignal(
  app: Awaited<ReturnType<typeof import('./app.ts').buildApp>>,
  database: { close: () => Promise<void> },
  timeoutSeconds: number,
  backupEndpoint?: { close: () => Promise<void> },
  delaySeconds = 0,
): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    app.deps.readiness.draining = true;
    app.log.info({ signal, sockets: app.deps.hub.size(), delaySeconds }, 'draining');
    if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    const timer = setTimeout(() => {
      app.log.error({ timeoutSeconds }, 'shutdown timed out');
      process.exit(1);
    }, timeoutSeconds * 1000);
    timer.unref();
    await app.close();
    await backupEndpoint?.close();
    await database.close();
    process.exit(0);
  };
}

/** Options of `serve`. */
export interface ServeOptions {
  /**
   * Settles once the web client is built: `npm start` builds it on a fresh clone while the
   * database starts and the demo members are seeded. Awaited before the app is built, because
   * the app serves dist/web only when it exists then. A rejection stops the start.
   */
  webBuild?: Promise<void>;
}

/**
 * Start the server: check the configuration (a wrong value exits naming the variable), open the
 * database and apply the migrations, seal staff TOTP secrets still stored in plaintext, seed the demo members into an empty database (DEMO_MEMBERS;
 * none in production unless set), build the app (in production, stop naming each COMPANY_* or
 * SUPPORT_EMAIL whose detail is still the seeded example; elsewhere warn once) and listen on PORT. On the embedded database it also
 * answers `npm run backup` on 127.0.0.1 (`startBackupEndpoint`, `server/lib/backup.ts`). SIGTERM and SIGINT drain the process (`drainOnSignal`). `server/main.ts` calls it
 * (`node dist/server/main.js`, `npm run dev`); `npm start` (`scripts/start.mjs`) calls it with the
 * web build it started.
 */
export async function serve(options: ServeOptions = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  for (const warning of startupWarnings(config)) console.warn(`WARNING: ${warning}`);
  // The app's modules load while the database starts: PGlite compiles its WebAssembly and reads
  // its files meanwhile.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
    }),
    import('./app.ts'),
  ]);
  // `npm run backup` asks this process for the copy of the embedded database it holds.
  const backupEndpoint =
    database.kind === 'pglite' && config.dataDir
      ? await startBackupEndpoint({ dataDir: config.dataDir, database })
      : undefined;
  // The demo generator (faker and its name lists) is loaded only for an empty database.
  let seeded = 0;
  if (config.demoMembers > 0 && !(await hasAccounts(database.db))) {
    const { seedIfEmpty } = await import('./seed.ts');
    seeded = await seedIfEmpty(database.db, systemClock, config.demoMembers);
  }
  // Staff TOTP secrets stored in plaintext before they were sealed are sealed now, before anyone signs in.
  const { sealLegacySecrets } = await import('./modules/staff/factors.ts');
  const { totpKey } = await import('./modules/staff/secret-box.ts');
  await sealLegacySecrets(database.db, totpKey(config.staffTotpKey));
  await options.webBuild;
  const app = await buildApp({ config, database, runJobs: true });
  if (seeded > 0) app.log.info({ members: seeded }, 'demo members created');
  const examples = exampleCompanyFields(await app.deps.settings.forHost(undefined));
  // Production never shows the seeded example company details: the start stops naming each variable.
  const companyProblems = companyStartProblems(config.env, examples);
  if (companyProblems.length > 0) {
    console.error(`Invalid configuration:\n${companyProblems.join('\n')}`);
    await app.close();
    await backupEndpoint?.close();
    await database.close();
    process.exit(1);
  }
  // Elsewhere one warning while the legal pages show them (COMPANY_*).
  const companyWarning = exampleCompanyWarning(examples);
  if (companyWarning) console.warn(`WARNING: ${companyWarning}`);

  const stop = drainOnSignal(
    app,
    database,
    config.shutdownTimeoutSeconds,
    backupEndpoint,
    config.drainDelaySeconds,
  );
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Prometheus metrics on a port of their own (docs/operations.md "Metrics"); closed with the app.
  if (config.metricsPort) {
    const metricsServer = await listenMetrics(app.deps.metrics, config.metricsPort, config.host);
    app.addHook('onClose', async () => {
      metricsServer.closeAllConnections();
      metricsServer.close();
    });
    app.log.info(`metrics on http://${config.host}:${config.metricsPort}/metrics`);
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.publicUrl} is ready (${database.kind})`);
}
