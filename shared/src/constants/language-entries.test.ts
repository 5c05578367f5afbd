import { LANGUAGE_ENTRIES, LANGUAGE_ICON_SIZE, languageIconPath } from './language-entries';
import { LOCALES } from './locales';

describe('language entries', () => {
  it('list the five languages in order with their labels, kk labelled KZ', () => {
    expect(LANGUAGE_ENTRIES.map((entry) => entry.code)).toEqual([...LOCALES]);
    expect(LANGUAGE_ENTRIES.map((entry) => entry.label)).toEqual(['RU', 'KZ', 'EN', 'UZ', 'TR']);
  });

  it('point at a versioned WebP flag per language', () => {
    for (const entry of LANGUAGE_ENTRIES) {
      expect(entry.format).toBe('webp');
      expect(entry.icon).toBe(`/icons/lang/${entry.code}.v1.webp`);
    }
    expect(new Set(LANGUAGE_ENTRIES.map((entry) => entry.icon)).size).toBe(LOCALES.length);
    expect(languageIconPath('kk')).toBe('/icons/lang/kk.v1.webp');
  });

  it('display at a flag ratio of about 10:7', () => {
    expect(LANGUAGE_ICON_SIZE.width / LANGUAGE_ICON_SIZE.height).toBeCloseTo(10 / 7, 5);
  });
});
