import { BRACKET_MAX_TEAMS, BRACKET_MIN_TEAMS, MATCH_PLAY_MESSAGES, MLBB_GAME_ID, type BracketType } from '@portal/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Bracket, BracketTeam, OrganizerBrackets, ResultsChange } from '@portal/shared/contracts';
import { canManageTournament, seriesOutcome } from '@portal/shared/domain';
import { bracketData, bracketMatch, createBracket, setSeriesScore } from '../../db/brackets/engine';
import type { Queryable } from '../../db/client';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { announceResults } from '../../services/tournaments/results-events';
import { visibleTournament } from '../../services/tournaments/visible';
import type { AuthUser } from '../../sessions/bearer';
import * as repo from './repository';
import { toBracket, toScoreChange } from './serializer';

/**
 * MLBB brackets: players read a tournament's brackets; the organiser who owns the tournament (or staff)
 * creates a stage's bracket from its accepted teams and enters series scores. Every score is kept in the
 * audit with who, when, before and after. Writes run in one transaction with the bracket row locked, and
 * are announced on the tournament's public results channel once committed.
 */
const conflict = (code: string) => new HttpError(409, code);

async function readBracket(db: Queryable, row: repo.BracketRow): Promise<Bracket> {
  const data = await bracketData(db, row.stage_id, row.bracket_stage_id);
  const teamIds = data.participant.flatMap((p) => (p.team_id === undefined ? [] : [p.team_id]));
  const teams = new Map<number, BracketTeam>((await repo.teamCards(db, teamIds)).map((team) => [team.id, team]));
  return toBracket(row, data, teams);
}

export async function tournamentBrackets(db: Queryable, tournamentId: number, hash: string | null): Promise<Bracket[]> {
  await visibleTournament(db, tournamentId, hash);
  const rows = await repo.bracketsOf(db, { tournamentId });
  const brackets: Bracket[] = [];
  for (const row of rows) brackets.push(await readBracket(db, row));
  return brackets;
}

async function managedTournament(db: Queryable, user: AuthUser, tournamentId: number) {
  const facts = await repo.tournamentOwner(db, tournamentId);
  if (!facts) throw notFound('errors.tournament_not_found');
  if (!canManageTournament(user, facts.owner_id)) throw forbidden();
  return facts;
}

/** The stage, after the caller is known to manage its tournament (404 unknown, 403 someone else's). */
export async function managedStage(db: Queryable, user: AuthUser, stageId: number): Promise<repo.StageFacts> {
  const stage = await repo.stageFacts(db, stageId);
  if (!stage) throw notFound('errors.stage_not_found');
  if (!canManageTournament(user, stage.owner_id)) throw forbidden();
  return stage;
}

export async function organizerBrackets(db: Queryable, user: AuthUser, tournamentId: number): Promise<OrganizerBrackets> {
  await managedTournament(db, user, tournamentId);
  const stages = await repo.stagesOf(db, tournamentId);
  const rows = await repo.bracketsOf(db, { tournamentId });
  const changes = await repo.scoreChangesOf(db, tournamentId);
  const byStage = new Map<number, Bracket>();
  for (const row of rows) byStage.set(row.stage_id, await readBracket(db, row));
  return {
    stages: stages.map((stage) => ({ id: stage.id, name: stage.name, accepted_teams: stage.accepted_teams, bracket: byStage.get(stage.id) ?? null })),
    changes: changes.map(toScoreChange),
  };
}

/** A stage's bracket changed: the tournament's open pages hear it (after the commit). */
const bracketChange = (stage: repo.StageFacts): ResultsChange => ({ tournament_id: stage.tournament_id, kind: 'bracket', stage_id: stage.id, group_id: null });

export async function createStageBracket(app: FastifyInstance, user: AuthUser, stage: repo.StageFacts, input: { type: BracketType; best_of: number }): Promise<Bracket> {
  const db = app.db;
  if (stage.game_id !== MLBB_GAME_ID) throw new HttpError(422, 'errors.bracket_mlbb_only');
  if ((await repo.bracketsOf(db, { stageId: stage.id })).length > 0) throw conflict('errors.bracket_exists');
  const bracket = await db.transaction(async (tx) => {
    const teams = await repo.seedingOf(tx, stage.id);
    if (teams.length < BRACKET_MIN_TEAMS) throw conflict('errors.bracket_too_few_teams');
    const bracketStageId = await createBracket(tx, stage.id, { type: input.type, teams: teams.slice(0, BRACKET_MAX_TEAMS) });
    if (!(await repo.insertBracket(tx, { stageId: stage.id, bracketStageId, type: input.type, bestOf: input.best_of, createdById: user.id }))) throw conflict('errors.bracket_exists');
    const [row] = await repo.bracketsOf(tx, { stageId: stage.id });
    if (!row) throw new Error('bracket not read back');
    return readBracket(tx, row);
  });
  await announceResults(app, bracketChange(stage));
  return bracket;
}

/** A series score: the winner (first to the wins needed) advances; a lower score keeps the series running. */
export async function enterSeriesScore(app: FastifyInstance, user: AuthUser, stage: repo.StageFacts, matchId: number, score: { opponent1_score: number; opponent2_score: number }): Promise<Bracket> {
  const stageId = stage.id;
  const bracket = await app.db.transaction(async (tx) => {
    const row = await repo.lockBracket(tx, stageId);
    if (!row) throw notFound('errors.bracket_not_found');
    const match = await bracketMatch(tx, stageId, matchId);
    if (!match) throw notFound('errors.bracket_match_not_found');
    if (match.opponent1?.id == null || match.opponent2?.id == null) throw conflict('errors.bracket_match_not_ready');
    const outcome = seriesOutcome(row.best_of, score.opponent1_score, score.opponent2_score);
    if (outcome.kind === 'invalid') throw validationFailed({ opponent1_score: [MATCH_PLAY_MESSAGES.score_over], opponent2_score: [MATCH_PLAY_MESSAGES.score_over] });
    try {
      await setSeriesScore(tx, stageId, matchId, { opponent1: score.opponent1_score, opponent2: score.opponent2_score, winner: outcome.kind === 'won' ? outcome.winner : null });
    } catch (error) {
      // brackets-manager refuses to change a match whose next match is already played (archived).
      if (error instanceof Error && /locked|archived|cannot|can't/i.test(error.message)) throw conflict('errors.bracket_match_locked');
      throw error;
    }
    await repo.insertScoreChange(tx, {
      stageId,
      matchId,
      changedById: user.id,
      before1: match.opponent1.score ?? null,
      before2: match.opponent2.score ?? null,
      after1: score.opponent1_score,
      after2: score.opponent2_score,
    });
    return readBracket(tx, row);
  });
  await announceResults(app, bracketChange(stage));
  return bracket;
}
