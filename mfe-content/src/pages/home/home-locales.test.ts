import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@portal/shared/constants';

const files = Object.fromEntries(
  LOCALES.map((locale) => [locale, (JSON.parse(readFileSync(join(__dirname, '../../locales', `${locale}.json`), 'utf8')) as { home: unknown }).home]),
);

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('home strings of the content namespace', () => {
  const reference = leaves(files.ru);

  it.each(['kk', 'en', 'uz', 'tr'])('%s has the keys and placeholders of ru', (locale) => {
    const translated = leaves(files[locale]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
  });

  it.each(['ru', 'kk', 'uz', 'tr'])('%s copies no English sentence', (locale) => {
    const english = leaves(files.en);
    const translated = leaves(files[locale]);
    const copied = Object.keys(english).filter((key) => english[key] === translated[key] && /\s/.test(english[key] ?? ''));
    expect(copied).toEqual([]);
  });
});
