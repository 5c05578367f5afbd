import { gameKeyOf } from './game-key';

describe('game of an id or slug (spec sections 1 and 9)', () => {
  it('knows PUBG Mobile by id 1, route slug pubg-mobile and data slug pubg', () => {
    expect(gameKeyOf(1)).toBe('pubg');
    expect(gameKeyOf('pubg-mobile')).toBe('pubg');
    expect(gameKeyOf('pubg')).toBe('pubg');
  });

  it('knows MLBB by id 3 and slug mlbb', () => {
    expect(gameKeyOf(3)).toBe('mlbb');
    expect(gameKeyOf('mlbb')).toBe('mlbb');
  });

  it('returns null for anything else', () => {
    expect(gameKeyOf(2)).toBeNull();
    expect(gameKeyOf('1')).toBeNull();
    expect(gameKeyOf('MLBB')).toBeNull();
    expect(gameKeyOf(null)).toBeNull();
    expect(gameKeyOf(undefined)).toBeNull();
  });
});
