import { BracketsManager } from 'brackets-manager';
import type { Database as BracketData, Match } from 'brackets-model';
import type { BracketType } from '@portal/shared/constants';
import type { Queryable } from '../client';
import { BracketStorage } from './storage';

/**
 * The bracket computations, all by brackets-manager on BracketStorage: create a stage's bracket from its
 * seeded teams, set a series score (the winner moves on, in double elimination the loser drops to the
 * lower bracket), read the whole bracket. Used by the brackets module and by the demo seed.
 */
export interface SeededTeam {
  teamId: number;
  name: string;
}

const manager = (db: Queryable, stageId: number) => new BracketsManager(new BracketStorage(db, stageId));

/** Creates the bracket; teams in seed order (1 first). Answers brackets-manager's stage id. */
export async function createBracket(db: Queryable, stageId: number, input: { type: BracketType; teams: readonly SeededTeam[] }): Promise<number> {
  const stage = await manager(db, stageId).create.stage({
    tournamentId: stageId,
    name: 'bracket',
    type: input.type,
    seeding: input.teams.map((team) => ({ name: team.name, team_id: team.teamId })),
    // The bracket is the next power of two; the missing places are byes, spread over the bracket.
    settings: { size: 2 ** Math.ceil(Math.log2(Math.max(2, input.teams.length))), seedOrdering: ['inner_outer'], balanceByes: true, ...(input.type === 'double_elimination' ? { grandFinal: 'simple' as const } : {}) },
  });
  return Number(stage.id);
}

export async function bracketMatch(db: Queryable, stageId: number, matchId: number): Promise<Match | null> {
  return new BracketStorage(db, stageId).select('match', matchId);
}

/** Sets a series score; `winner` completes the match and advances the winner. */
export async function setSeriesScore(db: Queryable, stageId: number, matchId: number, score: { opponent1: number; opponent2: number; winner: 'opponent1' | 'opponent2' | null }): Promise<void> {
  const side = (key: 'opponent1' | 'opponent2') => ({ score: score[key], ...(score.winner === key ? { result: 'win' as const } : {}) });
  await manager(db, stageId).update.match({ id: matchId, opponent1: side('opponent1'), opponent2: side('opponent2') });
}

/** Every record of the bracket (participants carry team_id). */
export type BracketRecords = Omit<BracketData, 'participant'> & { participant: (BracketData['participant'][number] & { team_id?: number })[] };

export async function bracketData(db: Queryable, stageId: number, bracketStageId: number): Promise<BracketRecords> {
  const data = await manager(db, stageId).get.stageData(bracketStageId);
  return data as unknown as BracketRecords;
}
