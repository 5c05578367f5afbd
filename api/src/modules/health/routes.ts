import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { HttpError } from '../../http/http-error';
import { errorResponse } from '../../http/openapi';

/** GET /api/health: the process answers and the database does a round trip; 503 when it cannot. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  status: { type: 'string', enum: ['ok'] },
                  database: { type: 'string', enum: ['pglite', 'postgres'] },
                  realtime: { type: 'string', enum: ['memory', 'redis'] },
                  uptime_seconds: { type: 'number' },
                },
              },
            },
          },
          503: errorResponse,
        },
      },
    },
    async () => {
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
