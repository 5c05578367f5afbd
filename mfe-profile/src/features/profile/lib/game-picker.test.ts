import type { Game } from '@portal/shared/contracts';
import { canAddGameAccount, gamesToAdd } from './game-picker';

const game = (id: number, label: string): Game => ({ id, label, name: label, slug: label.toLowerCase(), data_slug: label, id_key: 'x_id', description: '', images: { icon: '', cover: '', logo: '' }, fields: [] });
const games = [game(1, 'PUBG MOBILE'), game(3, 'MLBB')];

describe('games to add an account for', () => {
  it('searches the label text in any case, ignoring surrounding spaces', () => {
    expect(gamesToAdd(games, [], '').map((g) => g.id)).toEqual([1, 3]);
    expect(gamesToAdd(games, [], ' pubg ').map((g) => g.id)).toEqual([1]);
    expect(gamesToAdd(games, [], 'mOb').map((g) => g.id)).toEqual([1]);
    expect(gamesToAdd(games, [], 'chess')).toEqual([]);
  });

  it('leaves out the games the player already has an account for', () => {
    expect(gamesToAdd(games, [{ game_id: 1 }], '').map((g) => g.id)).toEqual([3]);
    expect(gamesToAdd(games, [{ game_id: 1 }], 'pubg')).toEqual([]);
    expect(canAddGameAccount(games, [{ game_id: 1 }])).toBe(true);
    expect(canAddGameAccount(games, [{ game_id: 1 }, { game_id: 3 }])).toBe(false);
  });
});
