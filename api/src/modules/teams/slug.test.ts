import { baseSlug, freeSlug } from './slug';

describe('team slugs', () => {
  it('are the name in lowercase with single hyphens', () => {
    expect(baseSlug('Almaty Wolves')).toBe('almaty-wolves');
    expect(baseSlug('  Team   One 2 ')).toBe('team-one-2');
  });

  it('are never all digits', () => {
    expect(baseSlug('2026')).toBe('team-2026');
    expect(baseSlug('12 34')).toBe('12-34');
  });

  it('take the next free number when the slug is used', () => {
    expect(freeSlug('wolves', [])).toBe('wolves');
    expect(freeSlug('wolves', ['wolves'])).toBe('wolves-2');
    expect(freeSlug('wolves', ['wolves', 'wolves-2', 'wolves-3'])).toBe('wolves-4');
    expect(freeSlug('wolves', ['wolves-2'])).toBe('wolves');
  });
});
