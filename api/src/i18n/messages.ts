import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@portal/shared/constants';
import { SHARED_LOCALES_DIR } from '../config/paths';

/**
 * Server messages: the shared `errors` namespace (shared/src/i18n/locales/<lang>/errors.json, the same
 * files the portal's i18n loads), read once at start. Codes are the dotted keys ('errors.not_found');
 * values use i18next's {{param}} interpolation.
 */
export type FlatMessages = ReadonlyMap<string, string>;
export type MessageCatalog = Readonly<Record<Locale, FlatMessages>>;

export function flatten(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') {
    into.set(prefix, tree);
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

export function readNamespaceFile(locale: Locale, namespace: string, dir = SHARED_LOCALES_DIR): unknown {
  return JSON.parse(readFileSync(join(dir, locale, `${namespace}.json`), 'utf8')) as unknown;
}

export function loadCatalog(namespace = 'errors', dir = SHARED_LOCALES_DIR): MessageCatalog {
  return Object.fromEntries(LOCALES.map((locale) => [locale, flatten(readNamespaceFile(locale, namespace, dir))])) as unknown as Record<Locale, FlatMessages>;
}

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of `key` in `locale`, else in the fallback language, else the key itself. */
export function translate(catalog: MessageCatalog, locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = catalog[locale].get(key) ?? catalog[FALLBACK_LOCALE].get(key);
  return template === undefined ? key : interpolate(template, params);
}

/**
 * The request's language from Accept-Language: the first listed tag (by q, then order) whose primary
 * subtag is a portal locale (en-US -> en, uz-Latn -> uz); ru when none is.
 */
export function pickLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value.length > 1000) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.q > 0 && isLocale(item.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.lang;
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
