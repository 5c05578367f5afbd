import { loadCatalog } from '../../i18n/messages';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare';

/**
 * `npm run seed -w api [-- --reset]`: loads the demo world into the configured database (DATABASE_URL, or
 * the PGlite folder DATA_DIR). Without --reset it only seeds an empty database; with --reset it wipes
 * every table first. The API server must not be running on the same PGlite folder (the lock refuses it).
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  try {
    await prepareDatabase(handle, { seed: reset ? 'always' : 'if-empty', catalog: loadCatalog(), log: { info: (details, message) => console.info(message, details) } });
    console.info(reset ? 'demo world rebuilt' : 'demo world present');
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
