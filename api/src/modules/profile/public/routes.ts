import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type Award, type PublicUser } from '@portal/shared/contracts';
import { AwardSchema, PublicUserSchema } from '@portal/shared/contracts/responses';
import { UserRefParamsSchema } from '@portal/shared/schemas';
import { unauthenticated } from '../../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, listOf, requestSchema } from '../../../http/openapi';
import { publicProfile, userAwards } from './service';

/** Awards of the signed-in player and any player's public profile (docs/spec.md sections 3 and 7). */
export const publicProfileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.userRewards,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['profile'],
        summary: "Every award, with whether the signed-in player achieved it",
        headers: languageHeader,
        security: bearer,
        response: { 200: listOf(AwardSchema), 401: errors4xx[401] },
      },
    },
    async (request): Promise<{ data: Award[] }> => {
      if (!request.user) throw unauthenticated();
      return { data: await userAwards(app.db, request.user.id, request.locale) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/v1/client/user/:slug',
    {
      schema: {
        tags: ['profile'],
        summary: "A player's public profile",
        description:
          'By slug, or by id (slugs are never all digits). Public fields only, as the player\'s public flags allow: avatar, username, country and its verified mark, game accounts with level, teams, achieved awards, K/D per game and the PUBG Mobile rating; never e-mail, phone or documents. 404 errors.user_not_found.',
        headers: languageHeader,
        params: requestSchema(UserRefParamsSchema),
        response: { 200: dataOf(PublicUserSchema), 404: errorResponse },
      },
    },
    async (request): Promise<{ data: PublicUser }> => ({ data: await publicProfile(app.db, request.params.slug, request.locale) }),
  );
};
