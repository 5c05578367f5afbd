import { listGameOf, listRouteId } from './tournament-paths';

describe('list routes and their games', () => {
  it('gives each game its list route and back', () => {
    expect(listRouteId(null)).toBe('tournaments.list');
    expect(listRouteId('pubg')).toBe('tournaments.pubg');
    expect(listRouteId('mlbb')).toBe('tournaments.mlbb');
    expect(listGameOf('tournaments.list')).toBeNull();
    expect(listGameOf('tournaments.pubg')).toBe('pubg');
    expect(listGameOf('tournaments.mlbb')).toBe('mlbb');
  });

  it('reads no game from a route that is no list', () => {
    expect(listGameOf('tournaments.detail')).toBeNull();
  });
});
