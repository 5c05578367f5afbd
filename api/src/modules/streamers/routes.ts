import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { DeletedSchema, StreamerSchema, MyStreamerApplicationSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, RecordIdParamsSchema, StreamerListQuerySchema, streamerApplicationSchema, streamerReviewSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, errorResponse, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { apply, myApplication, remove, review, streamerOne, streamersPage, update, assertCanChange } from './service';

/** Streamers (docs/spec.md section 7): get all (paginated), get one, create, update, delete; staff approve or reject. */
const TAGS = ['streamers'];
const idParams = requestSchema(RecordIdParamsSchema);

function idOf(request: FastifyRequest): number {
  const id = recordIdOf((request.params as { id: string }).id);
  if (id === null) throw notFound('errors.streamer_not_found');
  return id;
}

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

const FORM = 'channel (required, an https link: 422 validation.active_url otherwise), telegram ({host}/{handle}, handle 5-32 letters, digits or underscores: 422 streamer.telegram_invalid), followers_count (digits, > 0).';

export const streamerRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const staff = { preHandler: app.requireRole(...STAFF_ROLES) };

  app.get(
    API_PATHS.streamers,
    { schema: { tags: TAGS, summary: 'Approved streamers, most followers first (staff: every application, ?status=)', querystring: requestSchema(StreamerListQuerySchema), response: { 200: pageOf(StreamerSchema), 422: errorResponse } } },
    async (request) => streamersPage(app.db, request.user, parseWith(StreamerListQuerySchema, request.query)),
  );

  app.get(
    API_PATHS.myStreamerApplication,
    { ...auth, schema: { tags: TAGS, summary: "The signed-in player's application (null when none)", security: bearer, response: { 200: dataOf(MyStreamerApplicationSchema), ...errors4xx } } },
    async (request) => ({ data: await myApplication(app.db, signedIn(request)) }),
  );

  app.get(
    '/v1/client/streamers/:id',
    { schema: { tags: TAGS, summary: 'A streamer (an application: its author and staff only)', params: idParams, response: { 200: dataOf(StreamerSchema), 404: errorResponse } } },
    async (request) => ({ data: await streamerOne(app.db, idOf(request), request.user) }),
  );

  app.post(
    API_PATHS.streamers,
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Become a streamer: apply (pending; staff reply within 48 hours)', description: `${FORM} One application per player (409 errors.streamer_already_applied).`, security: bearer, body: requestSchema(streamerApplicationSchema), response: { 201: dataOf(StreamerSchema), ...errors4xx } },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const created = await apply(app, user, parseWith(streamerApplicationSchema, request.body));
      reply.code(201);
      return { data: created };
    },
  );

  app.put(
    '/v1/client/streamers/:id',
    { ...auth, schema: { tags: TAGS, summary: 'Edit an application (its author or staff); it waits for a new review', description: FORM, security: bearer, params: idParams, body: requestSchema(streamerApplicationSchema), response: { 200: dataOf(StreamerSchema), ...errors4xx } } },
    async (request) => {
      const user = signedIn(request);
      const id = idOf(request);
      await assertCanChange(app, id, user);
      return { data: await update(app, id, user, parseWith(streamerApplicationSchema, request.body)) };
    },
  );

  app.delete(
    '/v1/client/streamers/:id',
    { ...auth, schema: { tags: TAGS, summary: 'Withdraw an application (its author or staff); the streamer role goes with it', security: bearer, params: idParams, response: { 200: dataOf(DeletedSchema), ...errors4xx } } },
    async (request) => {
      const user = signedIn(request);
      return { data: await remove(app, idOf(request), user) };
    },
  );

  for (const [path, approved] of [
    ['/admin/streamers/:id/approve', true],
    ['/admin/streamers/:id/reject', false],
  ] as const) {
    app.post(
      path,
      { ...staff, schema: { tags: TAGS, summary: approved ? 'Approve an application (grants the streamer role)' : 'Reject an application (note: the reason)', security: bearer, params: idParams, body: requestSchema(streamerReviewSchema), response: { 200: dataOf(StreamerSchema), ...errors4xx } } },
      async (request) => {
        const user = signedIn(request);
        const { note } = parseWith(streamerReviewSchema, request.body ?? {});
        return { data: await review(app, idOf(request), user, approved, note) };
      },
    );
  }
};
