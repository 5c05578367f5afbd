import { LOCALES } from '@portal/shared/constants';
import en from './locales/en/ui.json';
import kk from './locales/kk/ui.json';
import ru from './locales/ru/ui.json';
import tr from './locales/tr/ui.json';
import uz from './locales/uz/ui.json';

const files: Record<string, unknown> = { ru, kk, en, uz, tr };

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => Object.entries(leaves(child, prefix ? `${prefix}.${key}` : key))),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('ui namespace in every language', () => {
  const reference = leaves(ru);

  it.each(LOCALES.filter((l) => l !== 'ru'))('%s has exactly the keys of ru, with the same placeholders', (locale) => {
    const translated = leaves(files[locale]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is really translated (no sentence copied from English)', (locale) => {
    const english = leaves(en);
    const translated = leaves(files[locale]);
    const copied = Object.keys(english).filter((key) => english[key] === translated[key] && /[a-z]{4,}\s+[a-z]{3,}/i.test(english[key] ?? ''));
    expect(copied).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const locale of LOCALES) expect(Object.values(leaves(files[locale])).filter((t) => t.trim() === '')).toEqual([]);
  });
});
