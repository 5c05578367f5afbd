import { GAME_KEYS, GAMES, TOURNAMENT_STATUS_CODES, type DivisionSlug, type GameKey, type TournamentStatusCode } from '@portal/shared/constants';
import { isTournamentStatusCode } from '@portal/shared/domain';

/**
 * Filters of the tournament lists, kept in the URL query so a link reproduces the view:
 * ?status=<status code>&division=<division slug>&page=<n>. The game is the route itself (all, /pubg-mobile,
 * /MLBB). Divisions are numbered per game ({game}-division-{1,2,3}, the API's filter value): a game's list
 * offers its three, the list of every game offers all six. Values that do not fit count as no filter.
 */
export const DIVISION_LEVELS = ['1', '2', '3'] as const;
export type DivisionLevel = (typeof DIVISION_LEVELS)[number];

/** The game of a list route: null for the list of every game. */
export type ListGame = GameKey | null;

export const LIST_QUERY = { status: 'status', division: 'division', page: 'page' } as const;

export interface ListFilters {
  status: TournamentStatusCode | null;
  division: DivisionSlug | null;
  /** 1-based page. */
  page: number;
}

export interface DivisionOption {
  slug: DivisionSlug;
  game: GameKey;
  level: DivisionLevel;
}

const divisionSlug = (game: GameKey, level: DivisionLevel) => `${GAMES[game].slug}-division-${level}` as DivisionSlug;

/** The numbered divisions a list offers: its game's three, or every game's. */
export function divisionOptions(game: ListGame): DivisionOption[] {
  const games = game ? [game] : GAME_KEYS;
  return games.flatMap((key) => DIVISION_LEVELS.map((level) => ({ slug: divisionSlug(key, level), game: key, level })));
}

function divisionOf(slug: string | null, game: ListGame): DivisionOption | null {
  return divisionOptions(game).find((option) => option.slug === slug) ?? null;
}

export function readListFilters(params: URLSearchParams, game: ListGame): ListFilters {
  const status = params.get(LIST_QUERY.status);
  const pageText = params.get(LIST_QUERY.page) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    status: isTournamentStatusCode(status) ? status : null,
    division: divisionOf(params.get(LIST_QUERY.division), game)?.slug ?? null,
    page,
  };
}

/**
 * The query of a list view: only the filters that are set, page 1 left out. Other parameters of the
 * current URL are kept.
 */
export function writeListFilters(filters: ListFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(LIST_QUERY.status, filters.status);
  set(LIST_QUERY.division, filters.division);
  set(LIST_QUERY.page, filters.page > 1 ? String(filters.page) : null);
  return next;
}

/** A filter change starts again at page 1. */
export function changeFilter(filters: ListFilters, change: Partial<Pick<ListFilters, 'status' | 'division'>>): ListFilters {
  return { ...filters, ...change, page: 1 };
}

export function hasActiveFilter(filters: ListFilters): boolean {
  return filters.status !== null || filters.division !== null;
}

/**
 * The filters to carry to another game's list, from page 1: the status stays; a division keeps its level
 * in the target game (the list of every game keeps it as it is).
 */
export function filtersForGame(filters: ListFilters, from: ListGame, to: ListGame): ListFilters {
  const current = divisionOf(filters.division, from);
  const division = current && to ? divisionSlug(to, current.level) : (current?.slug ?? null);
  return { status: filters.status, division, page: 1 };
}

export const STATUS_FILTER_OPTIONS: readonly TournamentStatusCode[] = TOURNAMENT_STATUS_CODES;
