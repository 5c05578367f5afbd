import type { ApiPage, TournamentDetail, TournamentSummary } from '@portal/shared/contracts';
import type { TournamentListQuery, TournamentRef } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import { activeTournamentsOfGame, findTournament, gameExists, latestTournaments, listTournaments, type TournamentFilters } from './repository';
import { toDetail, toSummary, type SerializeContext } from './serializer';

/** How many tournaments of a game the home page shows. */
export const MAIN_PAGE_TOURNAMENTS_LIMIT = 8;

export async function listPage(db: Queryable, query: TournamentListQuery, context: SerializeContext): Promise<ApiPage<TournamentSummary>> {
  const filters: TournamentFilters = {
    gameId: query.game,
    status: query.status,
    // 'all' is what the list shows when every division applies: as a filter it restricts nothing.
    divisionSlug: query.division === 'all' ? undefined : query.division,
  };
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await listTournaments(db, filters, { limit: query.per_page, offset, viewerId: context.viewer?.id ?? null });
  return { data: rows.map((row) => toSummary(row, context)), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function latest(db: Queryable, count: number, context: SerializeContext): Promise<TournamentSummary[]> {
  const rows = await latestTournaments(db, { limit: count, viewerId: context.viewer?.id ?? null });
  return rows.map((row) => toSummary(row, context));
}

export async function mainPage(db: Queryable, gameSlug: string, context: SerializeContext): Promise<TournamentSummary[]> {
  if (!(await gameExists(db, gameSlug))) throw notFound('errors.game_not_found');
  const rows = await activeTournamentsOfGame(db, { gameSlug, limit: MAIN_PAGE_TOURNAMENTS_LIMIT, viewerId: context.viewer?.id ?? null });
  return rows.map((row) => toSummary(row, context));
}

export async function detail(db: Queryable, ref: TournamentRef, hash: string | undefined, context: SerializeContext): Promise<TournamentDetail> {
  const row = await findTournament(db, ref, { viewerId: context.viewer?.id ?? null, hash });
  if (!row) throw notFound('errors.tournament_not_found');
  return toDetail(row, context);
}
