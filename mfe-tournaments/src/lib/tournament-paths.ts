import { useCallback } from 'react';
import { GAME_KEYS } from '@portal/shared/constants';
import { routePath, type PortalRouteId } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import type { ListGame } from './list-filters';

const LIST_ROUTE = { all: 'tournaments.list', pubg: 'tournaments.pubg', mlbb: 'tournaments.mlbb' } as const;

/** Route id of a game's list (the list of every game for null). */
export function listRouteId(game: ListGame) {
  return LIST_ROUTE[game ?? 'all'];
}

/** The game a list route shows: null for the list of every game (and for a route that is no list). */
export function listGameOf(routeId: PortalRouteId): ListGame {
  return GAME_KEYS.find((game) => LIST_ROUTE[game] === routeId) ?? null;
}

/** Links of the tournament area in the current page's language. */
export function useTournamentPaths() {
  const localized = useLocalizedPath();
  return {
    list: useCallback((game: ListGame = null) => localized(routePath(listRouteId(game))), [localized]),
    detail: useCallback((slug: string) => localized(routePath('tournaments.detail', { slug })), [localized]),
    promo: useCallback((slug: string) => localized(routePath('tournaments.promo', { slug })), [localized]),
    notFound: useCallback(() => localized(routePath('tournaments.not-found')), [localized]),
    matches: useCallback(() => localized(routePath('matches')), [localized]),
    match: useCallback((groupTeamId: number, slug: string) => localized(routePath('match', { matchRef: `${groupTeamId}-${slug}` })), [localized]),
    login: useCallback(() => localized(routePath('login')), [localized]),
    entries: useCallback(() => localized(routePath('entries')), [localized]),
    organizer: useCallback(() => localized(routePath('organizer')), [localized]),
    organizerNew: useCallback(() => localized(routePath('organizer.new')), [localized]),
    organizerTournament: useCallback((slug: string) => localized(routePath('organizer.tournament', { slug })), [localized]),
    organizers: useCallback(() => localized(routePath('organizer.organizers')), [localized]),
  };
}
