import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MAX_GROUP_MATCHES, ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import { GroupResultsSchema, MatchDetailSchema, MyMatchesSchema, OrganizerGroupResultsSchema, PlacementTableSchema, TournamentGridSchema } from '@portal/shared/contracts/responses';
import { RESULTS_CHANNEL_FAMILY } from '@portal/shared/domain';
import { placementPointsSchema, pubgMatchResultsSchema, recordIdOf, RecordIdParamsSchema, TournamentPageQuerySchema, TournamentRefSchema, type TournamentRef } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { resultsChannelPolicy } from '../../services/tournaments/results-events';
import type { AuthUser } from '../../sessions/bearer';
import { enterMatch, grid, matchDetail, myMatches, organizerGroupResults, placementTable, publicGroupResults, publishResults, setPlacementTable } from './service';

/**
 * Matches, grid and results: the tournament grid and a group's standings for everyone who may
 * see the tournament, the caller's matches and a match page, and the organiser's results entry with its
 * audit list. Paths are API_PATHS' (tournamentGrid, groupResults, myMatches, match, organizer*).
 */
const TAGS = ['matches'];
const ORGANIZER_TAGS = ['organizer'];
const readErrors = { 404: errorResponse, 422: errorResponse };
const hashQuery = requestSchema(TournamentPageQuerySchema);
const refParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('numeric id or slug')) }));
const idParams = requestSchema(RecordIdParamsSchema);
const matchParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('group id')), n: v.pipe(v.string(), v.description('match number, from 1')) }));

const userOf = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthenticated();
  return request.user;
};

function idOf(value: unknown, code: string): number {
  const id = typeof value === 'string' ? recordIdOf(value) : null;
  if (id === null) throw notFound(code);
  return id;
}

function refOf(value: unknown, code = 'errors.tournament_not_found'): TournamentRef {
  const ref = v.safeParse(TournamentRefSchema, value);
  if (!ref.success) throw notFound(code);
  return ref.output;
}

const hashOf = (request: FastifyRequest) => parseWith(TournamentPageQuerySchema, request.query).hash;

export const matchRoutes: FastifyPluginAsync = async (app) => {
  // The public channel of a tournament's results (standings here, brackets in the brackets module).
  app.realtime.policies.define(RESULTS_CHANNEL_FAMILY, resultsChannelPolicy(app.db));

  app.get<{ Params: { ref: string } }>(
    '/v1/client/tournament/:ref/grid',
    { schema: { tags: TAGS, summary: 'Tournament grid: stages with their groups', params: requestSchema(v.object({ ref: TournamentRefSchema })), querystring: hashQuery, headers: languageHeader, response: { 200: dataOf(TournamentGridSchema), ...readErrors } } },
    async (request) => ({ data: await grid(app.db, refOf(request.params.ref), hashOf(request)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/client/tournament/group/:id/results',
    {
      schema: {
        tags: TAGS,
        summary: "A group's results (group_results with group_match_results), ranked",
        description: 'Empty until the organiser publishes them. Ranked by points, then placement points, then the placement in the last match, then kills.',
        params: idParams,
        querystring: hashQuery,
        headers: languageHeader,
        response: { 200: dataOf(GroupResultsSchema), ...readErrors },
      },
    },
    async (request) => ({ data: await publicGroupResults(app.db, idOf(request.params.id, 'errors.group_not_found'), hashOf(request)) }),
  );

  app.get(
    '/v1/client/matches',
    { preHandler: app.requireAuth, schema: { tags: TAGS, summary: "The caller's matches: upcoming and past", security: bearer, headers: languageHeader, response: { 200: dataOf(MyMatchesSchema), ...errors4xx } } },
    async (request) => ({ data: await myMatches(app.db, userOf(request)) }),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/client/match/:id',
    {
      schema: {
        tags: TAGS,
        summary: "A team's match: tournament, stage, group, time, teams, results",
        description: 'lobby (room id and password) is set only for a player of one of the group\'s teams, from 15 minutes before game_time.',
        params: idParams,
        querystring: hashQuery,
        headers: languageHeader,
        response: { 200: dataOf(MatchDetailSchema), ...readErrors },
      },
    },
    async (request) => ({ data: await matchDetail(app.db, idOf(request.params.id, 'errors.match_not_found'), request.user, hashOf(request), new Date()) }),
  );

  const guarded = { preHandler: app.requireRole(ORGANIZER_ROLE, ...STAFF_ROLES) };
  const doc = (summary: string, extra: Record<string, unknown>) => ({ schema: { tags: ORGANIZER_TAGS, summary, security: bearer, headers: languageHeader, ...extra } });
  const resultsAnswer = { 200: dataOf(OrganizerGroupResultsSchema), ...errors4xx };

  app.get<{ Params: { id: string } }>(
    '/organizer/groups/:id/results',
    { ...guarded, ...doc("A group's results as entered, its teams and the audit list", { params: idParams, response: resultsAnswer }) },
    async (request) => ({ data: await organizerGroupResults(app.db, userOf(request), idOf(request.params.id, 'errors.group_not_found')) }),
  );

  app.put<{ Params: { id: string; n: string } }>(
    '/organizer/groups/:id/matches/:n',
    {
      ...guarded,
      ...doc("Enter or correct a PUBG match's placements and kills (kept in the audit list)", {
        description:
          "n is at most one past the last match (409 errors.match_number_gap); PUBG tournaments only (409 errors.results_pubg_only). When the group's results are published, the tournament's public socket channel tournament.<id> hears results_changed ({ tournament_id, kind: 'standings', stage_id, group_id }) after the change commits.",
        params: matchParams,
        body: requestSchema(pubgMatchResultsSchema),
        response: resultsAnswer,
      }),
    },
    async (request) => {
      const groupId = idOf(request.params.id, 'errors.group_not_found');
      const n = recordIdOf(request.params.n);
      if (n === null || n > MAX_GROUP_MATCHES) throw notFound('errors.match_not_found');
      return { data: await enterMatch(app, userOf(request), groupId, n, request.body) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/organizer/groups/:id/results/publish',
    {
      ...guarded,
      ...doc("Publish a group's results: players see them and are told", {
        description:
          "The group's players get a notification, and the tournament's public socket channel tournament.<id> (open to everyone who may read the tournament, guests too) hears results_changed ({ tournament_id, kind: 'standings', stage_id, group_id }) after the change commits: open tournament and match pages read the standings again.",
        params: idParams,
        response: resultsAnswer,
      }),
    },
    async (request) => ({ data: await publishResults(app, userOf(request), idOf(request.params.id, 'errors.group_not_found')) }),
  );

  app.get<{ Params: { id: string } }>(
    '/organizer/tournaments/:id/placement-points',
    { ...guarded, ...doc("A tournament's placement table", { params: refParams, response: { 200: dataOf(PlacementTableSchema), ...errors4xx } }) },
    async (request) => ({ data: await placementTable(app.db, userOf(request), refOf(request.params.id)) }),
  );

  app.put<{ Params: { id: string } }>(
    '/organizer/tournaments/:id/placement-points',
    {
      ...guarded,
      ...doc("Set a tournament's placement table ([]: the official one); standings follow", {
        description: "The tournament's public socket channel tournament.<id> hears results_changed ({ tournament_id, kind: 'standings', stage_id: null, group_id: null }) after the change commits.",
        params: refParams,
        body: requestSchema(placementPointsSchema),
        response: { 200: dataOf(PlacementTableSchema), ...errors4xx },
      }),
    },
    async (request) => {
      const ref = refOf(request.params.id);
      return { data: await setPlacementTable(app, userOf(request), ref, request.body) };
    },
  );
};
