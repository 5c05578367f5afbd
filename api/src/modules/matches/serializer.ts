import type { GridGroup, GroupResult, MatchTournament, TournamentGameSlug } from '@portal/shared/contracts';
import { PUBG_TIEBREAKS, placementTableOf, pubgMatchPoints, pubgStandings } from '@portal/shared/domain';
import type { GroupFacts, MatchLineRow, TeamRow, TournamentFacts } from './repository';

/** Rows -> the match and result answers. */
export const toTournament = (facts: Pick<TournamentFacts, 'id' | 'slug' | 'name' | 'timezone' | 'game_slug'>): MatchTournament => ({
  id: facts.id,
  slug: facts.slug,
  name: facts.name,
  timezone: facts.timezone,
  game_slug: facts.game_slug as TournamentGameSlug,
});

export const tournamentOfGroup = (facts: GroupFacts): MatchTournament =>
  toTournament({ id: facts.tournament_id, slug: facts.tournament_slug, name: facts.tournament_name, timezone: facts.tournament_timezone, game_slug: facts.game_slug });

export const toGridGroup = (facts: GroupFacts): GridGroup => ({
  id: facts.group_id,
  name: facts.group_name,
  game_time: facts.game_time,
  timezone: facts.group_timezone,
  status: { code: facts.group_status as GridGroup['status']['code'] },
  teams_count: facts.teams_count,
  results_published: facts.results_published_at !== null,
});

/** The placement table and tiebreak rule every results answer carries. */
export const scoringOf = (placementPoints: number[] | null) => ({ placement_points: [...placementTableOf(placementPoints)], tiebreaks: [...PUBG_TIEBREAKS] });

/** Standings of a group: every team of it (teams without matches last), ranked by the shared scoring. */
export function standingsOf(teams: readonly TeamRow[], lines: readonly MatchLineRow[], placementPoints: number[] | null): GroupResult[] {
  const table = placementTableOf(placementPoints);
  const linesOf = (stageTeamId: number) => lines.filter((line) => line.stage_team_id === stageTeamId);
  const teamOf = new Map(teams.map((row) => [row.stage_team_id, row.team]));
  const ranked = pubgStandings(
    teams.map((row) => ({ team_id: row.stage_team_id, matches: linesOf(row.stage_team_id) })),
    table,
  );
  return ranked.map((row) => ({
    stage_team_id: row.team_id,
    team: teamOf.get(row.team_id) ?? { id: 0, name: '', slug: null, logo: null },
    place: row.place,
    points: row.points,
    placement_points: row.placement_points,
    kills: row.kills,
    matches_played: row.matches_played,
    last_match_place: row.last_match_place,
    group_match_results: linesOf(row.team_id).map((line) => ({ match_number: line.match_number, place: line.place, kills: line.kills, points: pubgMatchPoints(line, table) })),
  }));
}

/** An instant as the API writes it (microseconds). */
export const laravelIso = (date: Date): string => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
