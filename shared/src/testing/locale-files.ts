import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@portal/shared/constants';

/** One namespace (or one part of it) in the five languages, as parsed from the JSON files. */
export type LocaleFiles = Record<Locale, unknown>;

export interface LocaleFileRules {
  /** Dotted keys whose text may be the same as in English: brand names, abbreviations. */
  sameAsEnglish?: readonly string[];
  /** Count only texts with a space in them as left in English (single words such as 'Format' are shared). */
  onlySentences?: boolean;
}

export interface LocaleFileProblems {
  /** `locale: key` of keys ru has and the locale has not. */
  missing: string[];
  /** `locale: key` of keys the locale has and ru has not. */
  extra: string[];
  /** `locale: key` of texts whose {{placeholders}} or <tags> differ from ru. */
  placeholders: string[];
  /** `locale: key` of texts copied from English. */
  copied: string[];
  /** `locale: key` of empty texts. */
  empty: string[];
  /** Keys of Uzbek texts in Cyrillic (Uzbek is written in the Latin script here). */
  cyrillicUzbek: string[];
}

/**
 * Reads a namespace's five JSON files (`pathOf(locale)`); with `parts`, only those top-level keys of each
 * (the part of a namespace a test owns).
 */
export function readLocaleFiles(pathOf: (locale: Locale) => string, parts?: readonly string[]): LocaleFiles {
  const read = (locale: Locale) => {
    const tree = JSON.parse(readFileSync(pathOf(locale), 'utf8')) as Record<string, unknown>;
    return parts ? Object.fromEntries(parts.map((part) => [part, tree[part]])) : tree;
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as LocaleFiles;
}

/** Every text of a locale tree under its dotted key. */
export function localeLeaves(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  if (tree === null || typeof tree !== 'object') return {};
  return Object.fromEntries(Object.entries(tree as Record<string, unknown>).flatMap(([key, child]) => Object.entries(localeLeaves(child, prefix ? `${prefix}.${key}` : key))));
}

/** The interpolation placeholders ({{name}}) and Trans tags (<1>, <link>) of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

const CYRILLIC = /[А-Яа-яЁё]/;
const SENTENCE = /\s/;

/** What is wrong with a namespace's five files, ru being the reference and English the source language. */
export function localeFileProblems(files: LocaleFiles, rules: LocaleFileRules = {}): LocaleFileProblems {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, localeLeaves(files[locale])])) as Record<Locale, Record<string, string>>;
  const reference = texts.ru;
  const sameAsEnglish = new Set(rules.sameAsEnglish ?? []);
  const problems: LocaleFileProblems = { missing: [], extra: [], placeholders: [], copied: [], empty: [], cyrillicUzbek: [] };
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

  for (const locale of LOCALES) {
    const own = texts[locale];
    for (const [key, text] of Object.entries(own)) {
      if (text.trim() === '') problems.empty.push(`${locale}: ${key}`);
      if (!(key in reference)) problems.extra.push(`${locale}: ${key}`);
    }
    if (locale === 'ru') continue;
    for (const [key, text] of Object.entries(reference)) {
      const translated = own[key];
      if (translated === undefined) problems.missing.push(`${locale}: ${key}`);
      else if (!same(placeholdersOf(translated), placeholdersOf(text))) problems.placeholders.push(`${locale}: ${key}`);
    }
  }
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    for (const [key, english] of Object.entries(texts.en)) {
      const copied = texts[locale][key] === english && !sameAsEnglish.has(key) && (!rules.onlySentences || SENTENCE.test(english));
      if (copied) problems.copied.push(`${locale}: ${key}`);
    }
  }
  problems.cyrillicUzbek = Object.entries(texts.uz)
    .filter(([, text]) => CYRILLIC.test(text))
    .map(([key]) => key);
  return problems;
}

/**
 * The checks every namespace's locale files get, as jest tests of the describe block it is called in: the
 * keys of ru in every language, the same placeholders and tags, nothing left in English (but the keys
 * allowed), no empty text, Uzbek in the Latin script.
 */
export function checkLocaleFiles(files: LocaleFiles, rules: LocaleFileRules = {}): void {
  const problems = () => localeFileProblems(files, rules);
  it('has the keys of ru in every language, and no others', () => {
    expect(Object.keys(localeLeaves(files.ru)).length).toBeGreaterThan(0);
    const { missing, extra } = problems();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });
  it('keeps the placeholders and tags of ru in every language', () => {
    expect(problems().placeholders).toEqual([]);
  });
  it('is really translated (nothing copied from English but the allowed names)', () => {
    expect(problems().copied).toEqual([]);
  });
  it('has no empty texts, and Uzbek in the Latin script', () => {
    const { empty, cyrillicUzbek } = problems();
    expect({ empty, cyrillicUzbek }).toEqual({ empty: [], cyrillicUzbek: [] });
  });
}
