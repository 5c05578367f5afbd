import { gameProfileRows } from './game-profiles';

describe('game profile rows', () => {
  it('shows the in-game id of each game and keeps unknown games', () => {
    expect(
      gameProfileRows([
        { id: 5, game_id: 1, nick: 'ayan', pubg_id: '5123456789', level: { number: 31 } },
        { game_id: 3, nick: 'ayan-ml', mlbb_id: '99887766' },
        { game_id: 7, nick: 'other' },
      ]),
    ).toEqual([
      { key: '5', game: 'pubg', gameId: 1, nick: 'ayan', inGameId: '5123456789', level: 31 },
      { key: '3-1', game: 'mlbb', gameId: 3, nick: 'ayan-ml', inGameId: '99887766', level: null },
      { key: '7-2', game: null, gameId: 7, nick: 'other', inGameId: null, level: null },
    ]);
    expect(gameProfileRows(null)).toEqual([]);
  });
});
