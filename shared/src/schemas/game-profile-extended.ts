import * as v from 'valibot';
import {
  ABOUT_ME_MAX_LENGTH,
  DEVICE_MAX_LENGTH,
  GAME_PROFILE_MESSAGES,
  IN_GAME_ROLES,
  KEYBIND_CODE_MIN_DIGITS,
  SENSITIVITY_CODE_MIN_DIGITS,
  TEAM_SPEAK_LANGUAGES,
  type GameKey,
} from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields, optionalText } from './fields';
import { basicProfileEntries } from './game-profile-basic';

/**
 * Extended game profile (docs/spec.md sections 3 and 5), keyed by field key like the basic profile and the game's
 * fields (GET /games): nick required; the in-game id (pubg_id / mlbb_id) required, numeric, at most 64
 * digits; about_me at most 512; experience (in game since) 'write the full number'; keybind and
 * sensitivity (PUBG only) at least 19 digits after stripping non-digits, checked only if filled;
 * highlights an https YouTube or TikTok link, may be empty; device at most 20; team_member_roles from the
 * game's in-game roles; team_speak from kk, ru, en, uzb.
 *
 * Choices: docs/spec.md allows "nick or nickname" and "gameId"; the profile uses the field keys nick and
 * pubg_id / mlbb_id, the keys of the basic profile and of the game's fields, so one stored account has one
 * shape. "experience at least 1 character" follows the generic rules of section 5 (an empty value passes
 * every rule but required), so it may be empty, and a basic profile (nick and id, the sign-up step) is a
 * valid extended one. "Write the full number" is read as: a full year (2019) or a full date (2019-05-01), so
 * a half-typed value fails; a year is kept as its first day (the field is a date).
 */
const HIGHLIGHT_LINK = /^https:\/\/(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be)\/\S+$|^https:\/\/(?:(?:www|m|vm|vt)\.)?tiktok\.com\/\S+$/i;

export function isHighlightLink(value: string): boolean {
  return HIGHLIGHT_LINK.test(value);
}

function isFullExperience(value: string): boolean {
  if (/^[0-9]{4}$/.test(value)) return true;
  const date = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!date) return false;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

const digitCount = (value: string) => value.replace(/[^0-9]/g, '').length;

function codeSchema(minDigits: number, key: string) {
  return v.pipe(
    optionalText(),
    v.check((code) => code === '' || digitCount(code) >= minDigits, encodeErrorCode(key, { min: minDigits })),
  );
}

export const experienceSchema = v.pipe(
  optionalText(GAME_PROFILE_MESSAGES.experience_full_number),
  v.check((value) => value === '' || isFullExperience(value), GAME_PROFILE_MESSAGES.experience_full_number),
  v.transform((value) => (/^[0-9]{4}$/.test(value) ? `${value}-01-01` : value)),
);

/** Extended fields are optional: one left out stays out of the output (the API stores it empty). */
const extendedEntries = (game: GameKey) => ({
  about_me: v.optional(v.pipe(optionalText(), v.maxLength(ABOUT_ME_MAX_LENGTH, encodeErrorCode(GAME_PROFILE_MESSAGES.about_me_too_long, { max: ABOUT_ME_MAX_LENGTH })))),
  experience: v.optional(experienceSchema),
  team_member_roles: v.optional(v.array(v.picklist(IN_GAME_ROLES[game], GAME_PROFILE_MESSAGES.role_invalid), GAME_PROFILE_MESSAGES.role_invalid)),
  team_speak: v.optional(v.array(v.picklist(TEAM_SPEAK_LANGUAGES, GAME_PROFILE_MESSAGES.team_speak_invalid), GAME_PROFILE_MESSAGES.team_speak_invalid)),
  highlights: v.optional(v.pipe(optionalText(), v.check((link) => link === '' || isHighlightLink(link), GAME_PROFILE_MESSAGES.highlights_link))),
  device: v.optional(v.pipe(optionalText(), v.maxLength(DEVICE_MAX_LENGTH, encodeErrorCode(GAME_PROFILE_MESSAGES.device_too_long, { max: DEVICE_MAX_LENGTH })))),
});

export const pubgProfileExtendedSchema = fields({
  ...basicProfileEntries.pubg,
  ...extendedEntries('pubg'),
  keybind: v.optional(codeSchema(KEYBIND_CODE_MIN_DIGITS, GAME_PROFILE_MESSAGES.keybind_too_short)),
  sensitivity: v.optional(codeSchema(SENSITIVITY_CODE_MIN_DIGITS, GAME_PROFILE_MESSAGES.sensitivity_too_short)),
});

/** MLBB has no keybind or sensitivity: such keys are dropped. */
export const mlbbProfileExtendedSchema = fields({ ...basicProfileEntries.mlbb, ...extendedEntries('mlbb') });

export type PubgProfileExtendedInput = v.InferInput<typeof pubgProfileExtendedSchema>;
export type PubgProfileExtendedOutput = v.InferOutput<typeof pubgProfileExtendedSchema>;
export type MlbbProfileExtendedInput = v.InferInput<typeof mlbbProfileExtendedSchema>;
export type MlbbProfileExtendedOutput = v.InferOutput<typeof mlbbProfileExtendedSchema>;
