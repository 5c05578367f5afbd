import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type HealthStatus } from '@portal/shared/contracts';
import { HealthStatusSchema } from '@portal/shared/contracts/responses';
import { HttpError } from '../../http/http-error';
import { dataOf, errorResponse } from '../../http/openapi';
import { sharedCheck } from './database-check';

/** How long a passed database check answers for (health pollers share it). */
const CHECK_MAX_AGE_MS = 1000;

/** GET /api/health: the process answers and the database did a round trip within the last second; 503 when it cannot. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseCheck = sharedCheck(() => app.database.ping(), CHECK_MAX_AGE_MS);
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: dataOf(HealthStatusSchema),
          503: errorResponse,
        },
      },
    },
    async (): Promise<{ data: HealthStatus }> => {
      try {
        await databaseCheck();
      } catch (error) {
        app.log.error({ err: error }, 'health: database check failed');
        throw new HttpError(503, 'errors.service_unavailable');
      }
      return { data: { status: 'ok', database: app.database.kind, realtime: app.realtime.bus.kind, uptime_seconds: Math.round(process.uptime()) } };
    },
  );
};
