/**
 * The API contract check (part of `npm run check`): builds the app on an in-memory database,
 * writes the OpenAPI document it serves (`GET /api/docs/json`) to a temporary file, lints it with
 * Redocly's recommended rules (redocly.yaml; any error fails) and compares the TypeScript types
 * generated from it (openapi-typescript) with `common/api-types.ts`, which the web client's calls
 * are typed with. `--write` regenerates that file instead of failing when it is stale.
 * `node --import tsx scripts/api-contract.ts [--write]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp, DEFAULT_RATE_LIMITS } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { testConfig } from '../server/test/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const typesFile = path.join(root, 'common/api-types.ts');
const write = process.argv.includes('--write');

const database = await openDatabase({ dataDir: null });
const app = await buildApp({
  config: testConfig({ redisUrl: undefined, databaseUrl: undefined }),
  database,
  rateLimits: DEFAULT_RATE_LIMITS,
  webRoot: null,
  logger: false,
});
await app.ready();
const document = app.swagger() as Record<string, unknown>;
await app.close();
await database.close();

const dir = await mkdtemp(path.join(tmpdir(), 'api-contract-'));
let failed = false;
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
  const lint = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--format=stylish'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (lint.status !== 0) {
    console.error('api-contract: the OpenAPI document has lint errors (redocly.yaml)');
    failed = true;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

const header =
  '/**\n * Types of the HTTP API generated from its OpenAPI document by openapi-typescript\n' +
  ' * (`node --import tsx scripts/api-contract.ts --write`; `npm run check` fails when stale). Do not edit.\n */\n';
const generated = header + astToString(await openapiTS(document as never, { alphabetize: false }));
const current = await readFile(typesFile, 'utf8').catch(() => '');
if (generated !== current) {
  if (write) {
    await writeFile(typesFile, generated);
    console.log('api-contract: wrote common/api-types.ts');
  } else {
    console.error(
      'api-contract: common/api-types.ts is stale: run `node --import tsx scripts/api-contract.ts --write`',
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
