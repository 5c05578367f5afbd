import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Safety of the embedded database's data folder:
 * - one process at a time: a lock file beside the folder names the holder's pid (PGlite takes no lock, and
 *   two processes writing one folder corrupt it); a lock left by a dead process is taken over;
 * - a new folder is created atomically: initdb runs in a sibling temp folder that is renamed into place,
 *   so an interrupted first start never leaves a half-initialized folder behind;
 * - a folder that exists but is not a PostgreSQL data folder is refused with a clear message.
 * Crash safety of committed writes is PostgreSQL's own (WAL replay on the next open).
 */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  const lockPath = `${dir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirError(`The data folder ${dir} is in use by process ${holder} (lock ${lockPath}). Stop that server or set DATA_DIR to another folder.`);
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirError(`Could not take the lock ${lockPath}`);
}

const MARKERS = ['PG_VERSION', join('global', 'pg_control')];

export function isInitializedDataDir(dir: string): boolean {
  return MARKERS.every((marker) => existsSync(join(dir, marker)));
}

/** Removes temp folders of interrupted first starts (their process is gone). */
function removeStaleInitFolders(dir: string): void {
  const parent = dirname(dir);
  const prefix = `${basename(dir)}.init-`;
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (!isAlive(pid)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

/** Makes sure `dir` holds an initialized PostgreSQL data folder (creating it atomically if needed). */
export async function ensureDataDir(dir: string): Promise<'created' | 'existing'> {
  mkdirSync(dirname(dir), { recursive: true });
  removeStaleInitFolders(dir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (isInitializedDataDir(dir)) return 'existing';
    throw new DataDirError(
      `${dir} is not an empty folder and not a PostgreSQL data folder (no PG_VERSION or global/pg_control). Move it away or set DATA_DIR to another folder.`,
    );
  }
  const temp = `${dir}.init-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  const fresh = new PGlite(temp);
  await fresh.waitReady;
  await fresh.close();
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  renameSync(temp, dir);
  return 'created';
}
