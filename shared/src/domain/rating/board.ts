import { RATING_CHANGE_PERIOD_DAYS } from '@portal/shared/constants';

const DAY_MS = 86_400_000;

/** One team's points from one tournament. */
export interface TeamResult {
  teamId: number;
  tournamentId: number;
  place: number;
  points: number;
  /** When the result was decided (its last finished group's game time). */
  at: Date;
}

export interface BoardLine {
  position: number;
  teamId: number;
  points: number;
  /** Points earned in the last RATING_CHANGE_PERIOD_DAYS days. */
  change: number;
  tournaments: number;
  wins: number;
}

/**
 * A board from the results it counts: points summed per team, ordered by points, then wins, then fewer
 * tournaments (the same points in fewer events rank higher), then team id; positions 1, 2, 3...
 */
export function buildBoard(results: readonly TeamResult[], now: Date): BoardLine[] {
  const since = now.getTime() - RATING_CHANGE_PERIOD_DAYS * DAY_MS;
  const lines = new Map<number, Omit<BoardLine, 'position'>>();
  for (const result of results) {
    const line = lines.get(result.teamId) ?? { teamId: result.teamId, points: 0, change: 0, tournaments: 0, wins: 0 };
    line.points += result.points;
    line.tournaments += 1;
    if (result.place === 1) line.wins += 1;
    if (result.at.getTime() > since) line.change += result.points;
    lines.set(result.teamId, line);
  }
  return [...lines.values()]
    .sort((a, b) => b.points - a.points || b.wins - a.wins || a.tournaments - b.tournaments || a.teamId - b.teamId)
    .map((line, index) => ({ position: index + 1, ...line }));
}

/** A team's results oldest first with the running total (the history chart). */
export function teamHistory(results: readonly TeamResult[], teamId: number): (TeamResult & { total: number })[] {
  let total = 0;
  return results
    .filter((r) => r.teamId === teamId)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.tournamentId - b.tournamentId)
    .map((r) => {
      total += r.points;
      return { ...r, total };
    });
}
