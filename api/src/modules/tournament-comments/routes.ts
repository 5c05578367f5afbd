import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { STAFF_ROLES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { DeletedSchema, TournamentCommentSchema, TournamentCommentThreadSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, tournamentCommentSchema, TournamentCommentsQuerySchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { addComment, listThreads, removeComment } from './service';

/** Tournament comments: threads one level deep, paginated; staff delete. */
const tags = ['tournament comments'];
const tournamentParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('tournament id')) }));
const commentParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('tournament id')), commentId: v.pipe(v.string(), v.description('comment id')) }));
const hashQuery = v.object({ hash: v.optional(v.pipe(v.string(), v.description('access hash of a private tournament'))) });

function idParam(request: FastifyRequest, name: string, code: string): number {
  const id = recordIdOf(String((request.params as Record<string, unknown>)[name] ?? ''));
  if (id === null) throw notFound(code);
  return id;
}

const hashOf = (request: FastifyRequest): string | null => {
  const hash = (request.query as { hash?: unknown } | undefined)?.hash;
  return typeof hash === 'string' ? hash : null;
};

const listPath = API_PATHS.tournamentComments(':id').replace('%3Aid', ':id');
const itemPath = API_PATHS.tournamentComment(':id', ':commentId').replace('%3Aid', ':id').replace('%3AcommentId', ':commentId');

export const tournamentCommentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    listPath,
    {
      schema: {
        tags,
        summary: "A tournament's comment threads, newest first, answers inside (oldest first)",
        params: tournamentParams,
        querystring: requestSchema(v.object({ ...TournamentCommentsQuerySchema.entries, ...hashQuery.entries })),
        response: { 200: pageOf(TournamentCommentThreadSchema), 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => listThreads(app.db, idParam(request, 'id', 'errors.tournament_not_found'), hashOf(request), parseWith(TournamentCommentsQuerySchema, { page: (request.query as Record<string, unknown>).page, per_page: (request.query as Record<string, unknown>).per_page })),
  );

  app.post(
    listPath,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Comment on a tournament (content, parent_id)',
        description:
          'Plain text, 1-2000 characters. parent_id answers a thread; an answer to an answer joins the same thread (one level); the thread author is notified (comment_reply). 403 errors.comments_banned under a comments or site ban, errors.tournament_comments_off when the tournament has comments off; 422 validation.news.parent_invalid for a comment of another tournament.',
        security: bearer,
        params: tournamentParams,
        querystring: requestSchema(hashQuery),
        body: requestSchema(tournamentCommentSchema),
        response: { 201: dataOf(TournamentCommentSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const tournamentId = idParam(request, 'id', 'errors.tournament_not_found');
      const input = parseWith(tournamentCommentSchema, request.body);
      const comment = await addComment(app, tournamentId, hashOf(request), request.user, input);
      reply.code(201);
      return { data: comment };
    },
  );

  app.delete(
    itemPath,
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: { tags, summary: 'Remove a comment (staff); a thread goes with its answers', security: bearer, params: commentParams, response: { 200: dataOf(DeletedSchema), ...errors4xx } },
    },
    async (request) => removeComment(app.db, idParam(request, 'id', 'errors.tournament_not_found'), idParam(request, 'commentId', 'errors.comment_not_found')).then((data) => ({ data })),
  );
};
