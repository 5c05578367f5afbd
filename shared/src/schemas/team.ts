import * as v from 'valibot';
import { TEAM_LOGO_MAX_BYTES, TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields, id } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';

/**
 * Team rules of spec section 5. Name: required (team_page.name_required); no hyphen
 * (team_page.hyphen_not_allowed, key chosen here); only Latin letters, digits and spaces
 * (team_page.latin_digits_only); at least 4 characters (team_page.min_length_warning, key chosen here);
 * at most 25 (team_page.max_length_warning). Surrounding spaces are trimmed first. Game required
 * (team_page.game_id_required). Logo at most 2 MB (team_page.image_size).
 *
 * POST /team is multipart: the API passes game_id as the text it received, so a digit string is accepted
 * and becomes a number; the logo is a browser File on the client and the API's { size, name, type }
 * description of the uploaded part on the server.
 */
export const teamNameSchema = v.pipe(
  v.string(TEAM_MESSAGES.name_required),
  v.trim(),
  v.nonEmpty(TEAM_MESSAGES.name_required),
  v.excludes('-', TEAM_MESSAGES.name_hyphen),
  v.regex(/^[A-Za-z0-9 ]+$/, TEAM_MESSAGES.name_charset),
  v.minLength(TEAM_NAME_MIN_LENGTH, encodeErrorCode(TEAM_MESSAGES.name_too_short, { min: TEAM_NAME_MIN_LENGTH })),
  v.maxLength(TEAM_NAME_MAX_LENGTH, encodeErrorCode(TEAM_MESSAGES.name_too_long, { max: TEAM_NAME_MAX_LENGTH })),
);

export const teamGameIdSchema = v.pipe(
  v.union([id(TEAM_MESSAGES.game_required), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,15}$/), v.transform(Number))], TEAM_MESSAGES.game_required),
  v.check((gameId) => Number.isSafeInteger(gameId), TEAM_MESSAGES.game_required),
);

const LOGO_MAX_MB = TEAM_LOGO_MAX_BYTES / (1024 * 1024);

export const teamLogoSchema = v.pipe(
  v.custom<UploadFile>(isUploadFile, encodeErrorCode(TEAM_MESSAGES.logo_size, { max_mb: LOGO_MAX_MB })),
  v.check((file) => file.size <= TEAM_LOGO_MAX_BYTES, encodeErrorCode(TEAM_MESSAGES.logo_size, { max_mb: LOGO_MAX_MB })),
);

/** POST /team: name, game_id, optional logo. */
export const createTeamSchema = fields({
  name: teamNameSchema,
  game_id: teamGameIdSchema,
  logo: v.optional(teamLogoSchema),
});
export type CreateTeamInput = v.InferInput<typeof createTeamSchema>;
export type CreateTeamOutput = v.InferOutput<typeof createTeamSchema>;

/** PUT /team/{id}: team data; change_hash true regenerates the invite link. */
export const updateTeamSchema = fields({
  name: teamNameSchema,
  change_hash: v.optional(v.boolean()),
});
export type UpdateTeamInput = v.InferInput<typeof updateTeamSchema>;
export type UpdateTeamOutput = v.InferOutput<typeof updateTeamSchema>;

/** Logo change (form data with logo and a put override). */
export const teamLogoChangeSchema = fields({ logo: teamLogoSchema });
export type TeamLogoChangeOutput = v.InferOutput<typeof teamLogoChangeSchema>;
