/**
 * `npm run seed -- --members 100000`: add generated demo members to the configured database
 * (DATA_DIR's embedded database, or DATABASE_URL) in batches, for benchmarks.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoMembers } from '../demo/demo.ts';
import { systemClock } from '../lib/clock.ts';
import { createSettingsService } from '../modules/settings/service.ts';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const members = Number(arg('members') ?? 1000);
const batchSize = Number(arg('batch') ?? 2000);
if (!Number.isInteger(members) || members < 1) {
  console.error('--members must be a positive whole number');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await createSettingsService({ db: database.db, clock: systemClock }).seedDefaults();
const started = performance.now();
await seedDemoMembers(database.db, {
  count: members,
  clock: systemClock,
  batchSize,
  seed: Date.now() % 100_000,
  onProgress: (done) => process.stdout.write(`\r${done} / ${members} members`),
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${members} members in ${seconds.toFixed(1)} s (${Math.round(members / seconds)}/s) on ${database.kind}`,
);
await database.close();
