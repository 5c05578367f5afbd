import { GAMES } from '@portal/shared/constants';

/** The home page's row of current tournaments per game, in order. */
export const HOME_GAME_ROWS = [
  { key: 'pubg', slug: GAMES.pubg.slug, list: 'tournaments.pubg' },
  { key: 'mlbb', slug: GAMES.mlbb.slug, list: 'tournaments.mlbb' },
] as const;
