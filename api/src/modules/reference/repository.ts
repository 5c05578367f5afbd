import { asc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { countries, timezones, translations } from '../../db/schema';
import type { MessageCatalog } from '../../i18n/messages';

export function listCountries(db: Queryable) {
  return db
    .select({ id: countries.id, code: countries.code, names: countries.names, callingCode: countries.callingCode, sortOrder: countries.sortOrder })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.code));
}

export function listTimezones(db: Queryable) {
  return db.select({ id: timezones.id, name: timezones.name, names: timezones.names }).from(timezones).orderBy(asc(timezones.sortOrder), asc(timezones.name));
}

export function translationsOf(db: Queryable, locale: Locale) {
  return db
    .select({ namespace: translations.namespace, key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale))
    .orderBy(asc(translations.namespace), asc(translations.key));
}

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
