import { boardsOf, divisionNumber, ratingBoardOf } from './rating-boards';

describe('rating boards', () => {
  it('knows the boards of each game', () => {
    expect(boardsOf('mlbb')).toEqual(['mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3']);
    expect(boardsOf('pubg')).toEqual(['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3', 'personal']);
  });

  it('accepts a slug only in its own game', () => {
    expect(ratingBoardOf('mlbb', 'mlbb-division-2')).toBe('mlbb-division-2');
    expect(ratingBoardOf('pubg', 'personal')).toBe('personal');
    expect(ratingBoardOf('mlbb', 'personal')).toBeNull();
    expect(ratingBoardOf('pubg', 'mlbb-division-1')).toBeNull();
    expect(ratingBoardOf('pubg', undefined)).toBeNull();
  });

  it('reads the division number', () => {
    expect(divisionNumber('pubg-mobile-division-3')).toBe(3);
    expect(divisionNumber('mlbb-division-1')).toBe(1);
    expect(divisionNumber('personal')).toBeNull();
  });
});
