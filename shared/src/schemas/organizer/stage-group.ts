import * as v from 'valibot';
import { ORGANIZER_LIMITS as L, ORGANIZER_MESSAGES as M, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { encodeErrorCode, GROUP_STATUS_CODES } from '@portal/shared/contracts';
import { isGroupTimeAfterStageStart } from '@portal/shared/domain';
import { fields } from '../fields';
import { boundedText, formInt, instant, optionalFormInt, requiredBoundedText } from './form-values';

/**
 * Stage and group forms of the organiser console. POST /organizer/tournaments/{id}/stages and
 * PUT /organizer/stages/{id}: name, register_start_date, replace_count, prev_stage_id (the previous stage,
 * or none). POST /organizer/stages/{id}/groups and PUT /organizer/groups/{id}: name, game_time, capacity,
 * status, timezone (the tournament's when empty) and the lobby credentials shown to the group's teams.
 * A group plays after its stage's registration opens: `organizerGroupSchemaFor` adds that rule for a stage.
 */
export const organizerStageSchema = fields({
  name: requiredBoundedText(M.stage_name_required, 1, L.stageNameMax, M.stage_name_required, encodeErrorCode(M.stage_name_too_long, { max: L.stageNameMax })),
  register_start_date: instant(),
  replace_count: v.optional(formInt(0, L.replaceCountMax, encodeErrorCode(M.replace_count_range, { max: L.replaceCountMax })), 0),
  prev_stage_id: optionalFormInt(1, 2_147_483_647, M.prev_stage_invalid),
});
export type OrganizerStageInput = v.InferInput<typeof organizerStageSchema>;
export type OrganizerStageOutput = v.InferOutput<typeof organizerStageSchema>;

const CAPACITY_MESSAGE = encodeErrorCode(M.capacity_range, { min: L.groupCapacityMin, max: L.groupCapacityMax });
const LOBBY_MESSAGE = encodeErrorCode(M.lobby_too_long, { max: L.lobbyMax });

export const organizerGroupSchema = fields({
  name: requiredBoundedText(M.group_name_required, 1, L.groupNameMax, M.group_name_required, encodeErrorCode(M.group_name_too_long, { max: L.groupNameMax })),
  game_time: instant(),
  capacity: formInt(L.groupCapacityMin, L.groupCapacityMax, CAPACITY_MESSAGE),
  status: v.picklist(GROUP_STATUS_CODES, M.group_status_invalid),
  timezone: boundedText(64, M.timezone_unknown),
  lobby_id: boundedText(L.lobbyMax, LOBBY_MESSAGE),
  lobby_password: boundedText(L.lobbyMax, LOBBY_MESSAGE),
});
export type OrganizerGroupInput = v.InferInput<typeof organizerGroupSchema>;
export type OrganizerGroupOutput = v.InferOutput<typeof organizerGroupSchema>;

/** The group form for a stage whose registration opens at `registerStartDate`. */
export function organizerGroupSchemaFor(registerStartDate: string | Date) {
  return v.pipe(
    organizerGroupSchema,
    v.forward(v.partialCheck([['game_time']], (input) => isGroupTimeAfterStageStart(input.game_time, registerStartDate), M.game_time_after_stage), ['game_time']),
  );
}

/** PUT /organizer/tournaments/{id}/status: a status by hand, or null to follow the dates again. */
export const organizerStatusSchema = fields({
  status: v.optional(v.nullable(v.picklist(TOURNAMENT_STATUS_CODES, M.status_invalid)), null),
});
export type OrganizerStatusOutput = v.InferOutput<typeof organizerStatusSchema>;
