/**
 * Setup file of the e2e project: a failed journey leaves behind, to tell why it failed, a
 * screenshot and a log (console, uncaught errors, failed requests, answers of 400 and above) of
 * every page still open in the file's browsers (`page-log.ts`), in
 * `e2e/artifacts/failures/<file>/<test>/`; `.ci/run` prints where. The folder is not committed.
 */
import path from 'node:path';
import { beforeEach } from 'vitest';
import { folderName, saveArtifacts } from './page-log.ts';

/** Where failure artifacts go: one folder per test file and failed test. */
export const FAILURES = path.resolve(import.meta.dirname, 'artifacts', 'failures');

beforeEach((context) => {
  context.onTestFailed(async ({ task }) => {
    const file = path.basename(task.file.name, '.test.ts');
    const dir = path.join(FAILURES, folderName(file), folderName(task.name));
    const written = await saveArtifacts(dir);
    console.error(`journey failed: ${written.length} artifact(s) in ${path.relative(process.cwd(), dir)}/`);
  });
});
