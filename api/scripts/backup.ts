/**
 * `npm run backup [-- --out=FILE]` and `npm run restore -- FILE`: the embedded database (DATA_DIR, default
 * data/pglite) to and from a .tar.gz (src/db/backup.ts). Run them while the portal is stopped: a running
 * server holds the folder and the command says so. With DATABASE_URL set (PostgreSQL) they refuse and point
 * to pg_dump / pg_restore.
 */
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../src/config/paths';
import { loadConfig } from '../src/config/env';
import { backupDataDir, restoreDataDir } from '../src/db/backup';

/** Paths on the command line are the caller's: npm runs this in api/ and names the caller's folder INIT_CWD. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md, "Backups").');
    process.exit(2);
  }
  if (command === 'backup') {
    const out = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
    const file = out ? fromCaller(out) : resolve(join(REPO_ROOT, 'backups', `portal-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
    const { bytes } = await backupDataDir(config.dataDir, file);
    console.info(`backed up ${config.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) throw new Error('name the backup to restore: npm run restore -- backups/portal-....tar.gz');
    const { previous } = await restoreDataDir(config.dataDir, fromCaller(file));
    console.info(`restored ${fromCaller(file)} into ${config.dataDir}${previous ? `; the folder it replaced is kept at ${previous}` : ''}`);
  } else {
    throw new Error('usage: backup.ts backup [--out=FILE] | restore FILE');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
