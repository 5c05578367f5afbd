import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { countries, games, timezones, translations } from '../../db/schema';

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

export function listGames(db: Queryable) {
  return db.select({ id: games.id, slug: games.slug, name: games.name }).from(games).orderBy(asc(games.id));
}
