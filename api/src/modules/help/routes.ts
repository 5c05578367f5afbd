import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { HelpRequestSchema } from '@portal/shared/contracts/responses';
import { helpReplySchema, helpRequestSchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { allRequests, createRequest, myRequests, reply } from './service';

/** Help desk: players send requests and read the replies; staff answer them. */
const TAGS = ['help'];

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export const helpRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const staff = { preHandler: app.requireRole(...STAFF_ROLES) };

  app.get(
    API_PATHS.helpRequests,
    { ...auth, schema: { tags: TAGS, summary: "The signed-in player's help requests with the staff's replies, newest first", security: bearer, response: { 200: listOf(HelpRequestSchema), ...errors4xx } } },
    async (request) => ({ data: await myRequests(app, signedIn(request)) }),
  );

  app.post(
    API_PATHS.helpRequests,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Send a help request (category, subject, message, contact_channel, contact)',
        description: 'contact_channel: telegram, discord or email; contact: the handle or address (an e-mail address for email).',
        security: bearer,
        body: requestSchema(helpRequestSchema),
        response: { 201: dataOf(HelpRequestSchema), ...errors4xx },
      },
    },
    async (request, reply_) => {
      const user = signedIn(request);
      const created = await createRequest(app, user, parseWith(helpRequestSchema, request.body));
      reply_.code(201);
      return { data: created };
    },
  );

  app.get(
    API_PATHS.adminHelpRequests,
    { ...staff, schema: { tags: TAGS, summary: 'Every help request (staff)', security: bearer, response: { 200: listOf(HelpRequestSchema), ...errors4xx } } },
    async () => ({ data: await allRequests(app) }),
  );

  app.post(
    '/admin/help-requests/:id/replies',
    {
      ...staff,
      schema: {
        tags: TAGS,
        summary: 'Reply to a help request (staff); status defaults to resolved',
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        body: requestSchema(helpReplySchema),
        response: { 201: dataOf(HelpRequestSchema), ...errors4xx },
      },
    },
    async (request, reply_) => {
      const user = signedIn(request);
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.help_request_not_found');
      const answered = await reply(app, id, user, parseWith(helpReplySchema, request.body));
      reply_.code(201);
      return { data: answered };
    },
  );
};
