import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { seedIfEmpty } from './seed.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build the web client with Vite when dist/web is missing (`npm start` on a fresh clone). */
async function buildWebIfMissing(): Promise<void> {
  if (existsSync(path.join(rootDir, 'dist', 'web', 'index.html'))) return;
  console.log('Building the web client (first start)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(rootDir, 'vite.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<void> {
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
  if (process.argv.includes('--build-if-missing')) await buildWebIfMissing();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  const app = await buildApp({ config, database });
  const seeded = await seedIfEmpty(database.db, systemClock, config.demoMembers);
  if (seeded > 0) app.log.info({ members: seeded }, 'demo members created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.publicUrl} is ready (${database.kind})`);
}

await main();
