import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALE_FILES = ['ru', 'kk', 'en', 'uz', 'tr'] as const;
const files = Object.fromEntries(
  LOCALE_FILES.map((locale) => [locale, JSON.parse(readFileSync(join(__dirname, '../../locales', `${locale}.json`), 'utf8')) as { uiKits: unknown }]),
) as Record<string, { uiKits: unknown }>;

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))),
  );
}

describe('uiKits strings of the content namespace', () => {
  const reference = leaves(files.ru?.uiKits);

  it.each(['kk', 'en', 'uz', 'tr'])('%s has the keys and placeholders of ru', (locale) => {
    const translated = leaves(files[locale]?.uiKits);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    const names = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);
    for (const [key, text] of Object.entries(reference)) expect([key, names(translated[key] ?? '')]).toEqual([key, names(text)]);
  });

  /** Game titles are brand names, written the same in every language. */
  const PROPER_NAMES = new Set(['fields.pubg', 'fields.mlbb']);

  it.each(['ru', 'kk', 'uz', 'tr'])('%s copies no English sentence', (locale) => {
    const english = leaves(files.en?.uiKits);
    const translated = leaves(files[locale]?.uiKits);
    const copied = Object.keys(english).filter((key) => !PROPER_NAMES.has(key) && english[key] === translated[key] && /\s/.test(english[key] ?? ''));
    expect(copied).toEqual([]);
  });
});
