import { displayedDivisions } from './division';

describe('tournament division (spec section 3)', () => {
  it("shows 'all' when all three divisions apply", () => {
    expect(displayedDivisions(['pubg-mobile-division-3', 'pubg-mobile-division-1', 'pubg-mobile-division-2'])).toEqual(['all']);
    expect(displayedDivisions([{ slug: 'mlbb-division-1' }, { slug: 'mlbb-division-2' }, { slug: 'mlbb-division-3' }])).toEqual(['all']);
    expect(displayedDivisions(['all'])).toEqual(['all']);
  });

  it('shows the one division a tournament belongs to', () => {
    expect(displayedDivisions(['mlbb-division-2'])).toEqual(['mlbb-division-2']);
    expect(displayedDivisions([{ slug: 'pubg-mobile-division-1' }, { slug: 'pubg-mobile-division-1' }])).toEqual(['pubg-mobile-division-1']);
  });

  it('shows two of three in division order, then other slugs', () => {
    expect(displayedDivisions(['pubg-mobile-division-3', 'personal', 'pubg-mobile-division-1'])).toEqual(['pubg-mobile-division-1', 'pubg-mobile-division-3', 'personal']);
  });

  it('shows nothing without divisions', () => {
    expect(displayedDivisions([])).toEqual([]);
    expect(displayedDivisions(null)).toEqual([]);
    expect(displayedDivisions(undefined)).toEqual([]);
  });
});
