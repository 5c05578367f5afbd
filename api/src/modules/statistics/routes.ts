import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type ApiData, type MatchKillStatistics } from '@portal/shared/contracts';
import { MatchKillStatisticsSchema } from '@portal/shared/contracts/responses';
import { unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse } from '../../http/openapi';
import { matchKillStatistics } from '../../services/statistics/match-kill-statistics';

/** The signed-in player's statistics (docs/spec.md section 7, "Profile and teams"). */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.matchKillStatistics,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['statistics'],
        summary: "The signed-in player's kills, deaths, matches and K/D per game",
        description:
          'Computed from the player\'s lines in match results (any tournament). The account sidebar reads data.pubg_mobile.kdr. Every game is present; one without matches has zeros. 401 without a valid token.',
        security: bearer,
        response: { 200: dataOf(MatchKillStatisticsSchema), 401: errorResponse },
      },
    },
    async (request): Promise<ApiData<MatchKillStatistics>> => {
      if (!request.user) throw unauthenticated();
      return { data: await matchKillStatistics(app.db, request.user.id) };
    },
  );
};
