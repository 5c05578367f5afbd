import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, AUTH_API_PATHS, type Deleted, type Game, type UserGameAccount } from '@portal/shared/contracts';
import { DeletedSchema, GameSchema, UserGameAccountSchema } from '@portal/shared/contracts/responses';
import { gameProfileStoreSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../../http/http-error';
import { bearer, dataOf, errors4xx, languageHeader, listOf, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import { assertOwnAccount, changeAccount, listAccounts, listGames, removeAccount, storeAccount } from './service';

/**
 * Games and the signed-in user's game accounts (docs/spec.md sections 3, 5 and 7): GET /games; GET and POST
 * /user/game_profile (POST is also the sign-up step /login/game-profile); PUT and DELETE by id.
 */
/** The path of API_PATHS.gameProfile(id) as a route (the path builder encodes its argument). */
const ID_PATH = '/user/game_profile/:id';
const tags = ['game profiles'];
const rules =
  'Fields by field key (GET /games). 409 game_profile.already_exists for a second account of the same game; 422 game_profile.game_id_taken on the id field when another player has that in-game id, and the section 5 codes on the fields.';

export const gameAccountRoutes: FastifyPluginAsync = async (app) => {
  const me = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user.id;
  };
  const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = recordIdOf(request.params.id);
    if (id === null) throw notFound('game_profile.not_found');
    return id;
  };

  app.get(
    API_PATHS.games,
    { schema: { tags, summary: 'Games and the fields of their profiles', headers: languageHeader, response: { 200: listOf(GameSchema) } } },
    async (request): Promise<{ data: Game[] }> => ({ data: await listGames(app.db, request.locale) }),
  );

  app.get(
    AUTH_API_PATHS.gameProfile,
    { preHandler: app.requireAuth, schema: { tags, summary: "The signed-in user's game accounts", security: bearer, response: { 200: listOf(UserGameAccountSchema), 401: errors4xx[401] } } },
    async (request): Promise<{ data: UserGameAccount[] }> => ({ data: await listAccounts(app.db, me(request)) }),
  );

  app.post(
    AUTH_API_PATHS.gameProfile,
    {
      preHandler: app.requireAuth,
      schema: { tags, summary: 'Add a game account for the signed-in user', description: rules, security: bearer, body: requestSchema(gameProfileStoreSchema), response: { 201: dataOf(UserGameAccountSchema), ...errors4xx } },
    },
    async (request: FastifyRequest, reply: FastifyReply): Promise<{ data: UserGameAccount }> => {
      const account = await storeAccount(app.db, me(request), parseWith(gameProfileStoreSchema, request.body));
      reply.code(201);
      return { data: account };
    },
  );

  app.put<{ Params: { id: string } }>(
    ID_PATH,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Change a game account of the signed-in user',
        description: `${rules} The game stays: another gameName is 422 game_profile.game_mismatch. 403 for another player's account, 404 game_profile.not_found.`,
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        body: requestSchema(gameProfileStoreSchema),
        response: { 200: dataOf(UserGameAccountSchema), ...errors4xx },
      },
    },
    async (request): Promise<{ data: UserGameAccount }> => {
      // Whose account it is before what the body says: another player's account is 403 whatever is sent.
      await assertOwnAccount(app.db, me(request), idOf(request));
      return { data: await changeAccount(app.db, me(request), idOf(request), parseWith(gameProfileStoreSchema, request.body)) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    ID_PATH,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete a game account of the signed-in user',
        description: "403 for another player's account, 404 game_profile.not_found.",
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        response: { 200: dataOf(DeletedSchema), ...errors4xx },
      },
    },
    async (request): Promise<{ data: Deleted }> => {
      await removeAccount(app.db, me(request), idOf(request));
      return { data: { deleted: true } };
    },
  );
};
