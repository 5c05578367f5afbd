import * as v from 'valibot';
import { GAMES, TEAM_MESSAGES } from '@portal/shared/constants';
import { mlbbProfileExtendedSchema, pubgProfileExtendedSchema } from './game-profile-extended';

/**
 * POST /user/game_profile (store) and PUT /user/game_profile/{id} (update): the game by its slug
 * (gameName) and the profile fields of that game keyed by field key, checked by the game profile schemas
 * of docs/spec.md section 5. The sign-up step (/login/game-profile) sends the basic fields only (nick and pubg_id,
 * or nick and mlbb_id); the settings' game account modal sends the extended ones too. Extended fields left
 * out are stored empty.
 */
export const gameProfileStoreSchema = v.variant(
  'gameName',
  [
    v.object({ gameName: v.literal(GAMES.pubg.slug), fields: pubgProfileExtendedSchema }),
    v.object({ gameName: v.literal(GAMES.mlbb.slug), fields: mlbbProfileExtendedSchema }),
  ],
  TEAM_MESSAGES.game_required,
);
export type GameProfileStoreInput = v.InferInput<typeof gameProfileStoreSchema>;
export type GameProfileStoreOutput = v.InferOutput<typeof gameProfileStoreSchema>;

/**
 * The game profile as a form holds it: the game's slug and the fields of that game's profile by key (GET /games
 * lists them, so a form knows their keys only at run time), then checked as gameProfileStoreSchema: the same
 * codes under the same field paths, and the same output.
 */
export const gameProfileFormSchema = v.pipe(v.object({ gameName: v.string(), fields: v.record(v.string(), v.unknown()) }), gameProfileStoreSchema);
export type GameProfileFormInput = v.InferInput<typeof gameProfileFormSchema>;
