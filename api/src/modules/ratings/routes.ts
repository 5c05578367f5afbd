import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { PlayerRatingRowSchema, RatingBoardRowSchema, RatingSeasonSchema, TeamRatingSchema } from '@portal/shared/contracts/responses';
import { RatingBoardQuerySchema, RatingGameParamsSchema, RatingPageQuerySchema, RatingTeamQuerySchema } from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { dataOf, errorResponse, languageHeader, listOf, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { board, players, seasons, teamRating } from './service';

/**
 * Ratings, for everyone. Team points follow one rule: each finished tournament result gives
 * placement points (1st 100, 2nd 80, 3rd 65 ... 16th 8, lower places 5) times the tournament's tier (its
 * highest division: 1 -> x3, 2 -> x2, 3 -> x1); recomputed from the published group results on each read.
 */
const TAGS = ['ratings'];
const RULE = 'Points: placement points of each finished tournament (1st 100, 2nd 80, 3rd 65, 4th 55, 5th 45, 6th 38, 7th 32, 8th 27, 9th 23, 10th 20, 11th 17, 12th 15, 13th 13, 14th 11, 15th 9, 16th 8, lower 5) times the tier of the tournament (division 1 x3, 2 x2, 3 x1). change: points of the last 30 days.';
const gameParams = requestSchema(RatingGameParamsSchema);
const errors = { 404: errorResponse, 422: errorResponse };

function gameOf(request: FastifyRequest): string {
  const parsed = v.safeParse(RatingGameParamsSchema, request.params);
  if (!parsed.success) throw notFound('errors.game_not_found');
  return parsed.output.game;
}

export const ratingRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/v1/client/rating/:game',
    {
      schema: {
        tags: TAGS,
        summary: 'A team rating board of a game',
        description: `board: all (every counted result), world (the last 365 days), seasonal (season required) or a division slug of the game. ${RULE}`,
        params: gameParams,
        querystring: requestSchema(RatingBoardQuerySchema),
        response: { 200: pageOf(RatingBoardRowSchema), ...errors },
      },
    },
    async (request) => {
      const game = gameOf(request);
      return board(app.db, game, parseWith(RatingBoardQuerySchema, request.query));
    },
  );

  app.get(
    '/v1/client/rating/:game/seasons',
    { schema: { tags: TAGS, summary: "A game's rating seasons, newest first, with their leader", params: gameParams, headers: languageHeader, response: { 200: listOf(RatingSeasonSchema), 404: errorResponse } } },
    async (request) => ({ data: await seasons(app.db, gameOf(request), request.locale) }),
  );

  app.get(
    '/v1/client/rating/:game/players',
    { schema: { tags: TAGS, summary: 'The personal (player) board of a game', params: gameParams, querystring: requestSchema(RatingPageQuerySchema), response: { 200: pageOf(PlayerRatingRowSchema), ...errors } } },
    async (request) => {
      const game = gameOf(request);
      return players(app.db, game, parseWith(RatingPageQuerySchema, request.query));
    },
  );

  app.get(
    '/v1/client/rating/:game/teams/:slug',
    {
      schema: {
        tags: TAGS,
        summary: "A team's rating: position, points, change, tournaments counted and history",
        description: `board: all (default), world or a division slug. ${RULE}`,
        params: requestSchema(v.object({ ...RatingGameParamsSchema.entries, slug: v.string() })),
        querystring: requestSchema(RatingTeamQuerySchema),
        response: { 200: dataOf(TeamRatingSchema), ...errors },
      },
    },
    async (request) => {
      const game = gameOf(request);
      const { slug } = request.params as { slug: string };
      const query = parseWith(RatingTeamQuerySchema, request.query);
      return { data: await teamRating(app.db, game, slug, query.board as Parameters<typeof teamRating>[3]) };
    },
  );
};
