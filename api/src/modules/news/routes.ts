import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { DeletedSchema, NewsCommentSchema, NewsCommentThreadSchema, NewsLikeSchema, NewsPostSchema, NewsSummarySchema } from '@portal/shared/contracts/responses';
import { NewsListQuerySchema, NewsSlugParamsSchema, newsCommentSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, listOf, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { addComment, listComments, listNews, readPost, removeComment, setLike } from './service';

/** News (blog) for readers: the list, a post, its comment threads and likes. */
const TAGS = ['news'];
const slugParams = requestSchema(NewsSlugParamsSchema);

function slugOf(request: FastifyRequest): string {
  const parsed = v.safeParse(NewsSlugParamsSchema, request.params);
  if (!parsed.success) throw notFound('errors.news_not_found');
  return parsed.output.slug;
}

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export const newsRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    API_PATHS.news,
    {
      schema: {
        tags: TAGS,
        summary: 'Published news, newest first (10 per page)',
        description: "Each post in the request's language when it has one, else in Russian (locale says which). game filters by game slug or id.",
        querystring: requestSchema(NewsListQuerySchema),
        headers: languageHeader,
        response: { 200: pageOf(NewsSummarySchema), 422: errorResponse },
      },
    },
    async (request) => listNews(app.db, parseWith(NewsListQuerySchema, request.query), request.locale),
  );

  app.get(
    '/v1/client/blog/:slug',
    {
      schema: {
        tags: TAGS,
        summary: 'A published post',
        description: 'body is HTML cleaned with the shared allow-list. liked and can_comment describe the signed-in caller (false for guests).',
        params: slugParams,
        headers: languageHeader,
        response: { 200: dataOf(NewsPostSchema), 404: errorResponse },
      },
    },
    async (request) => ({ data: await readPost(app.db, slugOf(request), request.user, request.locale) }),
  );

  app.get(
    '/v1/client/blog/:slug/comments',
    { schema: { tags: TAGS, summary: "A post's comment threads (oldest first, answers inside)", params: slugParams, response: { 200: listOf(NewsCommentThreadSchema), 404: errorResponse } } },
    async (request) => ({ data: await listComments(app.db, slugOf(request)) }),
  );

  app.post(
    '/v1/client/blog/:slug/comments',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Comment on a post (content, parent_id)',
        description: 'content 1-2000 characters. parent_id answers a thread; an answer to an answer joins the same thread (one level). 403 errors.comments_banned while a comments or site ban is in force; 422 validation.news.parent_invalid for a comment of another post.',
        security: bearer,
        params: slugParams,
        body: requestSchema(newsCommentSchema),
        response: { 201: dataOf(NewsCommentSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const slug = slugOf(request);
      const input = parseWith(newsCommentSchema, request.body);
      const comment = await addComment(app, slug, user, input);
      reply.code(201);
      return { data: comment };
    },
  );

  app.delete(
    '/v1/client/blog/comments/:id',
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Remove a comment (its author or staff)', description: 'A thread is removed with its answers.', security: bearer, params: requestSchema(RecordIdParamsSchema), response: { 200: dataOf(DeletedSchema), ...errors4xx } },
    },
    async (request) => {
      const user = signedIn(request);
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.comment_not_found');
      return { data: await removeComment(app.db, id, user) };
    },
  );

  const likeSchema = (summary: string, description: string) => ({
    ...auth,
    schema: { tags: TAGS, summary, description, security: bearer, params: slugParams, response: { 200: dataOf(NewsLikeSchema), ...errors4xx } },
  });

  app.post(
    '/v1/client/blog/:slug/like',
    likeSchema('Like a post', 'One like per player: liking again (or twice at once) changes nothing. Answers the new count.'),
    async (request) => ({ data: await setLike(app.db, slugOf(request), signedIn(request), true) }),
  );

  app.delete(
    '/v1/client/blog/:slug/like',
    likeSchema('Take a like back', 'Answers the new count; without a like it changes nothing.'),
    async (request) => ({ data: await setLike(app.db, slugOf(request), signedIn(request), false) }),
  );
};
