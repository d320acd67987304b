/**
 * Backups of a site on the embedded database (docs/operations.md "Backups"): one `.tar.gz` holding
 * a consistent copy of the PGlite data folder (`DATA_DIR/db`, made by PGlite's `dumpDataDir`), every
 * other file of DATA_DIR the site needs (photos, the generated session secret, the generated VAPID
 * keys) and a manifest. `npm run backup` (`server/scripts/backup.ts`) and `npm run restore`
 * (`server/scripts/restore.ts`) call `createBackup` and `restoreBackup`.
 *
 * A PGlite data folder belongs to one process: while the server runs, the backup asks it for the
 * copy through its backup endpoint (`startBackupEndpoint`: HTTP on 127.0.0.1 on a port of the
 * system's choosing, authenticated by a random token; both written to `DATA_DIR/backup-endpoint.json`,
 * mode 0600, readable only by the site's own system user). Without a running server the backup
 * opens the folder itself.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { type Database, dumpPglite } from '../db/client.ts';

/** The file in DATA_DIR where a running server announces its backup endpoint (never backed up). */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

/** The format number of the archive this code writes; a restore refuses other formats. */
export const BACKUP_FORMAT = 1;

/** What `backup-endpoint.json` holds: the server's process id, port and bearer token. */
export interface BackupEndpointInfo {
  pid: number;
  port: number;
  token: string;
}

/** `manifest.json` of a backup archive. */
export interface BackupManifest {
  format: number;
  /** The site's version (package.json) that made the backup. */
  version: string;
  /** ISO 8601 time the database copy was made. */
  createdAt: string;
  /** Database migrations applied in the copied database (rows of `drizzle.__drizzle_migrations`). */
  migrations: number;
  /** `server`: copied by the running server; `folder`: the folder opened while no server ran. */
  source: 'server' | 'folder';
  /** `s3`: the photos are in a bucket and not in the archive. */
  photos: 'local' | 's3';
  /** The files of DATA_DIR in the archive besides the database (paths relative to DATA_DIR). */
  files: number;
}

/** A backup or restore that cannot go on; the message says why for the operator. */
export class BackupError extends Error {}

/** The rows of the migrations table of a PGlite or PostgreSQL database (0 before any migration). */
async function migrationCount(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!(exists.rows[0] as { exists: boolean }).exists) return 0;
  const result = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (result.rows[0] as { n: number }).n;
}

/**
 * Serve consistent copies of the running server's PGlite data folder to `npm run backup`:
 * `GET /backup` with `Authorization: Bearer <token>` answers the uncompressed tarball of
 * `client.dumpDataDir` (taken between two queries, so a crash-consistent snapshot) with the
 * migration count in `x-migrations`; a wrong or missing token answers 401. Listens on 127.0.0.1
 * only and writes `{pid, port, token}` to `DATA_DIR/backup-endpoint.json` (mode 0600). `close`
 * stops it and removes the file. Throws when the listener cannot start.
 */
export async function startBackupEndpoint(options: {
  dataDir: string;
  database: Database;
}): Promise<{ close: () => Promise<void> }> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server: Server = createServer((request, response) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      response.writeHead(401).end();
      return;
    }
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const dump = await dumpPglite(options.database);
      const migrations = await migrationCount(async (sql) => {
        const result = await options.database.raw(sql);
        return Array.isArray(result) ? (result[0] ?? { rows: [] }) : result;
      });
      const body = Buffer.from(await dump.arrayBuffer());
      response.writeHead(200, {
        'content-type': 'application/x-tar',
        'content-length': body.length,
        'x-migrations': String(migrations),
      });
      response.end(body);
    })().catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  const file = path.join(options.dataDir, BACKUP_ENDPOINT_FILE);
  const info: BackupEndpointInfo = { pid: process.pid, port, token };
  await writeFile(`${file}.tmp`, JSON.stringify(info), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  server.unref();
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Remove the file only when it is still this server's (a later start may have replaced it).
      try {
        const current = JSON.parse(await readFile(file, 'utf8')) as BackupEndpointInfo;
        if (current.token === token) await unlink(file);
      } catch {
        // Already gone.
      }
    },
  };
}

/** True when a process with this id exists (signal 0 tests without signalling). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The database copy from the running server, or null when no server holds the folder (no endpoint
 * file, or one left by a server that is gone). Throws BackupError when a server runs but does not
 * answer or refuses.
 */
async function dumpFromServer(dataDir: string): Promise<{ tarball: Buffer; migrations: number } | null> {
  const file = path.join(dataDir, BACKUP_ENDPOINT_FILE);
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as BackupEndpointInfo;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${info.port}/backup`, {
      headers: { authorization: `Bearer ${info.token}` },
    });
  } catch (error) {
    if (!processAlive(info.pid)) return null;
    throw new BackupError(
      `the server (process ${info.pid}) holds ${dataDir} but its backup endpoint does not answer: ${(error as Error).message}`,
    );
  }
  if (!response.ok) {
    if (!processAlive(info.pid)) return null;
    throw new BackupError(`the server (process ${info.pid}) refused the backup: HTTP ${response.status}`);
  }
  return {
    tarball: Buffer.from(await response.arrayBuffer()),
    migrations: Number(response.headers.get('x-migrations') ?? 0),
  };
}

/** The database copy made by opening `DATA_DIR/db` in this process (no server may run). */
async function dumpFromFolder(dataDir: string): Promise<{ tarball: Buffer; migrations: number }> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`no database in ${dbDir}: is DATA_DIR the site's data folder?`);
  }
  const client = await PGlite.create(dbDir);
  try {
    const dump = await client.dumpDataDir('none');
    const migrations = await migrationCount((sql) => client.query(sql));
    return { tarball: Buffer.from(await dump.arrayBuffer()), migrations };
  } finally {
    await client.close();
  }
}

/** Files under `root` (relative paths with `/`), skipping the relative paths in `skip`. */
async function listFiles(root: string, skip: (relative: string) => boolean): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !skip(relative))
    .sort();
}

/** The site's version from package.json ("unknown" when it cannot be read). */
function siteVersion(): string {
  try {
    const file = path.resolve(import.meta.dirname, '..', '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * Write a backup of the site in `dataDir` to `file` (gzip-compressed tar): `manifest.json`,
 * `db.tar` (the PGlite data folder) and `data/<path>` for every other file of DATA_DIR (photos,
 * `session-secret`, `vapid.json`, ...) except the database folder and the endpoint file. With
 * `s3Photos` the `photos` folder is left out (the bucket keeps them). The database copy comes from
 * the running server when one holds the folder, else from the folder itself. The file appears
 * whole or not at all (written beside it, then renamed). Answers the manifest. Throws BackupError
 * when the folder holds no database or a running server does not answer.
 */
export async function createBackup(options: {
  dataDir: string;
  file: string;
  s3Photos: boolean;
}): Promise<BackupManifest> {
  const dataDir = path.resolve(options.dataDir);
  const fromServer = await dumpFromServer(dataDir);
  const dump = fromServer ?? (await dumpFromFolder(dataDir));
  const createdAt = new Date().toISOString();
  const files = await listFiles(
    dataDir,
    (relative) =>
      relative.startsWith('db/') ||
      relative === BACKUP_ENDPOINT_FILE ||
      relative === `${BACKUP_ENDPOINT_FILE}.tmp` ||
      (options.s3Photos && relative.startsWith('photos/')),
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: siteVersion(),
    createdAt,
    migrations: dump.migrations,
    source: fromServer ? 'server' : 'folder',
    photos: options.s3Photos ? 's3' : 'local',
    files: 0,
  };
  const pack = tar.pack();
  const partial = `${path.resolve(options.file)}.partial`;
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const addBuffer = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: body.length, mode: 0o600, mtime: new Date(createdAt) }, body, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  try {
    await addBuffer('db.tar', dump.tarball);
    const copied: string[] = [];
    for (const relative of files) {
      const full = path.join(dataDir, relative);
      // A photo removed since the listing is simply not in the backup (nor in the database copy).
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      const body = await readFile(full).catch(() => null);
      if (!body) continue;
      await addBuffer(`data/${relative}`, body);
      copied.push(relative);
    }
    manifest.files = copied.length;
    await addBuffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await written;
    await rename(partial, path.resolve(options.file));
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/**
 * Restore the backup `file` into `dataDir`, which must be missing or empty: the PGlite data folder
 * into `DATA_DIR/db` (opened once to check it holds the manifest's migrations) and the other files
 * into place (the session secret 0600). Answers the manifest. Throws BackupError naming the folder
 * when it is not empty, and when the file is not a backup of this format.
 */
export async function restoreBackup(options: { dataDir: string; file: string }): Promise<BackupManifest> {
  const dataDir = path.resolve(options.dataDir);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: restore only into an empty or new folder (move the old one away first)`,
    );
  }
  if (!existsSync(options.file)) throw new BackupError(`no backup file ${path.resolve(options.file)}`);
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  const files: Array<{ relative: string; body: Buffer }> = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => {
      chunks.push(chunk as Buffer);
    });
    stream.on('end', () => {
      const body = Buffer.concat(chunks);
      if (header.name === 'manifest.json') manifest = JSON.parse(body.toString('utf8')) as BackupManifest;
      else if (header.name === 'db.tar') database = body;
      else if (header.type === 'file' && header.name.startsWith('data/')) {
        files.push({ relative: header.name.slice('data/'.length), body });
      }
      next();
    });
    stream.resume();
  });
  try {
    await pipeline(createReadStream(options.file), createGunzip(), extract);
  } catch (error) {
    throw new BackupError(`${path.resolve(options.file)} is not a backup: ${(error as Error).message}`);
  }
  if (!manifest || !database || manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`${path.resolve(options.file)} is not a backup of format ${BACKUP_FORMAT}`);
  }
  await mkdir(dataDir, { recursive: true });
  for (const { relative, body } of files) {
    const target = path.resolve(dataDir, relative);
    // Never write outside DATA_DIR, whatever names the archive holds.
    if (!target.startsWith(`${dataDir}${path.sep}`)) {
      throw new BackupError(`${path.resolve(options.file)} names a file outside DATA_DIR: ${relative}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body, { mode: relative === 'session-secret' ? 0o600 : 0o644 });
  }
  const dbDir = path.join(dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const client = await PGlite.create(dbDir, { loadDataDir: new Blob([new Uint8Array(database)]) });
  try {
    const migrations = await migrationCount((sql) => client.query(sql));
    if (migrations !== manifest.migrations) {
      throw new BackupError(
        `the restored database holds ${migrations} migrations, the manifest ${manifest.migrations}`,
      );
    }
  } finally {
    await client.close();
  }
  return manifest;
}
