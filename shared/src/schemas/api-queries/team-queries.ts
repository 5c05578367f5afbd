import * as v from 'valibot';
import { GAMES, GENERIC_MESSAGES } from '@portal/shared/constants';
import { INVITE_HASH_PATTERN } from '@portal/shared/domain';
import { optionalQuery } from './query-values';
import { MAX_ROW_ID } from './tournament-queries';

/** A team id in a path: digits, 1 to 2^31-1 (anything else names no team: 404). */
export const TeamIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ROW_ID), v.description('team id'));

/** /team/{id}, /team/{id}/leave, /team/participate/{id} */
export const TeamIdParamsSchema = v.object({ id: TeamIdSchema });

/** /team/change/member/role/{team}/{user} */
export const TeamMemberParamsSchema = v.object({
  team: TeamIdSchema,
  user: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ROW_ID), v.description('user id of the member')),
});

/** /team/by/hash/{hash}: the hash of an invite link. */
export const InviteHashParamsSchema = v.object({ hash: v.pipe(v.string(), v.regex(INVITE_HASH_PATTERN), v.description('invite hash')) });

/** /v1/client/team/{slug}: a team slug (lowercase Latin letters, digits, single hyphens). */
export const TeamSlugParamsSchema = v.object({
  slug: v.pipe(v.string(), v.maxLength(120), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i), v.transform((slug) => slug.toLowerCase()), v.description('team slug')),
});

const GAME_IDS = Object.values(GAMES).map((game) => String(game.id)) as [string, ...string[]];

/** GET /team?filter[game_id]=1|3: the signed-in user's teams, of one game when given. */
export const MyTeamsQuerySchema = v.object({
  'filter[game_id]': optionalQuery(v.pipe(v.picklist(GAME_IDS, GENERIC_MESSAGES.one_of), v.transform(Number), v.description('game id (1 PUBG Mobile, 3 MLBB)'))),
});
export type MyTeamsQuery = v.InferOutput<typeof MyTeamsQuerySchema>;
