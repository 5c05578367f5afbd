import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS as OPTIONS } from './client';
import { DataDirError, isInitializedDataDir, lockDataDir } from './data-dir';

/**
 * Backups of the embedded database (DATA_DIR): the whole data folder as one gzip'd tar (PGlite's own
 * dump of its folder, after a checkpoint), taken and restored while no server holds the folder (the
 * folder's lock, data-dir.ts, refuses a running portal with a clear message). Uploaded pictures and files
 * live in the database (media_files), so the archive is the portal's whole state. PostgreSQL deployments
 * use pg_dump and pg_restore (docs/operations.md, "Backups").
 */

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Writes the data folder `dir` as a .tar.gz to `file`. */
export async function backupDataDir(dir: string, file: string): Promise<BackupResult> {
  if (!isInitializedDataDir(dir)) throw new DataDirError(`${dir} holds no database to back up (no PG_VERSION or global/pg_control).`);
  const lock = lockDataDir(dir);
  try {
    const db = new PGlite(dir, OPTIONS);
    await db.waitReady;
    try {
      await db.query('checkpoint');
      const archive = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      mkdirSync(dirname(file), { recursive: true });
      // Written beside and renamed into place: an interrupted backup never leaves a truncated archive.
      writeFileSync(`${file}.partial`, archive);
      renameSync(`${file}.partial`, file);
      return { file, bytes: archive.length };
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreResult {
  /** Where the folder that was there went (kept, never deleted), or null if there was none. */
  previous: string | null;
}

/**
 * Replaces the data folder `dir` with the backup `file`. The folder being replaced is moved aside to
 * `<dir>.before-restore-<time>`, so a restore loses nothing; the backup is unpacked into a temporary sibling
 * and opened once (a broken archive fails there, before anything moves).
 */
export async function restoreDataDir(dir: string, file: string, now = new Date()): Promise<RestoreResult> {
  if (!existsSync(file)) throw new DataDirError(`No backup at ${file}.`);
  const lock = lockDataDir(dir);
  const temp = `${dir}.restore-${process.pid}`;
  try {
    rmSync(temp, { recursive: true, force: true });
    const archive = new Blob([readFileSync(file)]);
    const db = new PGlite(temp, { ...OPTIONS, loadDataDir: archive });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
    let previous: string | null = null;
    if (existsSync(dir)) {
      previous = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, previous);
    }
    renameSync(temp, dir);
    return { previous };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
