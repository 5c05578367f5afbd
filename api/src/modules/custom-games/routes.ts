import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { CustomGameSchema } from '@portal/shared/contracts/responses';
import { customGameSchema, CustomGamesQuerySchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { AuthUser } from '../../sessions/bearer';
import { createRoom, joinRoom, leaveRoom, listRooms } from './service';

/** Custom games: rooms players browse, open, join and leave. */
const tags = ['custom games'];
const idParams = requestSchema(RecordIdParamsSchema);
const pattern = (build: (id: string) => string) => build('ID').replace('ID', ':id');

function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

function roomIdOf(request: FastifyRequest): number {
  const id = recordIdOf(String((request.params as { id?: unknown }).id ?? ''));
  if (id === null) throw notFound('errors.custom_game_not_found');
  return id;
}

export const customGameRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const roomAnswer = { 200: dataOf(CustomGameSchema), ...errors4xx };

  app.get(
    API_PATHS.customGames,
    {
      schema: {
        tags,
        summary: 'Custom rooms, soonest first (rooms that started up to two hours ago stay listed)',
        description: 'room (id and password) is only given to players who joined, from credentials_open_at (15 minutes before the start).',
        querystring: requestSchema(CustomGamesQuerySchema),
        response: { 200: pageOf(CustomGameSchema), 422: errorResponse },
      },
    },
    async (request) => listRooms(app.db, request.user ?? null, parseWith(CustomGamesQuerySchema, request.query), new Date()),
  );

  app.post(
    API_PATHS.customGames,
    {
      ...auth,
      schema: { tags, summary: 'Open a room (the caller joins it)', security: bearer, body: requestSchema(customGameSchema), response: { 201: dataOf(CustomGameSchema), ...errors4xx } },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const room = await createRoom(app.db, user, parseWith(customGameSchema, request.body), new Date());
      reply.code(201);
      return { data: room };
    },
  );

  app.post(
    pattern(API_PATHS.customGameJoin),
    { ...auth, schema: { tags, summary: 'Join a room', description: '409 errors.custom_game_full, errors.custom_game_started. Joining twice changes nothing.', security: bearer, params: idParams, response: roomAnswer } },
    async (request) => ({ data: await joinRoom(app.db, signedIn(request), roomIdOf(request), new Date()) }),
  );

  app.post(
    pattern(API_PATHS.customGameLeave),
    { ...auth, schema: { tags, summary: 'Leave a room before it starts', description: '409 errors.custom_game_started. Leaving a room one is not in changes nothing.', security: bearer, params: idParams, response: roomAnswer } },
    async (request) => ({ data: await leaveRoom(app.db, signedIn(request), roomIdOf(request), new Date()) }),
  );
};
