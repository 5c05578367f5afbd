import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type UserGameAccount } from '@portal/shared/contracts';
import type { GameProfileStoreInput } from '@portal/shared/schemas';

/** POST /user/game_profile: stores the new player's basic game profile (/login/game-profile). */
export const storeGameProfile = (body: GameProfileStoreInput) => post<UserGameAccount>(AUTH_API_PATHS.gameProfile, body);
