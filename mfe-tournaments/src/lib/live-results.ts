import type { QueryKey } from '@tanstack/react-query';
import type { ResultsChange } from '@portal/shared/contracts';
import { bracketKeys } from '../api/match-play/keys';
import { matchKeys } from '../api/query-keys';

/** The tournament a page shows results of: its id names the channel, its slug the grid's query. */
export interface LiveTournament {
  id: number;
  slug: string;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isIdOrNull = (value: unknown): value is number | null => value === null || isId(value);

/** A results_changed payload of this tournament, or null for anything else on the channel. */
export function resultsChangeOf(payload: unknown, tournamentId: number): ResultsChange | null {
  if (!payload || typeof payload !== 'object') return null;
  const { tournament_id, kind, stage_id, group_id } = payload as Record<string, unknown>;
  if (tournament_id !== tournamentId || (kind !== 'standings' && kind !== 'bracket') || !isIdOrNull(stage_id) || !isIdOrNull(group_id)) return null;
  return { tournament_id, kind, stage_id, group_id };
}

/**
 * The queries to read again after a change of the tournament's results (query key prefixes): a group's
 * standings show in the grid's published flags, the group's results, match pages and the player's matches;
 * a bracket in the tournament's brackets. `null`: anything may have changed (the channel has just started
 * delivering), so all of them.
 */
export function queriesToRefresh(change: ResultsChange | null, tournament: LiveTournament): QueryKey[] {
  const standings: QueryKey[] = [
    [...matchKeys.all, 'grid', tournament.slug],
    change?.group_id ? [...matchKeys.all, 'group-results', change.group_id] : [...matchKeys.all, 'group-results'],
    [...matchKeys.all, 'match'],
    matchKeys.mine(),
  ];
  const brackets: QueryKey[] = [bracketKeys.tournament(tournament.id)];
  if (change === null) return [...standings, ...brackets];
  return change.kind === 'standings' ? standings : brackets;
}
