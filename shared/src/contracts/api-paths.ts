/**
 * Paths of the API's public read endpoints (spec section 7), after API_PREFIX. A tournament reference is
 * its numeric id or its slug: slugs are never all digits, so both endpoints accept either.
 */
const enc = (value: string | number) => encodeURIComponent(String(value));

export const API_PATHS = {
  health: '/health',
  tournaments: '/v1/client/tournament',
  tournament: (ref: string | number) => `/v1/client/tournament/${enc(ref)}`,
  tournamentById: (ref: string | number) => `/tournament/${enc(ref)}`,
  latestTournaments: (count?: number) => (count === undefined ? '/v1/client/tournament/get-latest' : `/v1/client/tournament/get-latest/${enc(count)}`),
  mainPageTournaments: (gameSlug: string) => `/v1/client/main-page-tournaments/${enc(gameSlug)}`,
  matchKillStatistics: '/v1/client/user/match-kill-statistics',
  countries: '/country',
  timezones: '/timezones',
  translations: '/translations',
  socket: '/ws',
} as const;
