import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { BracketSchema, OrganizerBracketsSchema } from '@portal/shared/contracts/responses';
import { bracketCreateSchema, bracketScoreSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { AuthUser } from '../../sessions/bearer';
import { createStageBracket, enterSeriesScore, managedStage, organizerBrackets, tournamentBrackets } from './service';

/**
 * MLBB brackets, computed by brackets-manager: players read a tournament's brackets; the
 * organiser who owns the tournament, or staff, create a stage's bracket and enter series scores.
 */
const tags = ['brackets'];
const pattern = (build: (...ids: string[]) => string, ...names: string[]) => names.reduce((path, name) => path.replace(`X${name}X`, `:${name}`), build(...names.map((name) => `X${name}X`)));
const idParams = requestSchema(RecordIdParamsSchema);
// Cast: checking this deep schema against GenericSchema is more than tsc will instantiate.
const organizerAnswer = dataOf(OrganizerBracketsSchema as unknown as v.GenericSchema);
const matchParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('stage id')), matchId: v.pipe(v.string(), v.description('bracket match id')) }));
const hashQuery = requestSchema(v.object({ hash: v.optional(v.pipe(v.string(), v.description('access hash of a private tournament'))) }));

function idParam(request: FastifyRequest, name: string, code: string): number {
  const id = recordIdOf(String((request.params as Record<string, unknown>)[name] ?? ''));
  if (id === null) throw notFound(code);
  return id;
}

const userOf = (request: FastifyRequest): AuthUser => request.user as AuthUser;

export const bracketRoutes: FastifyPluginAsync = async (app) => {
  const console = { preHandler: app.requireRole(ORGANIZER_ROLE, ...STAFF_ROLES) };

  app.get(
    pattern(API_PATHS.tournamentBrackets, 'id'),
    {
      schema: {
        tags,
        summary: "A tournament's MLBB brackets, one per stage that has one",
        description: 'Groups: winners (upper), losers (lower, double elimination), final (grand final). A slot null is a bye; a slot without team waits for an earlier match.',
        params: idParams,
        querystring: hashQuery,
        headers: languageHeader,
        response: { 200: listOf(BracketSchema), 404: errorResponse },
      },
    },
    async (request) => {
      const hash = typeof (request.query as { hash?: unknown }).hash === 'string' ? (request.query as { hash: string }).hash : null;
      return { data: await tournamentBrackets(app.db, idParam(request, 'id', 'errors.tournament_not_found'), hash) };
    },
  );

  app.get(
    pattern(API_PATHS.organizerBrackets, 'id'),
    {
      ...console,
      schema: { tags, summary: "The organiser's view: every stage with its bracket, and the score audit", security: bearer, params: idParams, response: { 200: organizerAnswer, ...errors4xx } },
    },
    async (request) => ({ data: await organizerBrackets(app.db, userOf(request), idParam(request, 'id', 'errors.tournament_not_found')) }),
  );

  app.post(
    pattern(API_PATHS.organizerStageBracket, 'id'),
    {
      ...console,
      schema: {
        tags,
        summary: "Create a stage's bracket from its accepted teams",
        description:
          "type single_elimination or double_elimination, best_of 1, 3, 5 or 7. Teams are seeded in the order they were admitted to the stage; byes fill the bracket to a power of two. 409 errors.bracket_exists, errors.bracket_too_few_teams; 422 errors.bracket_mlbb_only. The tournament's public socket channel tournament.<id> hears results_changed ({ tournament_id, kind: 'bracket', stage_id, group_id: null }) after the bracket commits.",
        security: bearer,
        params: idParams,
        body: requestSchema(bracketCreateSchema),
        response: { 201: dataOf(BracketSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      const stage = await managedStage(app.db, userOf(request), idParam(request, 'id', 'errors.stage_not_found'));
      const input = parseWith(bracketCreateSchema, request.body);
      reply.code(201);
      return { data: await createStageBracket(app, userOf(request), stage, input) };
    },
  );

  app.put(
    pattern(API_PATHS.organizerBracketMatch, 'id', 'matchId'),
    {
      ...console,
      schema: {
        tags,
        summary: "Enter or correct a series' score",
        description: 'Games won by each side. The first to more than half of best_of wins and advances (in double elimination the loser drops to the lower bracket); a lower score keeps the series running. Every change is kept in the audit. 409 errors.bracket_match_not_ready, errors.bracket_match_locked; 422 validation.match_play.score_over. The tournament\'s public socket channel tournament.<id> hears results_changed ({ tournament_id, kind: \'bracket\', stage_id, group_id: null }) after the score commits.',
        security: bearer,
        params: matchParams,
        body: requestSchema(bracketScoreSchema),
        response: { 200: dataOf(BracketSchema), ...errors4xx },
      },
    },
    async (request) => {
      const stage = await managedStage(app.db, userOf(request), idParam(request, 'id', 'errors.stage_not_found'));
      const score = parseWith(bracketScoreSchema, request.body);
      return { data: await enterSeriesScore(app, userOf(request), stage, idParam(request, 'matchId', 'errors.bracket_match_not_found'), score) };
    },
  );
};
