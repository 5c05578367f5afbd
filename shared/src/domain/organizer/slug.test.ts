import { slugFromName, uniqueSlug } from './slug';

describe('tournament slugs', () => {
  it.each([
    ['Steppe Cup Spring', 'steppe-cup-spring'],
    ['  Nomad League: Season #3!  ', 'nomad-league-season-3'],
    ['Кубок Степи 2026', 'kubok-stepi-2026'],
    ['Қазақстан Чемпионаты', 'qazaqstan-chempionaty'],
    ['İstanbul Şampiyonası Güz', 'istanbul-sampiyonasi-guz'],
    ["Oʻzbekiston kubogi", 'ozbekiston-kubogi'],
    ['Café Crème', 'cafe-creme'],
    ['2026', 'tournament-2026'],
    ['!!!', 'tournament'],
    ['Get Latest', 'get-latest-tournament'],
    ['New', 'new-tournament'],
  ])('%s -> %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('cuts long names without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugFromName('x'.repeat(200))).toHaveLength(80);
  });

  it('adds the first free numeric suffix', () => {
    expect(uniqueSlug('cup', new Set())).toBe('cup');
    expect(uniqueSlug('cup', new Set(['cup', 'cup-2']))).toBe('cup-3');
  });
});
