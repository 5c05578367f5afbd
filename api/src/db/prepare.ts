import type { SeedMode } from '../config/env';
import type { MessageCatalog } from '../i18n/messages';
import { syncServerTranslations } from '../i18n/server-translations';
import type { DatabaseHandle } from './client';
import { isDatabaseEmpty, seedDemo } from './seed/demo-world';

/**
 * Brings a database to what this release expects: migrations applied, server messages present in the
 * translations table, and the demo world per SEED_DEMO ('if-empty': only into an empty database; 'always':
 * wiped and rebuilt; 'never'). Instances starting together on one PostgreSQL take turns (setup lock).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  { seed, catalog, log }: { seed: SeedMode; catalog: MessageCatalog; log: { info(details: object, message: string): void } },
): Promise<void> {
  await handle.exclusive(async () => {
    await handle.migrate();
    if (seed === 'always' || (seed === 'if-empty' && (await isDatabaseEmpty(handle.db)))) {
      const started = Date.now();
      const summary = await seedDemo(handle.db, { reset: seed === 'always' });
      log.info({ ...summary, ms: Date.now() - started }, 'demo world loaded');
    }
    await syncServerTranslations(handle.db, catalog);
  });
}
