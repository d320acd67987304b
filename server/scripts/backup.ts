/**
 * `npm run backup -- <file>`: write a backup of the site on the embedded database to `<file>`
 * (gzip-compressed tar: the database, the photos and the other files of DATA_DIR, a manifest;
 * `server/lib/backup.ts`), with the site's own environment (DATA_DIR). Works while the site runs
 * (the server makes the database copy) and while it is stopped. On PostgreSQL (DATABASE_URL) it
 * stops and points to pg_dump (docs/operations.md "Backups"). Exit 0 done, 1 failed, 2 usage.
 */
import path from 'node:path';
import { BackupError, createBackup } from '../lib/backup.ts';

const setting = (name: string) => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
if (setting('DATABASE_URL')) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md "Backups"); this command copies the embedded database only',
  );
  process.exit(1);
}
const dataDir = path.resolve(setting('DATA_DIR') ?? './data');
const s3Photos = setting('S3_BUCKET') !== undefined;
try {
  const manifest = await createBackup({ dataDir, file, s3Photos });
  console.log(
    `${path.resolve(file)}: database (${manifest.migrations} migrations, copied by the ${manifest.source === 'server' ? 'running server' : 'stopped site'}) and ${manifest.files} files of ${dataDir}`,
  );
  if (s3Photos)
    console.log(
      "photos are in S3 and not in the backup: keep them with the bucket's versioning or replication",
    );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
