import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { StreamSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, RecordIdParamsSchema, StreamListQuerySchema } from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { dataOf, errorResponse, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { stream, streamsPage } from './service';

/** Streams of /watch (issue 13), for everyone. */
const TAGS = ['streams'];

export const streamRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.streams,
    {
      schema: {
        tags: TAGS,
        summary: 'Streams: live first (most viewers first), then recent ones (newest first)',
        querystring: requestSchema(StreamListQuerySchema),
        response: { 200: pageOf(StreamSchema), 422: errorResponse },
      },
    },
    async (request) => streamsPage(app.db, parseWith(StreamListQuerySchema, request.query)),
  );

  app.get(
    '/v1/client/streams/:id',
    { schema: { tags: TAGS, summary: 'One stream, with the tournament it covers', params: requestSchema(RecordIdParamsSchema), response: { 200: dataOf(StreamSchema), 404: errorResponse } } },
    async (request) => {
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.stream_not_found');
      return { data: await stream(app.db, id) };
    },
  );
};
