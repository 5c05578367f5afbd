import * as v from 'valibot';
import { APPLICATION_MESSAGES, ENTRY_DECISION_STATUS, GENERIC_MESSAGES, REJECT_DESCRIPTION_MAX_LENGTH } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields, id, idList, optionalText } from './fields';

/**
 * Application payloads of docs/spec.md sections 3, 4 and 7. Ids are positive integers; member lists are non-empty
 * and without repeats.
 */
const members = () => idList(APPLICATION_MESSAGES.members_required, GENERIC_MESSAGES.default, APPLICATION_MESSAGES.players_distinct);
const teamId = id(APPLICATION_MESSAGES.team_required);
const groupId = id(APPLICATION_MESSAGES.group_required);
const stageId = id(APPLICATION_MESSAGES.stage_required);
const tournamentId = id(GENERIC_MESSAGES.required);

/**
 * POST /v1/client/{tournament_id}: team_id, group_id (PUBG) or stage_id (MLBB), members or user_ids,
 * tournament_id. At least one of group_id and stage_id, and one of members and user_ids, is required.
 */
export const applySchema = v.pipe(
  fields({
    team_id: teamId,
    tournament_id: tournamentId,
    group_id: v.nullish(groupId),
    stage_id: v.nullish(stageId),
    members: v.optional(members()),
    user_ids: v.optional(members()),
  }),
  v.forward(
    v.partialCheck([['group_id'], ['stage_id']], (input) => input.group_id != null || input.stage_id != null, APPLICATION_MESSAGES.group_required),
    ['group_id'],
  ),
  v.forward(
    v.partialCheck([['members'], ['user_ids']], (input) => input.members !== undefined || input.user_ids !== undefined, APPLICATION_MESSAGES.members_required),
    ['members'],
  ),
);
export type ApplyInput = v.InferInput<typeof applySchema>;
export type ApplyOutput = v.InferOutput<typeof applySchema>;

/**
 * POST v1/tournament/participate/resend: team_id, group_id, members, tournament_id. An MLBB team applies by
 * stage and has no group: it sends no group_id (stage_id optional, the application's own stage by default);
 * the API requires the group where the game plays in groups (PUBG), as it does when applying.
 */
export const resendApplicationSchema = fields({ team_id: teamId, group_id: v.nullish(groupId), stage_id: v.nullish(stageId), members: members(), tournament_id: tournamentId });
export type ResendApplicationInput = v.InferInput<typeof resendApplicationSchema>;

/** POST tournament/select/next-stage/{tournament_id}: the chosen group and members. */
export const nextStageSchema = fields({ group_id: groupId, members: members() });
export type NextStageInput = v.InferInput<typeof nextStageSchema>;

/** POST /v1/client/tournament-entry/{id}/replacement-members: groupId (PUBG only), stageId, userIds. */
export const pubgReplacementMembersSchema = fields({ groupId, stageId, userIds: members() });
export const mlbbReplacementMembersSchema = fields({ stageId, userIds: members() });
export type PubgReplacementMembersInput = v.InferInput<typeof pubgReplacementMembersSchema>;
export type MlbbReplacementMembersInput = v.InferInput<typeof mlbbReplacementMembersSchema>;

/** POST /v1/client/group-team/approve: is_approve_game_time (true, or 1/0), stage_team_id. */
export const groupApprovalSchema = fields({
  is_approve_game_time: v.pipe(v.union([v.boolean(), v.picklist([0, 1])], GENERIC_MESSAGES.required), v.transform((value: boolean | 0 | 1) => value === true || value === 1)),
  stage_team_id: id(GENERIC_MESSAGES.required),
});
export type GroupApprovalInput = v.InferInput<typeof groupApprovalSchema>;
export type GroupApprovalOutput = v.InferOutput<typeof groupApprovalSchema>;

/** Entry approval by a participant: numeric status 2 (approve) or 1 (decline). */
export const entryDecisionSchema = fields({
  status: v.picklist([ENTRY_DECISION_STATUS.approve, ENTRY_DECISION_STATUS.decline], GENERIC_MESSAGES.one_of),
});
export type EntryDecisionInput = v.InferInput<typeof entryDecisionSchema>;

/**
 * POST tournament/decline and POST /v1/client/tournament-entry/{id}/decline: tournament_entry_id and an
 * optional reject_description (at most 1000 characters, a bound chosen here).
 */
export const declineEntrySchema = fields({
  tournament_entry_id: id(GENERIC_MESSAGES.required),
  reject_description: v.pipe(
    optionalText(GENERIC_MESSAGES.default),
    v.maxLength(REJECT_DESCRIPTION_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: REJECT_DESCRIPTION_MAX_LENGTH })),
  ),
});
export const withdrawEntrySchema = declineEntrySchema;
export type DeclineEntryInput = v.InferInput<typeof declineEntrySchema>;
export type DeclineEntryOutput = v.InferOutput<typeof declineEntrySchema>;

/** POST tournament/accept: tournament_entry_id. */
export const acceptEntrySchema = fields({ tournament_entry_id: id(GENERIC_MESSAGES.required) });
export type AcceptEntryInput = v.InferInput<typeof acceptEntrySchema>;
