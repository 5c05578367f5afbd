import * as v from 'valibot';
import { GENERIC_MESSAGES, TEAM_LOGO_MAX_BYTES, TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH, TEAM_ROLE_CODES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { INVITE_HASH_PATTERN } from '@portal/shared/domain';
import { MAX_ROW_ID } from './api-queries/tournament-queries';
import { fields, id } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';

/**
 * Team rules of docs/spec.md section 5. Name: required (team_page.name_required); no hyphen
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

/** A flag sent as JSON (true/false) or as multipart text ('true', 'false', '1', '0'). */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], GENERIC_MESSAGES.one_of),
  v.transform((value) => value === true || value === 'true' || value === '1'),
);

/**
 * PUT /team/{id} (or POST /team/{id} with _method=PUT, multipart): any of the name, change_hash true
 * (a new invite hash: the old link stops working) and the logo. Nothing sent changes nothing.
 */
export const updateTeamSchema = fields({
  name: v.optional(teamNameSchema),
  change_hash: v.optional(flag),
  logo: v.optional(teamLogoSchema),
});
export type UpdateTeamInput = v.InferInput<typeof updateTeamSchema>;
export type UpdateTeamOutput = v.InferOutput<typeof updateTeamSchema>;

/** The edit-team modal: the name (required) and, optionally, a new logo. */
export const editTeamFormSchema = fields({
  name: teamNameSchema,
  logo: v.optional(teamLogoSchema),
});
export type EditTeamFormInput = v.InferInput<typeof editTeamFormSchema>;
export type EditTeamFormOutput = v.InferOutput<typeof editTeamFormSchema>;

/** Logo change (form data with logo and a put override). */
export const teamLogoChangeSchema = fields({ logo: teamLogoSchema });
export type TeamLogoChangeOutput = v.InferOutput<typeof teamLogoChangeSchema>;

/** POST /team/participate/{id}: the team's current invite hash. */
export const joinTeamSchema = fields({
  hash: v.pipe(v.string(TEAM_MESSAGES.invite_link_invalid), v.regex(INVITE_HASH_PATTERN, TEAM_MESSAGES.invite_link_invalid)),
});
export type JoinTeamInput = v.InferInput<typeof joinTeamSchema>;

/** POST /team/change/member/role/{team}/{user}: the new role by its code. */
export const changeMemberRoleSchema = fields({
  codeRole: v.picklist(TEAM_ROLE_CODES, TEAM_MESSAGES.role_invalid),
});
export type ChangeMemberRoleInput = v.InferInput<typeof changeMemberRoleSchema>;

/** A row id sent as a JSON number or as digits (form data). */
const rowId = v.pipe(
  v.nonNullish(v.union([id(GENERIC_MESSAGES.integer), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number))], GENERIC_MESSAGES.integer), GENERIC_MESSAGES.required),
  v.check((value) => value <= MAX_ROW_ID, GENERIC_MESSAGES.integer),
);

/** POST /team/member/delete: the team and the player to remove from it. */
export const removeMemberSchema = fields({
  teamId: rowId,
  userId: rowId,
});
export type RemoveMemberInput = v.InferInput<typeof removeMemberSchema>;
