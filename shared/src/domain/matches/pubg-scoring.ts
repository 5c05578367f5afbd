import { OFFICIAL_PUBG_PLACEMENT_POINTS, PUBG_KILL_POINTS } from '@portal/shared/constants';

/**
 * PUBG Mobile lobby scoring: each match gives a team the points of its placement (from the
 * tournament's table, the official one by default; places past the table give 0) plus one point per kill.
 */
export interface PubgMatchLine {
  match_number: number;
  place: number;
  kills: number;
}

/** The tournament's table, or the official one when it has none. */
export const placementTableOf = (table: readonly number[] | null | undefined): readonly number[] => (table && table.length > 0 ? table : OFFICIAL_PUBG_PLACEMENT_POINTS);

/** Points of a placement (1-based) in the table. */
export const placementPointsOf = (place: number, table: readonly number[]): number => table[place - 1] ?? 0;

/** Points of one match: placement points plus kill points. */
export const pubgMatchPoints = (line: Pick<PubgMatchLine, 'place' | 'kills'>, table: readonly number[]): number => placementPointsOf(line.place, table) + line.kills * PUBG_KILL_POINTS;
