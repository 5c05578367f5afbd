import * as v from 'valibot';
import { GAME_ID_MAX_DIGITS, GAME_PROFILE_MESSAGES, type GameKey } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';

/**
 * The in-game id (PUBG ID, MLBB ID): required ('PUBG ID обязателен для заполнения' /
 * 'MLBB ID обязателен для заполнения'), digits only, at most 64 digits (docs/spec.md section 5). It stays a digit
 * string: 64 digits do not fit a number. A non-negative safe integer is accepted and written as digits.
 */
export function inGameIdRequiredMessage(game: GameKey): string {
  return game === 'pubg' ? GAME_PROFILE_MESSAGES.pubg_id_required : GAME_PROFILE_MESSAGES.mlbb_id_required;
}

export function inGameIdSchema(game: GameKey) {
  const required = inGameIdRequiredMessage(game);
  return v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.transform(String))], required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^[0-9]+$/, GAME_PROFILE_MESSAGES.game_id_numeric),
    v.maxLength(GAME_ID_MAX_DIGITS, encodeErrorCode(GAME_PROFILE_MESSAGES.game_id_too_long, { max: GAME_ID_MAX_DIGITS })),
  );
}

/** The game id input mask: digits only, at most 64. */
export function maskGameIdInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, GAME_ID_MAX_DIGITS);
}
