import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { STAFF_ROLES } from '@portal/shared/constants';
import { DeletedSchema, NewsAdminPostSchema } from '@portal/shared/contracts/responses';
import { newsPostSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { adminCreate, adminDelete, adminList, adminSetPublished, adminUpdate } from './service';

/** Staff (admin, moderator) write news: drafts, edits, publish, unpublish, delete. */
const TAGS = ['news'];
const idParams = requestSchema(RecordIdParamsSchema);

function postIdOf(request: FastifyRequest): number {
  const id = recordIdOf((request.params as { id: string }).id);
  if (id === null) throw notFound('errors.news_not_found');
  return id;
}

export const adminNewsRoutes: FastifyPluginAsync = async (app) => {
  const staff = { preHandler: app.requireRole(...STAFF_ROLES) };
  const doc = (summary: string, extra: Record<string, unknown> = {}) => ({ tags: TAGS, summary, security: bearer, ...extra });
  const staffUser = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };

  app.get(API_PATHS.adminNews, { ...staff, schema: doc('Every post, drafts included (staff)', { response: { 200: listOf(NewsAdminPostSchema), ...errors4xx } }) }, async () => ({ data: await adminList(app.db) }));

  app.post(
    API_PATHS.adminNews,
    {
      ...staff,
      schema: doc('Write a post (saved as a draft)', {
        description: 'slug (unique: 422 validation.news.slug_taken), game_id, cover_url, translations per language (ru required). Bodies are cleaned with the shared rich-text allow-list.',
        body: requestSchema(newsPostSchema),
        response: { 201: dataOf(NewsAdminPostSchema), ...errors4xx },
      }),
    },
    async (request, reply) => {
      const user = staffUser(request);
      const post = await adminCreate(app, user, parseWith(newsPostSchema, request.body));
      reply.code(201);
      return { data: post };
    },
  );

  app.put(
    '/admin/blog/:id',
    { ...staff, schema: doc('Edit a post (every field; languages left out are removed)', { params: idParams, body: requestSchema(newsPostSchema), response: { 200: dataOf(NewsAdminPostSchema), ...errors4xx } }) },
    async (request) => {
      const id = postIdOf(request);
      return { data: await adminUpdate(app, id, parseWith(newsPostSchema, request.body)) };
    },
  );

  app.post(
    '/admin/blog/:id/publish',
    { ...staff, schema: doc('Publish a post (keeps the date of its first publication)', { params: idParams, response: { 200: dataOf(NewsAdminPostSchema), ...errors4xx } }) },
    async (request) => ({ data: await adminSetPublished(app.db, postIdOf(request), true) }),
  );

  app.post(
    '/admin/blog/:id/unpublish',
    { ...staff, schema: doc('Take a post back to a draft', { params: idParams, response: { 200: dataOf(NewsAdminPostSchema), ...errors4xx } }) },
    async (request) => ({ data: await adminSetPublished(app.db, postIdOf(request), false) }),
  );

  app.delete(
    '/admin/blog/:id',
    { ...staff, schema: doc('Delete a post with its comments and likes', { params: idParams, response: { 200: dataOf(DeletedSchema), ...errors4xx } }) },
    async (request) => ({ data: await adminDelete(app.db, postIdOf(request)) }),
  );
};
