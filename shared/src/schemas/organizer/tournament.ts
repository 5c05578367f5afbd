import * as v from 'valibot';
import {
  GAME_IDS,
  GAMES,
  ORGANIZER_LIMITS as L,
  ORGANIZER_MESSAGES as M,
  PRIZE_CURRENCIES,
  TOURNAMENT_DIVISIONS_BY_GAME,
  TOURNAMENT_DIVISION_SLUGS,
} from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { youtubeVideoId } from '@portal/shared/domain';
import { fields } from '../fields';
import { isUploadFile, type UploadFile } from '../generic-rules';
import { boundedText, textByLocale, formFlag, formInt, formList, instant, optionalFormInt, optionalInstant, requiredBoundedText } from './form-values';

/**
 * The tournament form of the organiser console: POST /organizer/tournaments and PUT
 * /organizer/tournaments/{id} take this body (JSON, or multipart with the logos), and the editor validates
 * with it. Rules: the registration window closes after it opens and before the start, an end comes after
 * the start, slot count at least 2, format min at most max, divisions of the tournament's game, a currency
 * with a prize amount, a YouTube link reduced to its last path segment (the video id).
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const LOGO_MAX_MB = L.logoMaxBytes / (1024 * 1024);

export const organizerLogoSchema = v.pipe(
  v.custom<UploadFile>(isUploadFile, M.logo_type),
  v.check((file) => file.size <= L.logoMaxBytes, encodeErrorCode(M.logo_size, { max_mb: LOGO_MAX_MB })),
  v.check((file) => file.type === undefined || file.type === '' || (LOGO_TYPES as readonly string[]).includes(file.type), M.logo_type),
);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{3,64}$/;
const TEAM_SIZE_MESSAGE = encodeErrorCode(M.team_size_range, { min: L.teamSizeMin, max: L.teamSizeMax });
const teamSize = () => formInt(L.teamSizeMin, L.teamSizeMax, TEAM_SIZE_MESSAGE);

const gameKeyOf = (gameId: number) => (gameId === GAMES.mlbb.id ? 'mlbb' : 'pubg');

export const organizerTournamentEntries = {
  name: requiredBoundedText(M.name_required, L.nameMin, L.nameMax, encodeErrorCode(M.name_too_short, { min: L.nameMin }), encodeErrorCode(M.name_too_long, { max: L.nameMax })),
  game_id: v.pipe(formInt(1, Number.MAX_SAFE_INTEGER, M.game_required), v.picklist(GAME_IDS, M.game_required)),
  divisions: v.pipe(formList(v.picklist(TOURNAMENT_DIVISION_SLUGS, M.division_game), M.divisions_required), v.minLength(1, M.divisions_required)),
  country_id: optionalFormInt(1, 2_147_483_647, M.country_unknown),
  format_min: teamSize(),
  format_max: teamSize(),
  prize_amount: optionalFormInt(0, L.prizeAmountMax, encodeErrorCode(M.prize_amount_max, { max: L.prizeAmountMax })),
  prize_currency: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === null || value === '' ? null : value)),
      v.nullable(v.picklist(PRIZE_CURRENCIES, M.prize_currency_required)),
    ),
    null,
  ),
  timezone: requiredBoundedText(M.timezone_required, 1, 64, M.timezone_unknown, M.timezone_unknown),
  start_req_time: instant(),
  end_reg_time: instant(),
  start_time: instant(),
  end_time: optionalInstant(),
  slot_count: v.pipe(
    formInt(L.slotCountMin, Number.MAX_SAFE_INTEGER, encodeErrorCode(M.slot_count_min, { min: L.slotCountMin })),
    v.maxValue(L.slotCountMax, encodeErrorCode(M.slot_count_max, { max: L.slotCountMax })),
  ),
  description: boundedText(L.textMax),
  /** The name and description in other languages, each optional: a page shows its language's, else the ones above. */
  name_i18n: textByLocale(L.nameMax, encodeErrorCode(M.name_too_long, { max: L.nameMax })),
  description_i18n: textByLocale(L.textMax, encodeErrorCode(M.text_too_long, { max: L.textMax })),
  rules: boundedText(L.textMax),
  info: boundedText(L.textMax),
  youtube_link: v.pipe(
    boundedText(500, M.youtube_link),
    v.check((link) => link === '' || YOUTUBE_ID.test(youtubeVideoId(link) ?? ''), M.youtube_link),
  ),
  features: formList(v.pipe(v.string(M.feature_unknown), v.regex(/^[a-z][a-z0-9_]{0,63}$/, M.feature_unknown)), M.feature_unknown),
  with_comments: formFlag(),
  with_cap_chats: formFlag(),
  is_private: formFlag(),
  logo: v.optional(organizerLogoSchema),
  mobile_logo: v.optional(organizerLogoSchema),
};

export const organizerTournamentSchema = v.pipe(
  fields(organizerTournamentEntries),
  v.forward(
    v.partialCheck([['game_id'], ['divisions']], (input) => input.divisions.every((slug) => (TOURNAMENT_DIVISIONS_BY_GAME[gameKeyOf(input.game_id)] as readonly string[]).includes(slug)), M.division_game),
    ['divisions'],
  ),
  v.forward(v.partialCheck([['format_min'], ['format_max']], (input) => input.format_min <= input.format_max, M.format_min_max), ['format_max']),
  v.forward(v.partialCheck([['prize_amount'], ['prize_currency']], (input) => input.prize_amount === null || input.prize_currency !== null, M.prize_currency_required), ['prize_currency']),
  v.forward(v.partialCheck([['start_req_time'], ['end_reg_time']], (input) => Date.parse(input.end_reg_time) > Date.parse(input.start_req_time), M.registration_order), ['end_reg_time']),
  v.forward(v.partialCheck([['end_reg_time'], ['start_time']], (input) => Date.parse(input.end_reg_time) < Date.parse(input.start_time), M.registration_after_start), ['end_reg_time']),
  v.forward(v.partialCheck([['start_time'], ['end_time']], (input) => input.end_time === null || Date.parse(input.end_time) > Date.parse(input.start_time), M.end_before_start), ['end_time']),
);
export type OrganizerTournamentInput = v.InferInput<typeof organizerTournamentSchema>;
export type OrganizerTournamentOutput = v.InferOutput<typeof organizerTournamentSchema>;
/** The form's field names (where the API's field errors may land). */
export const ORGANIZER_TOURNAMENT_FIELDS = Object.keys(organizerTournamentEntries) as (keyof typeof organizerTournamentEntries)[];
