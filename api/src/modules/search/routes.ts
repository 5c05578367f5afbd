import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { SearchResultsSchema } from '@portal/shared/contracts/responses';
import { SearchQuerySchema } from '@portal/shared/schemas';
import { dataOf, errorResponse, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { search } from './service';

/** The header search, for everyone. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.search,
    {
      schema: {
        tags: ['search'],
        summary: 'Listed tournaments, players and teams whose name contains q (at most 8 of each)',
        description: 'q: 2 to 50 characters; tournaments: published and not private only; case-insensitive, anywhere in the name (served by trigram indexes on PostgreSQL). Exact names first, then names starting with q, then shorter names.',
        querystring: requestSchema(SearchQuerySchema),
        response: { 200: dataOf(SearchResultsSchema), 422: errorResponse },
      },
    },
    async (request) => ({ data: await search(app.db, parseWith(SearchQuerySchema, request.query).q) }),
  );
};
