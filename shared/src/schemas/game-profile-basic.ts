import type * as v from 'valibot';
import { GAME_PROFILE_MESSAGES } from '@portal/shared/constants';
import { fields, requiredText } from './fields';
import { inGameIdSchema } from './game-id';

/**
 * Basic game profile (docs/spec.md sections 3 and 5): nick required ('Nickname обязателен для заполнения') and the
 * in-game id under the game's key (pubg_id or mlbb_id), required and numeric.
 */
export const nicknameSchema = requiredText(GAME_PROFILE_MESSAGES.nickname_required);

/** The basic fields of each game, keyed by field key (the extended profile adds to them). */
export const basicProfileEntries = {
  pubg: { nick: nicknameSchema, pubg_id: inGameIdSchema('pubg') },
  mlbb: { nick: nicknameSchema, mlbb_id: inGameIdSchema('mlbb') },
} as const;

export const pubgProfileBasicSchema = fields(basicProfileEntries.pubg);
export const mlbbProfileBasicSchema = fields(basicProfileEntries.mlbb);

export type PubgProfileBasicInput = v.InferInput<typeof pubgProfileBasicSchema>;
export type PubgProfileBasicOutput = v.InferOutput<typeof pubgProfileBasicSchema>;
export type MlbbProfileBasicInput = v.InferInput<typeof mlbbProfileBasicSchema>;
export type MlbbProfileBasicOutput = v.InferOutput<typeof mlbbProfileBasicSchema>;
