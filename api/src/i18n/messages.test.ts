import { LOCALES } from '@portal/shared/constants';
import { flatten, interpolate, loadCatalog, pickLocale, translate } from './messages';

describe('server messages', () => {
  const catalog = loadCatalog();

  it('has every errors key in all five languages, each really translated', () => {
    const keys = [...catalog.ru.keys()].sort();
    expect(keys.length).toBeGreaterThan(10);
    for (const locale of LOCALES) expect([...catalog[locale].keys()].sort()).toEqual(keys);
    for (const key of keys) {
      const texts = new Set(LOCALES.map((locale) => catalog[locale].get(key)));
      expect({ key, distinct: texts.size }).toEqual({ key, distinct: LOCALES.length });
    }
  });

  it('translates with parameters and falls back to ru, then to the key', () => {
    expect(translate(catalog, 'en', 'errors.not_found')).toMatch(/not found/i);
    expect(translate(catalog, 'kk', 'errors.no_such_key')).toBe('errors.no_such_key');
    expect(interpolate('from {{min}} to {{ max }}, {{other}}', { min: 1, max: 5 })).toBe('from 1 to 5, {{other}}');
  });

  it('flattens nested namespaces into dotted keys', () => {
    expect([...flatten({ errors: { a: 'A', b: { c: 'C' } } })]).toEqual([
      ['errors.a', 'A'],
      ['errors.b.c', 'C'],
    ]);
  });

  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE, tr;q=0.5, en;q=0.8', 'en'],
    ['uz-Latn-UZ', 'uz'],
    ['KK', 'kk'],
    ['fr, de', 'ru'],
    ['en;q=0, tr', 'tr'],
    [['kk', 'en'], 'kk'],
  ])('Accept-Language %p -> %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
