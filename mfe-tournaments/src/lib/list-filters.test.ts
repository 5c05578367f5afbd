import { changeFilter, divisionOptions, filtersForGame, hasActiveFilter, readListFilters, writeListFilters } from './list-filters';

const read = (query: string, game: 'pubg' | 'mlbb' | null = null) => readListFilters(new URLSearchParams(query), game);

describe('tournament list filters in the URL', () => {
  it('reads status, division and page', () => {
    expect(read('status=registration&division=mlbb-division-2&page=3')).toEqual({ status: 'registration', division: 'mlbb-division-2', page: 3 });
    expect(read('division=pubg-mobile-division-1', 'pubg')).toMatchObject({ division: 'pubg-mobile-division-1' });
  });

  it('treats a missing or unknown value as no filter and page 1', () => {
    expect(read('')).toEqual({ status: null, division: null, page: 1 });
    expect(read('status=open&division=4&page=0')).toEqual({ status: null, division: null, page: 1 });
    expect(read('page=-2')).toMatchObject({ page: 1 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
    expect(read('division=all')).toMatchObject({ division: null });
    expect(read('division=world-team-rating')).toMatchObject({ division: null });
  });

  it("ignores another game's division on a game's list", () => {
    expect(read('division=mlbb-division-2', 'pubg')).toMatchObject({ division: null });
    expect(read('division=pubg-mobile-division-2', 'mlbb')).toMatchObject({ division: null });
  });

  it('writes only the filters that are set and leaves page 1 out', () => {
    expect(writeListFilters({ status: 'ended', division: null, page: 1 }).toString()).toBe('status=ended');
    expect(writeListFilters({ status: null, division: 'mlbb-division-3', page: 4 }).toString()).toBe('division=mlbb-division-3&page=4');
    expect(writeListFilters({ status: null, division: null, page: 1 }).toString()).toBe('');
  });

  it('keeps unrelated parameters and drops cleared filters', () => {
    const base = new URLSearchParams('utm_source=tg&status=game&page=2');
    expect(writeListFilters({ status: null, division: 'mlbb-division-1', page: 1 }, base).toString()).toBe('utm_source=tg&division=mlbb-division-1');
  });

  it('round-trips every valid view', () => {
    const view = { status: 'registration-not-started', division: 'pubg-mobile-division-1', page: 12 } as const;
    expect(readListFilters(writeListFilters(view), null)).toEqual(view);
    expect(readListFilters(writeListFilters(view), 'pubg')).toEqual(view);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(changeFilter({ status: null, division: null, page: 5 }, { status: 'game' })).toEqual({ status: 'game', division: null, page: 1 });
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilter({ status: null, division: null, page: 3 })).toBe(false);
    expect(hasActiveFilter({ status: 'ended', division: null, page: 1 })).toBe(true);
    expect(hasActiveFilter({ status: null, division: 'mlbb-division-1', page: 1 })).toBe(true);
  });

  it("offers a game's three divisions, or all six", () => {
    expect(divisionOptions('mlbb').map((o) => o.slug)).toEqual(['mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3']);
    expect(divisionOptions(null).map((o) => o.slug)).toEqual([
      'pubg-mobile-division-1',
      'pubg-mobile-division-2',
      'pubg-mobile-division-3',
      'mlbb-division-1',
      'mlbb-division-2',
      'mlbb-division-3',
    ]);
  });

  it('carries the status and the division level to another game, from page 1', () => {
    const filters = { status: 'registration', division: 'pubg-mobile-division-2', page: 4 } as const;
    expect(filtersForGame(filters, 'pubg', 'mlbb')).toEqual({ status: 'registration', division: 'mlbb-division-2', page: 1 });
    expect(filtersForGame(filters, 'pubg', null)).toEqual({ status: 'registration', division: 'pubg-mobile-division-2', page: 1 });
    expect(filtersForGame(filters, null, 'pubg')).toEqual({ status: 'registration', division: 'pubg-mobile-division-2', page: 1 });
    expect(filtersForGame({ status: null, division: null, page: 2 }, null, 'mlbb')).toEqual({ status: null, division: null, page: 1 });
  });
});
