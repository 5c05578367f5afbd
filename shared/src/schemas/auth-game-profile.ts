import * as v from 'valibot';
import { GAMES, TEAM_MESSAGES } from '@portal/shared/constants';
import { mlbbProfileBasicSchema, pubgProfileBasicSchema } from './game-profile-basic';

/**
 * POST /user/game_profile (the /login/game-profile step): the game by its slug (gameName) and the basic
 * profile fields of that game, keyed by field key (nick and pubg_id, or nick and mlbb_id), checked by the
 * basic game profile schemas of spec section 5.
 */
export const gameProfileStoreSchema = v.variant(
  'gameName',
  [
    v.object({ gameName: v.literal(GAMES.pubg.slug), fields: pubgProfileBasicSchema }),
    v.object({ gameName: v.literal(GAMES.mlbb.slug), fields: mlbbProfileBasicSchema }),
  ],
  TEAM_MESSAGES.game_required,
);
export type GameProfileStoreInput = v.InferInput<typeof gameProfileStoreSchema>;
export type GameProfileStoreOutput = v.InferOutput<typeof gameProfileStoreSchema>;
