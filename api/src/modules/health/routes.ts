import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type HealthStatus } from '@portal/shared/contracts';
import { HealthStatusSchema } from '@portal/shared/contracts/responses';
import { HttpError } from '../../http/http-error';
import { dataOf, errorResponse } from '../../http/openapi';

/** GET /api/health: the process answers and the database does a round trip; 503 when it cannot. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
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
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health: database check failed');
        throw new HttpError(503, 'errors.service_unavailable');
      }
      return { data: { status: 'ok', database: app.database.kind, realtime: app.realtime.bus.kind, uptime_seconds: Math.round(process.uptime()) } };
    },
  );
};
