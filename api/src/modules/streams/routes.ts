import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { StreamSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, RecordIdParamsSchema, StreamListQuerySchema, streamStartSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, errorResponse, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { endStream, goLive, stream, streamsPage } from './service';

/** Streams of /watch: read by everyone; an approved streamer goes live and ends the stream. */
const TAGS = ['streams'];

export const streamRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
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
    async (request) => streamsPage(app.db, parseWith(StreamListQuerySchema, request.query), request.locale),
  );

  app.get(
    '/v1/client/streams/:id',
    { schema: { tags: TAGS, summary: 'One stream, with the tournament it covers', params: requestSchema(RecordIdParamsSchema), response: { 200: dataOf(StreamSchema), 404: errorResponse } } },
    async (request) => {
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.stream_not_found');
      return { data: await stream(app.db, id, request.locale) };
    },
  );

  app.post(
    API_PATHS.streams,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Go live (approved streamers): one live stream at a time',
        description:
          'title (3-120 characters), url (a YouTube video, Twitch, Kick or Trovo channel or TikTok live link: 422 streamer.stream_link otherwise), game_id, tournament_id (optional: a published tournament of that game). 403 errors.stream_not_streamer without the streamer role; 409 errors.stream_already_live while another stream of the caller is live.',
        security: bearer,
        body: requestSchema(streamStartSchema),
        response: { 201: dataOf(StreamSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const input = parseWith(streamStartSchema, request.body);
      reply.code(201);
      return { data: await goLive(app.db, request.user, input, request.locale) };
    },
  );

  app.post(
    '/v1/client/streams/:id/end',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'End a live stream (its streamer or staff); 409 errors.stream_already_ended when it is not live',
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        response: { 200: dataOf(StreamSchema), ...errors4xx },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.stream_not_found');
      return { data: await endStream(app.db, id, request.user, request.locale) };
    },
  );
};
