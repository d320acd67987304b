/**
 * One process at a time on an embedded database's data folder (docs/security.md "Operator console
 * and staff factors"). PGlite is PostgreSQL inside the process: two processes on one folder each
 * keep their own cached pages and sequence state and overwrite each other's writes (a grant made
 * by `npm run admin` while the site runs is lost, and the audit log's sequence falls behind its
 * rows). `openDatabase` therefore holds `DATA_DIR/db.lock`, holding its pid, while the folder is
 * open, and refuses to open a folder whose lock names a live process.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The folder is open in a running process (`pid`): `message` says what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by a running server (pid ${pid}). Stop the site ` +
        'first, or run against PostgreSQL (DATABASE_URL), where this works while the site runs. If no ' +
        `server runs, remove ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The lock's file name inside the data folder. */
export const LOCK_FILE = 'db.lock';

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

/** Whether process `pid` runs (EPERM: it runs under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in lock file `file`, or null when it is gone or unreadable. */
function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether `file` was changed less than 10 s ago. */
function justWritten(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 10_000;
  } catch {
    return false;
  }
}

/**
 * Take the lock of data folder `dataDir` (created exclusively, holding this pid); answers the
 * function that releases it. A lock left by a process that ended (a crash, a killed server, or
 * this pid's previous life after a container restart) is taken over. Throws DataDirInUseError
 * while another live process, or this one, holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      held.add(file);
      return () => {
        if (!held.delete(file)) return;
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holderOf(file);
    const inUse = pid !== null && (pid === process.pid ? held.has(file) : alive(pid));
    if (inUse) throw new DataDirInUseError(dataDir, pid);
    // Without a pid it may be another process's lock being written this instant.
    if (pid === null && justWritten(file)) throw new DataDirInUseError(dataDir, 0);
    // Stale (its process ended): remove it and try again.
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(dataDir, holderOf(file) ?? 0);
}
