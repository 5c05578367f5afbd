import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { VoteSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, RecordIdParamsSchema, StreamListQuerySchema, voteBallotSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { vote, voteOne, votesList } from './service';

/** Votes of /votes: everyone reads them, signed-in players vote once. */
const TAGS = ['votes'];
const GameQuerySchema = v.pick(StreamListQuerySchema, ['game']);

function voteIdOf(request: FastifyRequest): number {
  const id = recordIdOf((request.params as { id: string }).id);
  if (id === null) throw notFound('errors.vote_not_found');
  return id;
}

export const voteRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.votes,
    {
      schema: {
        tags: TAGS,
        summary: 'Votes: open ones first, then closed ones',
        description: "my_choice is the caller's ballot; results show once the caller has voted or the vote is closed (the page refreshes them every few seconds).",
        querystring: requestSchema(GameQuerySchema),
        headers: languageHeader,
        response: { 200: listOf(VoteSchema), 422: errorResponse },
      },
    },
    async (request) => ({ data: await votesList(app.db, parseWith(GameQuerySchema, request.query).game, request.user, request.locale) }),
  );

  app.get(
    '/v1/client/votes/:id',
    { schema: { tags: TAGS, summary: 'One vote', params: requestSchema(RecordIdParamsSchema), headers: languageHeader, response: { 200: dataOf(VoteSchema), 404: errorResponse } } },
    async (request) => ({ data: await voteOne(app.db, voteIdOf(request), request.user, request.locale) }),
  );

  app.post(
    '/v1/client/votes/:id/ballot',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Vote (option_ids: one, or several when the vote allows several)',
        description: 'One ballot per player (409 errors.already_voted, also when two arrive at once); 409 errors.vote_closed after the end; 422 validation.votes.* for options that are not the vote\'s.',
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        body: requestSchema(voteBallotSchema),
        response: { 201: dataOf(VoteSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const id = voteIdOf(request);
      const { option_ids } = parseWith(voteBallotSchema, request.body);
      const answer = await vote(app, id, request.user, option_ids, request.locale);
      reply.code(201);
      return { data: answer };
    },
  );
};
