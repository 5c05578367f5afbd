import sharp from 'sharp';
import { articleCardSvg, subjectCardSvg, wrapLines, xmlEscape } from './card-svg';
import { cardPng } from './render-card';

describe('preview cards', () => {
  it('breaks a name into lines at words, cuts a long word and ends with an ellipsis when it does not fit', () => {
    expect(wrapLines('Almaty Open Cup', 68, 700, 3)).toEqual(['Almaty Open Cup']);
    const lines = wrapLines('Чемпионат Центральной Азии по мобильному киберспорту среди студенческих команд весна', 68, 700, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => [...line].length <= 16)).toBe(true);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(wrapLines('Ааааааааааааааааааааааааааааааааа', 68, 700, 3)[0]).toHaveLength(16);
  });

  it('escapes text for SVG', () => {
    expect(xmlEscape(`<Wolves & "Co">`)).toBe('&#60;Wolves &#38; &#34;Co&#34;&#62;');
    expect(subjectCardSvg({ kicker: 'PUBG Mobile', name: '</text><script>', details: [], logo: null, siteName: 'Portal' })).not.toContain('<script>');
  });

  // A letter the font lacks is drawn as the font's "missing glyph" box, the same for every missing letter.
  const letterPixels = async (letter: string) =>
    (await sharp(cardPng(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#000"/><text x="20" y="90" font-family="DejaVu Sans" font-size="80" font-weight="700" fill="#fff">${letter}</text></svg>`)).raw().toBuffer()).toString('base64');
  it.each([...'әғқңөұүһіӘҒҚҢӨҰҮҺІʻğışİжщэ'].map((letter) => [letter]))('draws %s with a glyph of the shipped font', async (letter) => {
    const missing = await letterPixels('\uE000');
    const drawn = await letterPixels(letter);
    expect(drawn === missing).toBe(false);
    expect(drawn === (await letterPixels(' '))).toBe(false);
  });

  it('draws a 1200x630 PNG for a subject and for an article, with or without pictures', async () => {
    const red = `data:image/png;base64,${(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#d00' } }).png().toBuffer()).toString('base64')}`;
    for (const svg of [
      subjectCardSvg({ kicker: 'PUBG Mobile', name: 'Qazaq Cup — Жүлде', details: ['Жүлде қоры: 1 000 000 ₸', 'Басталуы: 01.05.2026 20:00 (Asia/Almaty)'], logo: red, siteName: 'Мобильді киберспорт' }),
      articleCardSvg({ title: 'Nomad League: kayıtlar açıldı', cover: red, siteName: 'Mobil espor' }),
      articleCardSvg({ title: 'Без обложки', cover: null, siteName: 'Мобильный киберспорт' }),
    ]) {
      const meta = await sharp(cardPng(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
  });
});
