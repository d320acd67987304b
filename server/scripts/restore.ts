/**
 * `npm run restore -- <file>`: restore a backup made by `npm run backup` into DATA_DIR, which must
 * be empty or missing (`server/lib/backup.ts`); start the site on it afterwards. Exit 0 done,
 * 1 refused or failed (the message names the folder or the file), 2 usage.
 */
import path from 'node:path';
import { BackupError, restoreBackup } from '../lib/backup.ts';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('usage: npm run restore -- <file.tar.gz>');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
try {
  const manifest = await restoreBackup({ dataDir, file });
  console.log(
    `${dataDir}: restored the backup of ${manifest.createdAt} (version ${manifest.version}, ${manifest.migrations} migrations, ${manifest.files} files)`,
  );
  if (manifest.photos === 's3')
    console.log('the photos were in S3 when backed up: they are not in this backup');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
