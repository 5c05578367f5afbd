import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '@portal/shared/constants';
import { createdAt, hasRussian, id, oneOf, updatedAt } from './columns';

/** A text in every interface language; `ru` (the default and fallback) is required. */
export type LocalizedText = Partial<Record<(typeof LOCALES)[number], string>> & { ru: string };

export const countries = pgTable(
  'countries',
  {
    id: id(),
    /** ISO 3166-1 alpha-2, upper case. */
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** International calling code without '+', e.g. '7'. */
    callingCode: text('calling_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('countries_code_unique').on(t.code),
    check('countries_code_shape', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_names_ru', hasRussian(t.names)),
    check('countries_calling_code_shape', sql`${t.callingCode} ~ '^[0-9]{1,4}$'`),
  ],
);

export const timezones = pgTable(
  'timezones',
  {
    id: id(),
    /** IANA name, e.g. Asia/Almaty (a unique constraint: tournaments and groups reference it). */
    name: text('name').notNull().unique('timezones_name_unique'),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('timezones_names_ru', hasRussian(t.names))],
);

/** Server-managed interface texts per language (GET /api/translations?code=xx), grouped by namespace. */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    locale: text('locale').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('translations_locale_namespace_key_unique').on(t.locale, t.namespace, t.key),
    check('translations_locale_check', oneOf(t.locale, LOCALES)),
    check('translations_namespace_shape', sql`${t.namespace} ~ '^[a-z][a-z0-9_]*$'`),
  ],
);
