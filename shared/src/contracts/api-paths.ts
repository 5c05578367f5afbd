/**
 * Paths of the API's endpoints of spec section 7 (other than sign-in: AUTH_API_PATHS), after API_PREFIX. A tournament reference is
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
  /** GET: the signed-in user's teams (filter[game_id]); POST: create a team (multipart). */
  teams: '/team',
  /** GET, PUT, DELETE a team; POST with _method=PUT (multipart) changes the logo. */
  team: (id: number | string) => `/team/${enc(id)}`,
  teamByHash: (hash: string) => `/team/by/hash/${enc(hash)}`,
  joinTeam: (id: number | string) => `/team/participate/${enc(id)}`,
  changeTeamMemberRole: (teamId: number | string, userId: number | string) => `/team/change/member/role/${enc(teamId)}/${enc(userId)}`,
  removeTeamMember: '/team/member/delete',
  leaveTeam: (id: number | string) => `/team/${enc(id)}/leave`,
  publicTeam: (slug: string) => `/v1/client/team/${enc(slug)}`,
  /** Organiser console (issue 18): staff manage every tournament, an organiser their own. */
  organizerOptions: '/organizer/options',
  organizerTournaments: '/organizer/tournaments',
  organizerTournament: (id: number | string) => `/organizer/tournaments/${enc(id)}`,
  organizerPublish: (id: number | string) => `/organizer/tournaments/${enc(id)}/publish`,
  organizerUnpublish: (id: number | string) => `/organizer/tournaments/${enc(id)}/unpublish`,
  organizerStatus: (id: number | string) => `/organizer/tournaments/${enc(id)}/status`,
  organizerDuplicate: (id: number | string) => `/organizer/tournaments/${enc(id)}/duplicate`,
  organizerStages: (tournamentId: number | string) => `/organizer/tournaments/${enc(tournamentId)}/stages`,
  organizerStage: (id: number | string) => `/organizer/stages/${enc(id)}`,
  organizerGroups: (stageId: number | string) => `/organizer/stages/${enc(stageId)}/groups`,
  organizerGroup: (id: number | string) => `/organizer/groups/${enc(id)}`,
  /** Admins grant and revoke the organiser role. */
  adminOrganizers: '/admin/organizers',
  adminOrganizer: (userId: number | string) => `/admin/organizers/${enc(userId)}`,
} as const;
