import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GAMES } from '@portal/shared/constants';
import { AUTH_API_PATHS, type UserGameAccount } from '@portal/shared/contracts';
import { UserGameAccountSchema } from '@portal/shared/contracts/responses';
import { gameProfileStoreSchema } from '@portal/shared/schemas';
import { gameProfiles } from '../../../db/schema';
import { HttpError, unauthenticated } from '../../../http/http-error';
import { bearer, dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import { uniqueViolation } from '../../../db/unique-violation';

/**
 * The basic game profile a new player adds at /login/game-profile (spec sections 3 and 5): the game by
 * slug (gameName) and its fields (nick and the in-game id under the game's key). One profile per game
 * per user; an in-game id belongs to one player.
 */
export const gameProfileRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    AUTH_API_PATHS.gameProfile,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['game profiles'],
        summary: 'Add a basic game profile for the signed-in user',
        description: '409 game_profile.already_exists for a second profile of the same game; 422 game_profile.game_id_taken on the id field when another player has that in-game id.',
        security: bearer,
        body: requestSchema(gameProfileStoreSchema),
        response: { 201: dataOf(UserGameAccountSchema), ...errors4xx },
      },
    },
    async (request, reply): Promise<{ data: UserGameAccount }> => {
      if (!request.user) throw unauthenticated();
      const userId = request.user.id;
      const input = parseWith(gameProfileStoreSchema, request.body);
      const game = input.gameName === GAMES.pubg.slug ? GAMES.pubg : GAMES.mlbb;
      const accountId = input.gameName === GAMES.pubg.slug ? input.fields.pubg_id : input.fields.mlbb_id;
      const idField = `fields.${game.idKey}`;
      const row = await app.db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: gameProfiles.id }).from(gameProfiles).where(and(eq(gameProfiles.userId, userId), eq(gameProfiles.gameId, game.id)));
        if (existing) throw new HttpError(409, 'game_profile.already_exists');
        const [taken] = await tx.select({ id: gameProfiles.id }).from(gameProfiles).where(and(eq(gameProfiles.gameId, game.id), eq(gameProfiles.gameAccountId, accountId)));
        if (taken) throw new HttpError(422, 'errors.validation_failed', { [idField]: ['game_profile.game_id_taken'] });
        const [inserted] = await tx.insert(gameProfiles).values({ userId, gameId: game.id, nick: input.fields.nick, gameAccountId: accountId }).returning({ id: gameProfiles.id });
        return inserted;
      }).catch((error: unknown) => {
        if (uniqueViolation(error) === null) throw error;
        throw new HttpError(422, 'errors.validation_failed', { [idField]: ['game_profile.game_id_taken'] });
      });
      if (!row) throw new Error('game profile insert returned nothing');
      reply.code(201);
      return { data: { id: row.id, gameName: game.slug, fields: { nick: input.fields.nick, [game.idKey]: accountId } } };
    },
  );
};
