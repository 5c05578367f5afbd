import type { Actor } from './routes';
import type { MatrixIds } from './world';

/**
 * Who may read what: every GET route with a path parameter (Fastify's route table) is either a guarded read
 * below, with the callers that get 200 (all others 401 as a guest, 403 or 404 signed in), or in PUBLIC_READS.
 * A private tournament (private-scrim-cup, owned for the test by the owning organiser; the demo team has no
 * entry in it, so its players are no entrants) answers 404 without its hash. Its organiser and staff reach
 * it without the hash where the route passes the caller to the shared rule (private-access.ts): the entries,
 * the user's teams, a match, the console; the tournament page, grid, group results, brackets and comments
 * check the hash alone (HASH_ONLY: 404 to everyone, organiser and staff included, until the hash is sent).
 */
export interface ReadCase {
  /** The route as the route table writes it. */
  route: string;
  url: (ids: MatrixIds & ReadIds) => string;
  allowed: readonly Actor[];
  note: string;
}

/** Records of the reads beyond the mutation matrix's: a stage, group and match of the private tournament and so on. */
export interface ReadIds {
  privateStage: number;
  privateGroup: number;
  privateStageTeam: number;
  waitingEntry: number;
  inPlayGroup: number;
  /** The demo team's place in the group in play (the match with lobby credentials) and who is named in it. */
  lobbyStageTeam: number;
  documentKey: string;
}

const STAFF_AND_OWNER: readonly Actor[] = ['owningOrganizer', 'staff'];
const HASH_ONLY: readonly Actor[] = [];
const TEAM: readonly Actor[] = ['member', 'manager', 'owner'];
const ORGANIZERS: readonly Actor[] = ['owningOrganizer', 'otherOrganizer', 'staff'];

export const READ_CASES: readonly ReadCase[] = [
  { route: '/api/v1/client/tournament/{ref}|{tournamentId}', url: () => `/api/v1/client/tournament/private-scrim-cup`, allowed: HASH_ONLY, note: 'private tournament by slug' },
  { route: '/api/tournament/{ref}', url: (i) => `/api/tournament/${i.privateTournament}`, allowed: HASH_ONLY, note: 'private tournament by id' },
  { route: '/api/v1/client/tournament/{ref}|{tournamentId}/chats', url: (i) => `/api/v1/client/tournament/${i.privateTournament}/chats`, allowed: HASH_ONLY, note: "private tournament's chats" },
  { route: '/api/v1/client/tournament/{ref}|{tournamentId}/grid', url: () => `/api/v1/client/tournament/private-scrim-cup/grid`, allowed: HASH_ONLY, note: "private tournament's stages and groups" },
  { route: '/api/v1/client/tournament/{ref}|{tournamentId}/groups-for-team/{teamId}', url: (i) => `/api/v1/client/tournament/${i.privateTournament}/groups-for-team/${i.team}`, allowed: [], note: "private tournament's groups for the demo team" },
  { route: '/api/v1/client/tournament/entries/{id}', url: (i) => `/api/v1/client/tournament/entries/${i.privateTournament}`, allowed: STAFF_AND_OWNER, note: "private tournament's entries" },
  { route: '/api/v1/client/tournament/user/teams/{id}', url: (i) => `/api/v1/client/tournament/user/teams/${i.privateTournament}`, allowed: STAFF_AND_OWNER, note: "the caller's teams for a private tournament" },
  { route: '/api/v1/client/tournament/mlbb/stages/list/{id}/{teamId}', url: (i) => `/api/v1/client/tournament/mlbb/stages/list/${i.privateTournament}/${i.team}`, allowed: [], note: "private tournament's stages for the demo team" },
  { route: '/api/v1/client/tournament/group-by-stage/{stage}/teams/{team}', url: (i) => `/api/v1/client/tournament/group-by-stage/${i.privateStage}/teams/${i.team}`, allowed: [], note: "private tournament's stage groups for the demo team" },
  { route: '/api/v1/client/tournament/group/{id}/results', url: (i) => `/api/v1/client/tournament/group/${i.privateGroup}/results`, allowed: HASH_ONLY, note: "private tournament's group results" },
  { route: '/api/v1/client/tournaments/{id}/brackets', url: (i) => `/api/v1/client/tournaments/${i.privateTournament}/brackets`, allowed: HASH_ONLY, note: "private tournament's brackets" },
  { route: '/api/v1/client/tournaments/{id}/comments', url: (i) => `/api/v1/client/tournaments/${i.privateTournament}/comments`, allowed: HASH_ONLY, note: "private tournament's comments" },
  { route: '/api/v1/client/match/{id}', url: (i) => `/api/v1/client/match/${i.privateStageTeam}`, allowed: STAFF_AND_OWNER, note: 'a match of a private tournament' },
  { route: '/api/v1/client/tournament-entries/{id}/details', url: (i) => `/api/v1/client/tournament-entries/${i.waitingEntry}/details`, allowed: [...TEAM, 'staff'], note: "the demo team's application" },
  { route: '/api/v1/client/chats/{chatId}/messages', url: (i) => `/api/v1/client/chats/${i.chat}/messages`, allowed: ['manager', 'owner', 'owningOrganizer', 'staff'], note: "a captains' chat of the demo team" },
  { route: '/api/team/{id}', url: (i) => `/api/team/${i.team}`, allowed: TEAM, note: "the demo team's private page" },
  { route: '/api/user-document/{id}/file', url: (i) => `/api/user-document/${i.document}/file`, allowed: ['owner', 'staff'], note: "the captain's document" },
  { route: '/media/u/{key}', url: (i) => `/media/u/${i.documentKey}`, allowed: [], note: 'a private file is no public media' },
  { route: '/api/organizer/tournaments/{id}', url: (i) => `/api/organizer/tournaments/${i.owned}`, allowed: STAFF_AND_OWNER, note: 'the console editor' },
  { route: '/api/organizer/tournaments/{id}/entries', url: (i) => `/api/organizer/tournaments/${i.ownedInPlay}/entries`, allowed: STAFF_AND_OWNER, note: 'applications to review' },
  { route: '/api/organizer/tournaments/{id}/placement-points', url: (i) => `/api/organizer/tournaments/${i.ownedInPlay}/placement-points`, allowed: STAFF_AND_OWNER, note: 'the placement table' },
  { route: '/api/organizer/tournaments/{id}/brackets', url: (i) => `/api/organizer/tournaments/${i.ownedBracket}/brackets`, allowed: STAFF_AND_OWNER, note: 'the console brackets' },
  { route: '/api/organizer/groups/{id}/results', url: (i) => `/api/organizer/groups/${i.inPlayGroup}/results`, allowed: STAFF_AND_OWNER, note: 'results entry' },
  // Console lists (no path parameter, read all the same).
  { route: '/api/organizer/tournaments', url: () => '/api/organizer/tournaments', allowed: ORGANIZERS, note: "the organiser's tournaments" },
  { route: '/api/organizer/options', url: () => '/api/organizer/options', allowed: ORGANIZERS, note: "the editor's choices" },
  { route: '/api/admin/organizers', url: () => '/api/admin/organizers', allowed: ['staff'], note: 'organisers (admins)' },
];

/** GET routes with a path parameter that guard nothing beyond publication: public ids, slugs and secret tokens. */
export const PUBLIC_READS: readonly string[] = [
  '/api/v1/client/tournament/get-latest/{count}',
  '/api/v1/client/team/{slug}',
  '/api/v1/client/main-page-tournaments/{slug}',
  '/api/v1/client/user/{slug}',
  '/api/v1/client/rating/{game}',
  '/api/v1/client/rating/{game}/seasons',
  '/api/v1/client/rating/{game}/players',
  '/api/v1/client/rating/{game}/teams/{slug}',
  '/api/v1/client/blog/{slug}',
  '/api/v1/client/blog/{slug}/comments',
  '/api/v1/client/streams/{id}',
  '/api/v1/client/streamers/{id}',
  '/api/v1/client/votes/{id}',
  '/api/v1/calendar/team/{slug}.ics',
  '/api/v1/calendar/{token}.ics',
  '/api/team/by/hash/{hash}',
];
