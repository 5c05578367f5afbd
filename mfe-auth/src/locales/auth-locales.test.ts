import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['ru', 'kk', 'en', 'uz', 'tr'] as const;
const files: Record<string, unknown> = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(__dirname, `${l}.json`), 'utf8')) as unknown]));
/** Brand and product names, the same in every language. */
const SAME_EVERYWHERE = new Set(['messengers.telegram', 'messengers.whatsapp', 'games.pubg', 'games.mlbb', 'outbox.channels.telegram', 'outbox.channels.whatsapp']);

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('auth namespace', () => {
  const reference = leaves(files.ru);

  it.each(['kk', 'en', 'uz', 'tr'])('%s has the keys, placeholders and tags of ru, none empty', (locale) => {
    const translated = leaves(files[locale]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
    expect(Object.values(translated).filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(['ru', 'kk', 'uz', 'tr'])('%s copies nothing from English except brand names', (locale) => {
    const english = leaves(files.en);
    const translated = leaves(files[locale]);
    expect(Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && english[key] === translated[key])).toEqual([]);
  });

  it('uzbek is written in the Latin script', () => {
    expect(Object.values(leaves(files.uz)).filter((text) => /[А-Яа-яЁё]/.test(text))).toEqual([]);
  });
});
