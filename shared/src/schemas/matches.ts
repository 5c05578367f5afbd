import * as v from 'valibot';
import { MATCH_MESSAGES as M, MAX_LOBBY_TEAMS, MAX_MATCH_KILLS, MAX_PLACEMENT_POINTS, MAX_PLACEMENT_TABLE_LENGTH } from '@portal/shared/constants';
import { fields, id } from './fields';

const whole = (min: number, max: number, message: string) => v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));

/** One team's line of a PUBG match: its placement in the lobby and its kills. */
export const pubgMatchLineSchema = fields({
  stage_team_id: id(M.team_invalid),
  place: whole(1, MAX_LOBBY_TEAMS, M.place_invalid),
  kills: whole(0, MAX_MATCH_KILLS, M.kills_invalid),
});

/**
 * PUT /organizer/groups/{id}/matches/{n}: a match's placements and kills (entered or corrected), one line
 * per team that played; a team and a place appear once.
 */
export const pubgMatchResultsSchema = fields({
  results: v.pipe(
    v.array(pubgMatchLineSchema, M.results_required),
    v.nonEmpty(M.results_required),
    v.maxLength(MAX_LOBBY_TEAMS, M.results_required),
    v.check((lines) => new Set(lines.map((line) => line.stage_team_id)).size === lines.length, M.team_repeated),
    v.check((lines) => new Set(lines.map((line) => line.place)).size === lines.length, M.place_repeated),
  ),
});
export type PubgMatchResultsInput = v.InferInput<typeof pubgMatchResultsSchema>;
export type PubgMatchResultsOutput = v.InferOutput<typeof pubgMatchResultsSchema>;

/** PUT /organizer/tournaments/{id}/placement-points: points of places 1, 2, ... (later places 0); [] = the official table. */
export const placementPointsSchema = fields({
  placement_points: v.pipe(
    v.array(whole(0, MAX_PLACEMENT_POINTS, M.points_invalid), M.table_required),
    v.maxLength(MAX_PLACEMENT_TABLE_LENGTH, M.table_required),
  ),
});
export type PlacementPointsInput = v.InferInput<typeof placementPointsSchema>;
export type PlacementPointsOutput = v.InferOutput<typeof placementPointsSchema>;
