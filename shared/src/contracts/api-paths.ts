/**
 * Paths of the API's endpoints of docs/spec.md section 7 (other than sign-in: AUTH_API_PATHS), after API_PREFIX. A tournament reference is
 * its numeric id or its slug: slugs are never all digits, so both endpoints accept either.
 */
const enc = (value: string | number) => encodeURIComponent(String(value));

export const API_PATHS = {
  health: '/health',
  clientIndex: '/v1/client',
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
  /** Organiser console: staff manage every tournament, an organiser their own. */
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
  /** Profile settings (docs/spec.md section 7, "Profile and teams"); GET and POST /user/profile are AUTH_API_PATHS.profile. */
  changePassword: '/user/profile/change-password',
  changePhone: '/user/profile/change-phone',
  /** Every game with the fields its profile asks for. */
  games: '/games',
  /** GET and POST /user/game_profile are AUTH_API_PATHS.gameProfile; update and delete by id. */
  gameProfile: (id: string | number) => `/user/game_profile/${enc(id)}`,
  /** The signed-in player's notifications (paginated, newest first, unread count in meta), read one, read all. */
  notifications: '/user/notification',
  notificationRead: (id: string | number) => `/user/notification/mark-as-read/${enc(id)}`,
  notificationsReadAll: '/user/notification/read-all',
  /** Captains' chats of a tournament's stages and groups: the list, a chat's messages, one message. */
  tournamentChats: (ref: string | number) => `/v1/client/tournament/${enc(ref)}/chats`,
  chatMessages: (chatId: string | number) => `/v1/client/chats/${enc(chatId)}/messages`,
  chatRead: (chatId: string | number) => `/v1/client/chats/${enc(chatId)}/read`,
  chatMessage: (chatId: string | number, id: string | number) => `/v1/client/chats/${enc(chatId)}/messages/${enc(id)}`,
  userDocuments: '/user-document',
  userDocument: (id: string | number) => `/user-document/${enc(id)}`,
  /** The bytes of a document: the owner and staff only (documents never have a public URL). */
  userDocumentFile: (id: string | number) => `/user-document/${enc(id)}/file`,
  userRewards: '/v1/client/user/rewards',
  /** A player's public profile by slug, or by id when the player has no slug. */
  publicUser: (ref: string | number) => `/v1/client/user/${enc(ref)}`,
  /** Tournament applications. */
  userTeamsForTournament: (tournamentId: number | string) => `/v1/client/tournament/user/teams/${enc(tournamentId)}`,
  groupsForTeam: (tournamentId: number | string, teamId: number | string) => `/v1/client/tournament/${enc(tournamentId)}/groups-for-team/${enc(teamId)}`,
  apply: (tournamentId: number | string) => `/v1/client/${enc(tournamentId)}`,
  resendApplication: '/v1/tournament/participate/resend',
  withdrawEntry: (entryId: number | string) => `/v1/client/tournament-entry/${enc(entryId)}/decline`,
  entryMemberStatus: (entryId: number | string) => `/v1/client/tournament-entry/${enc(entryId)}/status`,
  myEntries: '/v1/client/tournament-entries',
  tournamentEntries: (tournamentId: number | string) => `/v1/client/tournament/entries/${enc(tournamentId)}`,
  approveGameTime: '/v1/client/group-team/approve',
  entryDetails: (entryId: number | string) => `/v1/client/tournament-entries/${enc(entryId)}/details`,
  mlbbStages: (tournamentId: number | string, teamId: number | string) => `/v1/client/tournament/mlbb/stages/list/${enc(tournamentId)}/${enc(teamId)}`,
  groupsByStage: (stageId: number | string, teamId: number | string) => `/v1/client/tournament/group-by-stage/${enc(stageId)}/teams/${enc(teamId)}`,
  replacementMembers: (entryId: number | string) => `/v1/client/tournament-entry/${enc(entryId)}/replacement-members`,
  nextStage: (tournamentId: number | string) => `/tournament/select/next-stage/${enc(tournamentId)}`,
  /** Organiser review: staff, or the organiser who owns the tournament. */
  reviewEntries: (tournamentId: number | string) => `/organizer/tournaments/${enc(tournamentId)}/entries`,
  acceptEntry: '/tournament/accept',
  declineEntry: '/tournament/decline',
  /** MLBB brackets: a tournament's brackets for players, the organiser's view and writes. */
  tournamentBrackets: (tournamentId: number | string) => `/v1/client/tournaments/${enc(tournamentId)}/brackets`,
  organizerBrackets: (tournamentId: number | string) => `/organizer/tournaments/${enc(tournamentId)}/brackets`,
  organizerStageBracket: (stageId: number | string) => `/organizer/stages/${enc(stageId)}/bracket`,
  organizerBracketMatch: (stageId: number | string, matchId: number | string) => `/organizer/stages/${enc(stageId)}/bracket/matches/${enc(matchId)}`,
  /** Tournament comments: threads one level deep; staff delete. */
  tournamentComments: (tournamentId: number | string) => `/v1/client/tournaments/${enc(tournamentId)}/comments`,
  tournamentComment: (tournamentId: number | string, commentId: number | string) => `/v1/client/tournaments/${enc(tournamentId)}/comments/${enc(commentId)}`,
  /** Custom games: rooms to browse, open, join and leave. */
  customGames: '/v1/client/custom-games',
  customGameJoin: (id: number | string) => `/v1/client/custom-games/${enc(id)}/join`,
  customGameLeave: (id: number | string) => `/v1/client/custom-games/${enc(id)}/leave`,
  /** News (blog): published posts, a post, its comments and likes. */
  news: '/v1/client/blog',
  newsPost: (slug: string) => `/v1/client/blog/${enc(slug)}`,
  newsComments: (slug: string) => `/v1/client/blog/${enc(slug)}/comments`,
  newsLike: (slug: string) => `/v1/client/blog/${enc(slug)}/like`,
  newsComment: (id: number | string) => `/v1/client/blog/comments/${enc(id)}`,
  /** Staff (admin, moderator) write, publish and unpublish posts. */
  adminNews: '/admin/blog',
  adminNewsPost: (id: number | string) => `/admin/blog/${enc(id)}`,
  adminNewsPublish: (id: number | string) => `/admin/blog/${enc(id)}/publish`,
  adminNewsUnpublish: (id: number | string) => `/admin/blog/${enc(id)}/unpublish`,
  /** Ratings of a game (pubg-mobile, mlbb): a board (?board=&season=&page=), its seasons, players, a team. */
  ratingBoard: (game: string) => `/v1/client/rating/${enc(game)}`,
  ratingSeasons: (game: string) => `/v1/client/rating/${enc(game)}/seasons`,
  ratingPlayers: (game: string) => `/v1/client/rating/${enc(game)}/players`,
  ratingTeam: (game: string, slug: string) => `/v1/client/rating/${enc(game)}/teams/${enc(slug)}`,
  /** Streams of /watch: live first, then recent (?game=&page=); one stream by id. */
  streams: '/v1/client/streams',
  stream: (id: number | string) => `/v1/client/streams/${enc(id)}`,
  /** POST: the streamer (or staff) ends a live stream. */
  streamEnd: (id: number | string) => `/v1/client/streams/${enc(id)}/end`,
  /** Votes: open and closed ones (?game=), one vote, the caller's ballot. */
  votes: '/v1/client/votes',
  vote: (id: number | string) => `/v1/client/votes/${enc(id)}`,
  voteBallot: (id: number | string) => `/v1/client/votes/${enc(id)}/ballot`,
  /** Help desk: the signed-in player's requests (GET) and a new one (POST); staff read all and reply. */
  helpRequests: '/v1/client/help-requests',
  adminHelpRequests: '/admin/help-requests',
  adminHelpReplies: (id: number | string) => `/admin/help-requests/${enc(id)}/replies`,
  /** The header search: players and teams by part of the name (?q=, at least 2 characters). */
  search: '/v1/client/search',
  /** The transfers feed: players joining and leaving teams (?game=&page=, 10 per page). */
  transfers: '/v1/client/transfers',
  /** Streamers (docs/spec.md section 7): get all (paginated), get one, create, update, delete; the caller's application; staff review. */
  streamers: '/v1/client/streamers',
  streamer: (id: number | string) => `/v1/client/streamers/${enc(id)}`,
  myStreamerApplication: '/v1/client/streamers/mine',
  adminStreamerApprove: (id: number | string) => `/admin/streamers/${enc(id)}/approve`,
  adminStreamerReject: (id: number | string) => `/admin/streamers/${enc(id)}/reject`,
  /** Matches, grid and results. The grid takes a tournament id or slug (?hash= for a private one). */
  tournamentGrid: (ref: string | number) => `/v1/client/tournament/${enc(ref)}/grid`,
  groupResults: (groupId: number | string) => `/v1/client/tournament/group/${enc(groupId)}/results`,
  myMatches: '/v1/client/matches',
  match: (groupTeamId: number | string) => `/v1/client/match/${enc(groupTeamId)}`,
  organizerGroupResults: (groupId: number | string) => `/organizer/groups/${enc(groupId)}/results`,
  organizerGroupMatch: (groupId: number | string, matchNumber: number | string) => `/organizer/groups/${enc(groupId)}/matches/${enc(matchNumber)}`,
  organizerPublishResults: (groupId: number | string) => `/organizer/groups/${enc(groupId)}/results/publish`,
  organizerPlacementPoints: (tournamentId: number | string) => `/organizer/tournaments/${enc(tournamentId)}/placement-points`,
  /** Calendar feeds (iCalendar): GET whether the signed-in player has a feed link, POST a new one (the old stops). */
  calendarFeedLink: '/v1/client/calendar-feed',
  /** A player's feed, read by calendar apps without signing in: the link's token is the key. */
  calendarFeed: (token: string) => `/v1/calendar/${enc(token)}.ics`,
  /** A team's public feed of its group games. */
  teamCalendarFeed: (slug: string) => `/v1/calendar/team/${enc(slug)}.ics`,
} as const;
