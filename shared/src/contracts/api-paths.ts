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
  /** Profile settings (spec section 7, "Profile and teams"); GET and POST /user/profile are AUTH_API_PATHS.profile. */
  changePassword: '/user/profile/change-password',
  changePhone: '/user/profile/change-phone',
  /** Every game with the fields its profile asks for. */
  games: '/games',
  /** GET and POST /user/game_profile are AUTH_API_PATHS.gameProfile; update and delete by id. */
  gameProfile: (id: string | number) => `/user/game_profile/${enc(id)}`,
  userDocuments: '/user-document',
  userDocument: (id: string | number) => `/user-document/${enc(id)}`,
  /** The bytes of a document: the owner and staff only (documents never have a public URL). */
  userDocumentFile: (id: string | number) => `/user-document/${enc(id)}/file`,
  userRewards: '/v1/client/user/rewards',
  /** A player's public profile by slug, or by id when the player has no slug. */
  publicUser: (ref: string | number) => `/v1/client/user/${enc(ref)}`,
} as const;
