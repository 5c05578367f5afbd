import { RATING_DIVISION_TIERS, RATING_PARTICIPATION_POINTS, RATING_PLACEMENT_POINTS } from '@portal/shared/constants';

/** The tier multiplier of a tournament: that of its highest division (division 1: 3, 2: 2, 3 or none: 1). */
export function tierOf(divisionSlugs: readonly string[]): number {
  const numbers = divisionSlugs.map((slug) => /-division-([123])$/.exec(slug)?.[1]).filter((n): n is string => n !== undefined).map(Number) as (1 | 2 | 3)[];
  if (numbers.length === 0) return RATING_DIVISION_TIERS[3];
  return Math.max(...numbers.map((n) => RATING_DIVISION_TIERS[n]));
}

/** Points of a final place (1-based) in a tournament of the given tier. */
export function placementPoints(place: number, tier: number): number {
  const base = RATING_PLACEMENT_POINTS[place - 1] ?? RATING_PARTICIPATION_POINTS;
  return base * tier;
}

/** A team's best result in a tournament's finished groups: the latest stage it reached, its place there. */
export interface GroupStanding {
  tournamentId: number;
  teamId: number;
  /** Order of the stage in the tournament (later stages are higher). */
  stageOrder: number;
  /** Place in its group. */
  place: number;
  /** Points in its group (breaks ties between groups of one stage). */
  points: number;
}

/**
 * Final places of each tournament from its finished groups: a team that reached a later stage is placed
 * above every team that stopped earlier; within one stage by the place in its group, then its group
 * points, then team id (stable). Returns tournamentId -> teamId -> place.
 */
export function finalPlaces(standings: readonly GroupStanding[]): Map<number, Map<number, number>> {
  const best = new Map<string, GroupStanding>();
  for (const row of standings) {
    const key = `${row.tournamentId}:${row.teamId}`;
    const seen = best.get(key);
    if (!seen || row.stageOrder > seen.stageOrder || (row.stageOrder === seen.stageOrder && row.place < seen.place)) best.set(key, row);
  }
  const byTournament = new Map<number, GroupStanding[]>();
  for (const row of best.values()) byTournament.set(row.tournamentId, [...(byTournament.get(row.tournamentId) ?? []), row]);
  const places = new Map<number, Map<number, number>>();
  for (const [tournamentId, rows] of byTournament) {
    rows.sort((a, b) => b.stageOrder - a.stageOrder || a.place - b.place || b.points - a.points || a.teamId - b.teamId);
    places.set(tournamentId, new Map(rows.map((row, index) => [row.teamId, index + 1])));
  }
  return places;
}
