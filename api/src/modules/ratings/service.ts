import { GAMES, RATING_WORLD_WINDOW_DAYS, type Locale } from '@portal/shared/constants';
import type { ApiPage, PlayerRatingRow, RatingBoardRow, RatingSeason, RatingTeamRef, TeamRating } from '@portal/shared/contracts';
import { buildBoard, teamHistory, type BoardLine } from '@portal/shared/domain';
import type { RatingBoardName } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import { localized } from '../../i18n/localized';
import { NO_SKILL, teamSkills, type TeamSkill } from '../../services/ratings/open-skill';
import { countedResults, type CountedResult } from '../../services/ratings/results';
import { gameRef, playerBoard, seasonsOf, teamBySlug, teamsByIds, type SeasonRow, type TeamRow } from './repository';

/** Rating boards, computed from the counted results on each read (services/ratings). */
const DAY_MS = 86_400_000;

const gameOf = (slug: string) => {
  const game = Object.values(GAMES).find((g) => g.slug === slug);
  if (!game) throw notFound('errors.game_not_found');
  return game;
};

export function teamRef(row: TeamRow): RatingTeamRef {
  const logo = row.logoUrl || row.logoWebpUrl || row.logoSmallWebpUrl ? { original_url: row.logoUrl, webp: row.logoWebpUrl, small_webp: row.logoSmallWebpUrl } : null;
  return { id: row.id, name: row.name, slug: row.slug, logo };
}

/** The results a board counts. A division board of the other game is unknown (404). */
function boardResults(all: readonly CountedResult[], board: RatingBoardName, gameSlug: string, now: Date, season: SeasonRow | null): CountedResult[] {
  if (board === 'all') return [...all];
  if (board === 'world') return all.filter((r) => r.at.getTime() > now.getTime() - RATING_WORLD_WINDOW_DAYS * DAY_MS);
  if (board === 'seasonal') return season ? all.filter((r) => r.at >= season.startsAt && r.at < season.endsAt) : [];
  if (!board.startsWith(`${gameSlug}-division-`)) throw notFound('errors.rating_board_not_found');
  return all.filter((r) => r.divisions.includes(board));
}

async function seasonFor(db: Queryable, gameId: number, board: RatingBoardName, seasonId: number): Promise<SeasonRow | null> {
  if (board !== 'seasonal') return null;
  if (seasonId === 0) throw new HttpError(422, 'errors.validation_failed', { season: ['validation.required'] });
  const season = (await seasonsOf(db, gameId)).find((s) => s.id === seasonId);
  if (!season) throw notFound('errors.rating_season_not_found');
  return season;
}

async function rowsOf(db: Queryable, lines: readonly BoardLine[], skills: ReadonlyMap<number, TeamSkill>): Promise<RatingBoardRow[]> {
  const teams = await teamsByIds(
    db,
    lines.map((l) => l.teamId),
  );
  return lines.flatMap((line) => {
    const team = teams.get(line.teamId);
    return team ? [{ position: line.position, team: teamRef(team), points: line.points, change: line.change, tournaments_count: line.tournaments, wins: line.wins, skill: (skills.get(line.teamId) ?? NO_SKILL).ordinal }] : [];
  });
}

export async function board(db: Queryable, gameSlug: string, query: { board?: RatingBoardName; season: number; page: number; per_page: number }, now = new Date()): Promise<ApiPage<RatingBoardRow>> {
  const game = gameOf(gameSlug);
  const name = query.board ?? 'all';
  const season = await seasonFor(db, game.id, name, query.season);
  const { results } = await countedResults(db, game.id);
  const counted = boardResults(results, name, game.slug, now, season);
  const lines = buildBoard(counted, now);
  const offset = (query.page - 1) * query.per_page;
  const page = lines.slice(offset, offset + query.per_page);
  return { data: await rowsOf(db, page, teamSkills(counted)), meta: pageMeta(query.page, query.per_page, lines.length, page.length) };
}

export async function seasons(db: Queryable, gameSlug: string, locale: Locale, now = new Date()): Promise<RatingSeason[]> {
  const game = gameOf(gameSlug);
  const { results } = await countedResults(db, game.id);
  const rows = await seasonsOf(db, game.id);
  const boards = rows.map((season) => ({ season, lines: buildBoard(boardResults(results, 'seasonal', game.slug, now, season), now) }));
  const leaders = await teamsByIds(db, boards.flatMap((b) => (b.lines[0] ? [b.lines[0].teamId] : [])));
  return boards.map(({ season, lines }) => {
    const first = lines[0];
    const leader = first ? leaders.get(first.teamId) : undefined;
    return {
      id: season.id,
      slug: season.slug,
      name: localized(season.name, locale),
      starts_at: season.startsAt.toISOString(),
      ends_at: season.endsAt.toISOString(),
      is_current: season.isCurrent,
      teams_count: lines.length,
      leader: first && leader ? { team: teamRef(leader), points: first.points } : null,
    };
  });
}

export async function players(db: Queryable, gameSlug: string, query: { page: number; per_page: number }): Promise<ApiPage<PlayerRatingRow>> {
  const game = gameOf(gameSlug);
  const { rows, total } = await playerBoard(db, game.id, query.per_page, (query.page - 1) * query.per_page);
  const data = rows.map((r) => ({
    position: r.position,
    user: {
      id: r.user_id,
      username: r.username,
      slug: r.slug,
      avatar: r.avatar_original_url || r.avatar_webp_url || r.avatar_small_webp_url ? { original_url: r.avatar_original_url, webp: r.avatar_webp_url, small_webp: r.avatar_small_webp_url } : null,
    },
    rating: r.rating,
    kills: r.kills,
    deaths: r.deaths,
    matches: r.matches,
    kd: Math.round((r.kills / Math.max(1, r.deaths)) * 100) / 100,
  }));
  return { data, meta: pageMeta(query.page, query.per_page, total, data.length) };
}

/** A team's page on a board: its position, points, change, tournaments counted and history. */
export async function teamRating(db: Queryable, gameSlug: string, slug: string, boardName: Exclude<RatingBoardName, 'seasonal'> | undefined, now = new Date()): Promise<TeamRating> {
  const game = gameOf(gameSlug);
  const team = await teamBySlug(db, game.id, slug);
  if (!team) throw notFound('errors.rating_team_not_found');
  const name = boardName ?? 'all';
  const { results, tournaments } = await countedResults(db, game.id);
  const counted = boardResults(results, name, game.slug, now, null);
  const lines = buildBoard(counted, now);
  const line = lines.find((l) => l.teamId === team.id);
  return {
    team: teamRef(team),
    game: (await gameRef(db, game.id)) ?? { id: game.id, name: game.slug, slug: game.slug },
    board: name,
    position: line?.position ?? null,
    teams_count: lines.length,
    points: line?.points ?? 0,
    change: line?.change ?? 0,
    tournaments_count: line?.tournaments ?? 0,
    wins: line?.wins ?? 0,
    skill: teamSkills(counted).get(team.id) ?? NO_SKILL,
    history: teamHistory(counted, team.id).flatMap((r) => {
      const tournament = tournaments.get(r.tournamentId);
      return tournament ? [{ tournament, date: r.at.toISOString(), place: r.place, points: r.points, total: r.total }] : [];
    }),
  };
}
