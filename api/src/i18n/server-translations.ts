import { LOCALES } from '@portal/shared/constants';
import type { Queryable } from '../db/client';
import { translations } from '../db/schema';
import type { MessageCatalog } from './messages';

/**
 * Copies the server messages (the errors namespace of every language) into the translations table, keeping
 * rows that already exist: an administrator's edit survives restarts, a new key arrives with the release.
 */
export async function syncServerTranslations(db: Queryable, catalog: MessageCatalog, namespace = 'errors'): Promise<void> {
  const rows = LOCALES.flatMap((locale) => [...catalog[locale]].map(([key, value]) => ({ locale, namespace, key, value })));
  if (rows.length === 0) return;
  await db
    .insert(translations)
    .values(rows)
    .onConflictDoNothing({ target: [translations.locale, translations.namespace, translations.key] });
}
