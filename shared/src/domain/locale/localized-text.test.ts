import { cleanTextByLocale, pickLocalizedText } from './localized-text';

describe('pickLocalizedText', () => {
  const names = { kk: 'Алматы ашық кубогы', en: 'Almaty Open Cup' };

  it("shows the page's language when it is written", () => {
    expect(pickLocalizedText('Кубок Алматы', names, 'kk')).toBe('Алматы ашық кубогы');
    expect(pickLocalizedText('Кубок Алматы', names, 'en')).toBe('Almaty Open Cup');
  });

  it('falls back to the default text for a language not written, a blank one, or no map', () => {
    expect(pickLocalizedText('Кубок Алматы', names, 'tr')).toBe('Кубок Алматы');
    expect(pickLocalizedText('Кубок Алматы', { uz: '   ' }, 'uz')).toBe('Кубок Алматы');
    expect(pickLocalizedText('Кубок Алматы', null, 'en')).toBe('Кубок Алматы');
    expect(pickLocalizedText(null, {}, 'en')).toBeNull();
  });
});

describe('cleanTextByLocale', () => {
  it('keeps the portal languages with text, trimmed, and drops the rest', () => {
    expect(cleanTextByLocale({ kk: ' Кубок ', en: '', de: 'Pokal', tr: 3 })).toEqual({ kk: 'Кубок' });
    expect(cleanTextByLocale(null)).toEqual({});
  });
});
