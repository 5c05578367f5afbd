import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/constants';
import type { ClientIndex, CountryOption, TimezoneOption, TranslationMessages } from '@portal/shared/contracts';
import type { Queryable } from '../../db/client';
import { localized } from '../../i18n/localized';
import { listCountries, listGames, listTimezones, translationsOf } from './repository';

/** Current UTC offset of an IANA zone, e.g. +05:00 (from the runtime's time zone data). */
export function utcOffset(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.replace(/^GMT/, '');
}

/** GET /api/v1/client: what the client API is, where its document is, the languages and games it serves, its clock. */
export async function clientIndex(db: Queryable, now = new Date()): Promise<ClientIndex> {
  return {
    name: 'Mobile esports portal client API',
    version: 'v1',
    openapi: '/api/docs/json',
    locales: [...LOCALES],
    default_locale: DEFAULT_LOCALE,
    games: await listGames(db),
    server_time: now.toISOString(),
  };
}

export async function countries(db: Queryable, locale: Locale): Promise<CountryOption[]> {
  const rows = await listCountries(db);
  return rows.map((row) => ({ id: row.id, code: row.code, name: localized(row.names, locale), calling_code: row.callingCode }));
}

export async function timezones(db: Queryable, locale: Locale, now = new Date()): Promise<TimezoneOption[]> {
  const rows = await listTimezones(db);
  return rows.map((row) => ({ id: row.id, name: row.name, label: localized(row.names, locale), offset: utcOffset(row.name, now) }));
}

/** Key segments that would reach an object's prototype instead of a message. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a namespace or dotted key is safe to place in a message tree (no prototype segments, no empty ones). */
export const isSafeMessageKey = (key: string): boolean => key.split('.').every((part) => part !== '' && !UNSAFE_SEGMENTS.has(part));

/** Sets `value` at the dotted `key` inside `tree` (unsafe keys are skipped). */
function place(tree: Record<string, unknown>, key: string, value: string): void {
  if (!isSafeMessageKey(key)) return;
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object' && next !== null && Object.hasOwn(node, part)) node = next as Record<string, unknown>;
    else node = node[part] = {};
  }
  node[parts.at(-1) ?? key] = value;
}

/** Messages of one language: { [namespace]: nested keys }, the way the portal's i18n resources look. */
export async function translationMessages(db: Queryable, locale: Locale): Promise<TranslationMessages> {
  const messages: Record<string, Record<string, unknown>> = {};
  for (const row of await translationsOf(db, locale)) {
    if (!isSafeMessageKey(row.namespace)) continue;
    place((messages[row.namespace] ??= {}), row.key, row.value);
  }
  return { code: locale, messages };
}
