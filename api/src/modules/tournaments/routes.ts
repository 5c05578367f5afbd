import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { TournamentDetailSchema, TournamentSummarySchema } from '@portal/shared/contracts/responses';
import {
  LatestTournamentsParamsSchema,
  MainPageTournamentsParamsSchema,
  TournamentListQuerySchema,
  TournamentPageQuerySchema,
  TournamentRefSchema,
} from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { dataOf, errorResponse, languageHeader, listOf, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { SerializeContext } from './serializer';
import { detail, latest, listPage, mainPage } from './service';

const contextOf = (request: FastifyRequest): SerializeContext => ({ locale: request.locale, now: new Date(), viewer: request.user });

const errors = { 404: errorResponse, 422: errorResponse };

/** Public tournament reads (docs/spec.md section 7, "Tournaments and applications"). */
export const tournamentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.tournaments,
    { config: { publicCache: true }, schema: { tags: ['tournaments'], summary: 'Tournament list', querystring: requestSchema(TournamentListQuerySchema), headers: languageHeader, response: { 200: pageOf(TournamentSummarySchema), 422: errorResponse } } },
    async (request) => listPage(app.db, parseWith(TournamentListQuerySchema, request.query), contextOf(request)),
  );

  const latestHandler = async (request: FastifyRequest<{ Params: { count?: string } }>) => {
    const { count } = parseWith(LatestTournamentsParamsSchema, { count: request.params.count });
    return { data: await latest(app.db, count, contextOf(request)) };
  };
  const latestSchema = { tags: ['tournaments'], summary: 'Latest tournaments (default 4)', response: { 200: listOf(TournamentSummarySchema), 422: errorResponse } };
  app.get(API_PATHS.latestTournaments(), { schema: latestSchema }, latestHandler);
  app.get(`${API_PATHS.latestTournaments()}/:count`, { schema: { ...latestSchema, params: requestSchema(LatestTournamentsParamsSchema) } }, latestHandler);

  app.get<{ Params: { slug: string } }>(
    '/v1/client/main-page-tournaments/:slug',
    { schema: { tags: ['tournaments'], summary: 'Home page tournaments of a game (not ended)', params: requestSchema(MainPageTournamentsParamsSchema), response: { 200: listOf(TournamentSummarySchema), 404: errorResponse } } },
    async (request) => {
      const params = v.safeParse(MainPageTournamentsParamsSchema, request.params);
      if (!params.success) throw notFound('errors.game_not_found');
      return { data: await mainPage(app.db, params.output.slug, contextOf(request)) };
    },
  );

  const detailHandler = async (request: FastifyRequest<{ Params: { ref: string } }>) => {
    const ref = v.safeParse(TournamentRefSchema, request.params.ref);
    if (!ref.success) throw notFound('errors.tournament_not_found');
    const { hash } = parseWith(TournamentPageQuerySchema, request.query);
    return { data: await detail(app.db, ref.output, hash, contextOf(request)) };
  };
  const detailSchemaFor = (summary: string) => ({
    tags: ['tournaments'],
    summary,
    description: 'The reference is a numeric id or a slug; slugs are never all digits, so both paths accept either.',
    params: requestSchema(v.object({ ref: TournamentRefSchema })),
    querystring: requestSchema(TournamentPageQuerySchema),
    headers: languageHeader,
    response: { 200: dataOf(TournamentDetailSchema), ...errors },
  });
  app.get(`${API_PATHS.tournaments}/:ref`, { config: { publicCache: true }, schema: detailSchemaFor('Tournament page by slug or id') }, detailHandler);
  app.get('/tournament/:ref', { schema: detailSchemaFor('Tournament by id (or slug)') }, detailHandler);
};
