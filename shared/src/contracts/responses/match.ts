import * as v from 'valibot';
import { GROUP_STATUS_CODES } from '../tournament';
import { described, int, nullableInt, nullableText, text } from './build';
import { TournamentGameSlugSchema } from './tournament';

/**
 * Matches, grid and results (docs/spec.md sections 3 and 7, "Tournament grid"). Instants are ISO strings
 * in UTC with microseconds, as the tournament answers write them.
 */
const instant = (description: string) => described(text(), `${description}; UTC with microseconds`);

export const MatchTeamSchema = v.object({ id: described(int(), 'team id'), name: text(), slug: nullableText(), logo: nullableText() });
export type MatchTeam = v.InferOutput<typeof MatchTeamSchema>;

export const GroupMatchResultSchema = v.object({
  match_number: int(),
  place: described(int(), 'placement in the lobby'),
  kills: int(),
  points: described(int(), 'placement points plus one per kill'),
});
export type GroupMatchResult = v.InferOutput<typeof GroupMatchResultSchema>;

/** A team's standing in a group (group_results), with its matches (group_match_results). */
export const GroupResultSchema = v.object({
  stage_team_id: int(),
  team: MatchTeamSchema,
  place: described(int(), 'place in the standings (ties broken as tiebreaks say)'),
  points: int(),
  placement_points: int(),
  kills: int(),
  matches_played: int(),
  last_match_place: described(nullableInt(), "placement in the group's last match (null: did not play it)"),
  group_match_results: v.array(GroupMatchResultSchema),
});
export type GroupResult = v.InferOutput<typeof GroupResultSchema>;

export const GridGroupSchema = v.object({
  id: int(),
  name: text(),
  game_time: instant('when the group plays'),
  timezone: described(text(), 'IANA name'),
  status: v.object({ code: v.picklist(GROUP_STATUS_CODES) }),
  teams_count: int(),
  results_published: described(v.boolean(), 'the organiser published the results (players see them)'),
});
export type GridGroup = v.InferOutput<typeof GridGroupSchema>;

export const GridStageSchema = v.object({ id: int(), name: text(), groups: v.array(GridGroupSchema) });
export type GridStage = v.InferOutput<typeof GridStageSchema>;

export const MatchTournamentSchema = v.object({ id: int(), slug: text(), name: text(), timezone: described(text(), 'IANA name'), game_slug: TournamentGameSlugSchema });
export type MatchTournament = v.InferOutput<typeof MatchTournamentSchema>;

const scoring = {
  placement_points: described(v.array(int()), 'points of places 1, 2, ... (later places 0), plus one point per kill'),
  tiebreaks: described(v.array(v.picklist(['points', 'placement_points', 'last_match_place', 'kills'])), 'order of the standings'),
};

/** GET /v1/client/tournament/{ref}/grid: stages with their groups. */
export const TournamentGridSchema = described(v.object({ tournament: MatchTournamentSchema, ...scoring, stages: v.array(GridStageSchema) }), 'Tournament grid');
export type TournamentGrid = v.InferOutput<typeof TournamentGridSchema>;

/** GET /v1/client/tournament/group/{id}/results: a group's standings (empty until published). */
export const GroupResultsSchema = described(
  v.object({
    tournament: MatchTournamentSchema,
    stage: v.object({ id: int(), name: text() }),
    group: GridGroupSchema,
    ...scoring,
    match_count: described(int(), 'matches entered so far'),
    group_results: v.array(GroupResultSchema),
  }),
  'Group results',
);
export type GroupResults = v.InferOutput<typeof GroupResultsSchema>;

export const AuditLineSchema = v.object({
  stage_team_id: int(),
  place: int(),
  kills: int(),
  points: v.optional(described(int(), 'the points scored: given when a change of the placement table rescored the match')),
});
export const ResultAuditSchema = v.object({
  id: int(),
  match_number: int(),
  user: v.nullable(v.object({ id: int(), username: text() })),
  created_at: instant('when the change was made'),
  before: described(v.array(AuditLineSchema), 'the lines before (empty: first entry)'),
  after: v.array(AuditLineSchema),
});
export type ResultAudit = v.InferOutput<typeof ResultAuditSchema>;

/** GET /organizer/groups/{id}/results: the results as entered (published or not), the group's teams, the audit list. */
export const OrganizerGroupResultsSchema = described(
  v.object({
    ...GroupResultsSchema.pipe[0].entries,
    published_at: v.nullable(instant('results published')),
    teams: described(v.array(v.object({ stage_team_id: int(), team: MatchTeamSchema })), 'teams of the group, for the entry form'),
    audit: described(v.array(ResultAuditSchema), 'every entry and correction, newest first'),
  }),
  'Group results for the organiser',
);
export type OrganizerGroupResults = v.InferOutput<typeof OrganizerGroupResultsSchema>;

export const PlacementTableSchema = described(v.object({ placement_points: v.array(int()), is_official: v.boolean() }), "A tournament's placement table");
export type PlacementTable = v.InferOutput<typeof PlacementTableSchema>;

const matchGroupEntries = {
  tournament: MatchTournamentSchema,
  stage: v.object({ id: int(), name: text() }),
  group: GridGroupSchema,
  team: MatchTeamSchema,
};

/** One of the caller's matches on /matches. */
export const MyMatchSchema = v.object({
  stage_team_id: int(),
  ...matchGroupEntries,
  is_approve_game_time: described(v.nullable(v.boolean()), "the captain's answer to the game time (null: not yet)"),
  needs_game_time_confirmation: described(v.boolean(), 'the game time waits for an answer and may still be answered'),
  can_confirm_game_time: described(v.boolean(), 'the caller may answer it (owner or manager of the team)'),
  place: described(nullableInt(), 'place in the published standings'),
  points: nullableInt(),
});
export type MyMatch = v.InferOutput<typeof MyMatchSchema>;

export const MyMatchesSchema = described(v.object({ upcoming: v.array(MyMatchSchema), past: v.array(MyMatchSchema) }), "The caller's matches");
export type MyMatches = v.InferOutput<typeof MyMatchesSchema>;

/** GET /v1/client/match/{groupTeamId}: one team's match. */
export const MatchDetailSchema = described(
  v.object({
    stage_team_id: int(),
    ...matchGroupEntries,
    teams: described(v.array(MatchTeamSchema), 'teams of the group'),
    is_participant: described(v.boolean(), "the caller plays in one of the group's teams"),
    with_cap_chats: described(v.boolean(), "the tournament has captains' chats: the group's chat shows on the match page to its members"),
    lobby_opens_at: instant('the lobby credentials show to the teams of the group from then'),
    lobby: described(v.nullable(v.object({ lobby_id: nullableText(), lobby_password: nullableText() })), 'null unless the caller plays in this group and the window is open'),
    ...scoring,
    group_results: described(v.array(GroupResultSchema), 'published standings of the group'),
  }),
  'Match',
);
export type MatchDetail = v.InferOutput<typeof MatchDetailSchema>;
