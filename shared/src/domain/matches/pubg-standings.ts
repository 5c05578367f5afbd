import { placementPointsOf, pubgMatchPoints, type PubgMatchLine } from './pubg-scoring';

/** A team of a group with the matches it played. */
export interface PubgTeamMatches {
  team_id: number;
  matches: readonly PubgMatchLine[];
}

export interface PubgStanding {
  team_id: number;
  /** 1-based, no shared places. */
  place: number;
  points: number;
  placement_points: number;
  kills: number;
  matches_played: number;
  /** The team's placement in the group's last match (null: it did not play it). */
  last_match_place: number | null;
}

/** The tiebreak rule printed under the table, in order of application. */
export const PUBG_TIEBREAKS = ['points', 'placement_points', 'last_match_place', 'kills'] as const;

type Ranked = Omit<PubgStanding, 'place' | 'matches_played'>;
const lastPlace = (place: number | null) => place ?? Number.MAX_SAFE_INTEGER;

/**
 * The order of two teams of a group. With one point per kill, equal points and placement points mean equal
 * kills, so the kills step decides only with another kill value; it stays as the printed rule says.
 */
export function comparePubgStandings(a: Ranked, b: Ranked): number {
  return (
    b.points - a.points ||
    b.placement_points - a.placement_points ||
    lastPlace(a.last_match_place) - lastPlace(b.last_match_place) ||
    b.kills - a.kills ||
    a.team_id - b.team_id
  );
}

/**
 * Standings of a group: by total points, ties broken by total placement points, then the better placement
 * in the group's last match (a team that did not play it comes after), then kills; teams equal on all of
 * these keep a stable order by id.
 */
export function pubgStandings(teams: readonly PubgTeamMatches[], table: readonly number[]): PubgStanding[] {
  const lastMatch = Math.max(0, ...teams.flatMap((team) => team.matches.map((m) => m.match_number)));
  const rows = teams.map((team) => ({
    team_id: team.team_id,
    points: team.matches.reduce((sum, m) => sum + pubgMatchPoints(m, table), 0),
    placement_points: team.matches.reduce((sum, m) => sum + placementPointsOf(m.place, table), 0),
    kills: team.matches.reduce((sum, m) => sum + m.kills, 0),
    matches_played: team.matches.length,
    last_match_place: team.matches.find((m) => m.match_number === lastMatch)?.place ?? null,
  }));
  rows.sort(comparePubgStandings);
  return rows.map((row, index) => ({ ...row, place: index + 1 }));
}
