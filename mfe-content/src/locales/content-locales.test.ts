import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['ru', 'kk', 'en', 'uz', 'tr'] as const;
/** Top-level keys of the content namespace that the content pages (other than home and /ui-kits) own. */
const PAGE_KEYS = ['news', 'rating', 'watch', 'votes', 'help', 'condition', 'agreements', 'open'] as const;
/** Brand names and abbreviations, written the same in every language. */
const SAME_EVERYWHERE = new Set(['rating.games.mlbb', 'rating.games.pubg', 'rating.columns.kd', 'rating.tables.board', 'help.contacts.telegram.name', 'help.contacts.discord.name']);

type Tree = { [key: string]: string | Tree };
const files = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(__dirname, `${l}.json`), 'utf8')) as Tree]));

function leaves(value: string | Tree | undefined, prefix = ''): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(Object.entries(value).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))));
}
const pageLeaves = (locale: string) => Object.assign({}, ...PAGE_KEYS.map((key) => leaves(files[locale]?.[key], key))) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('content namespace: strings of the content pages', () => {
  const reference = pageLeaves('ru');

  it('ru has every page key', () => {
    for (const key of PAGE_KEYS) expect(Object.keys(reference).some((leaf) => leaf.startsWith(`${key}.`))).toBe(true);
  });

  it.each(LOCALES.filter((l) => l !== 'ru'))('%s has the keys and placeholders of ru, none empty', (locale) => {
    const translated = pageLeaves(locale);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
    expect(Object.entries(translated).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s copies nothing from English except brand names', (locale) => {
    const english = pageLeaves('en');
    const translated = pageLeaves(locale);
    const copied = Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && english[key] === translated[key]);
    expect(copied).toEqual([]);
  });

  it('numbers the participation conditions the same way in every language', () => {
    const numbers = (text: string) => text.split('\n').map((line) => line.split(' ')[0]);
    for (const locale of LOCALES) expect([locale, numbers(pageLeaves(locale)['condition.text'] ?? '')]).toEqual([locale, numbers(reference['condition.text'] ?? '')]);
  });
});
