import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['ru', 'kk', 'en', 'uz', 'tr'] as const;
const files: Record<string, unknown> = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(__dirname, 'locales', `${l}.json`), 'utf8')) as unknown]));
/** Provider names are brands, the same in every language (the phone is not). */
const BRANDS = new Set(['providers.telegram', 'providers.discord', 'providers.google', 'providers.whatsapp']);

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('profile-social namespace', () => {
  const reference = leaves(files.ru);
  it.each(['kk', 'en', 'uz', 'tr'])('%s has the keys and placeholders of ru, none empty', (locale) => {
    const translated = leaves(files[locale]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
    expect(Object.values(translated).filter((text) => text.trim() === '')).toEqual([]);
  });
  it.each(['ru', 'kk', 'uz', 'tr'])('%s copies nothing from English except brands', (locale) => {
    const english = leaves(files.en);
    const translated = leaves(files[locale]);
    expect(Object.keys(english).filter((key) => !BRANDS.has(key) && english[key] === translated[key])).toEqual([]);
  });
});
