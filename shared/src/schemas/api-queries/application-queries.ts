import * as v from 'valibot';
import { MAX_ROW_ID } from './tournament-queries';

/** A row id in a path: digits, 1 to 2^31-1 (anything else names nothing: 404). */
const rowId = (description: string) => v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ROW_ID), v.description(description));

/** /v1/client/tournament/user/teams/{id}, /v1/client/tournament/entries/{id}, /organizer/tournaments/{id}/entries */
export const TournamentIdParamsSchema = v.object({ id: rowId('tournament id') });

/** POST /v1/client/{tournament_id} */
export const ApplyParamsSchema = v.object({ tournament_id: rowId('tournament id') });

/** /v1/client/tournament/{tournamentId}/groups-for-team/{teamId} */
export const GroupsForTeamParamsSchema = v.object({ tournamentId: rowId('tournament id'), teamId: rowId('team id') });

/** /v1/client/tournament-entry/{id}/... */
export const EntryIdParamsSchema = v.object({ id: rowId('application (tournament entry) id') });

/** /v1/client/tournament/mlbb/stages/list/{id}/{teamId} */
export const MlbbStagesParamsSchema = v.object({ id: rowId('tournament id'), teamId: rowId('team id') });

/** /v1/client/tournament/group-by-stage/{stage}/teams/{team} */
export const GroupsByStageParamsSchema = v.object({ stage: rowId('stage id'), team: rowId('team id') });
