import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CHAT_READ_EVENT } from '@portal/shared/constants';
import { parseChatChannel } from '@portal/shared/domain';
import { ChatListSchema, ChatMessagePageSchema, ChatMessageSchema, ChatReadSchema, DeletedSchema } from '@portal/shared/contracts/responses';
import { chatMessageSchema, ChatMessageParamsSchema, chatReadSchema, ChatMessagesQuerySchema, ChatParamsSchema, recordIdOf, TournamentRefSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { readForm } from '../../http/multipart-form';
import { bearer, dataOf, errorResponse, errors4xx, requestSchema, responseSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { userChannel } from '../../realtime/channels';
import { tournamentIdOf } from './repository';
import { authorizeWrite, deleteMessage, listChats, listMessages, markChatRead, maySubscribe, postMessage } from './service';

/**
 * Captains' chats of stages and groups: GET /v1/client/tournament/{id}/chats, GET and POST
 * /v1/client/chats/{chatId}/messages, DELETE /v1/client/chats/{chatId}/messages/{id}, POST
 * /v1/client/chats/{chatId}/read (the reader's unread marker, kept on the server). Live messages on the
 * socket channels stage.<id> and group.<id>, open to the chat's members only (policies defined here).
 */
const tags = ['chats'];
const MULTIPART = ['multipart/form-data', 'application/json'];

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

const chatIdOf = (request: FastifyRequest): number => {
  const id = recordIdOf((request.params as { chatId: string }).chatId);
  if (id === null) throw notFound('errors.chat_not_found');
  return id;
};

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
  for (const kind of ['stage', 'group'] as const) {
    app.realtime.policies.define(kind, async (subscriber, id) => {
      const parsed = parseChatChannel(`${kind}.${id}`);
      return subscriber.userId !== null && parsed !== null && maySubscribe(app.db, kind, parsed.targetId, subscriber.userId);
    });
  }

  app.get<{ Params: { ref: string } }>(
    '/v1/client/tournament/:ref/chats',
    {
      ...auth,
      schema: {
        tags,
        summary: "The captains' chats of a tournament the caller is in",
        description:
          "One chat per stage and per group of a tournament with with_cap_chats. Members: the captains (owner or manager) of the teams in that stage or group, and the tournament's staff. Each chat carries the caller's unread count (messages by others after the caller's read mark). 401 for guests, 403 when the caller is in none, 404 for an unknown tournament.",
        security: bearer,
        params: requestSchema(v.object({ ref: TournamentRefSchema })),
        response: { 200: responseSchema(ChatListSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const ref = v.safeParse(TournamentRefSchema, request.params.ref);
      const tournamentId = ref.success ? await tournamentIdOf(app.db, ref.output) : null;
      if (tournamentId === null) throw notFound('errors.tournament_not_found');
      return { data: await listChats(app.db, tournamentId, user) };
    },
  );

  app.get(
    '/v1/client/chats/:chatId/messages',
    {
      ...auth,
      schema: {
        tags,
        summary: "A chat's messages, newest first",
        description: '30 per page. Members only (403 for others, 404 for an unknown chat).',
        security: bearer,
        params: requestSchema(ChatParamsSchema),
        querystring: requestSchema(ChatMessagesQuerySchema),
        response: { 200: responseSchema(ChatMessagePageSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const chatId = chatIdOf(request);
      const { page } = parseWith(ChatMessagesQuerySchema, request.query);
      return listMessages(app.db, chatId, user, page);
    },
  );

  app.post(
    '/v1/client/chats/:chatId/messages',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Write in a chat (multipart: text, images[])',
        description:
          'text up to 2,000 characters and up to 4 pictures (images[]), each at most 5 MB, PNG, JPEG or WebP read from its bytes and re-encoded (WebP, no metadata); at least one of them. 403 errors.chats_banned under a chats or site ban. The message reaches the chat channel live.',
        security: bearer,
        consumes: MULTIPART,
        params: requestSchema(ChatParamsSchema),
        body: requestSchema(chatMessageSchema),
        response: { 201: dataOf(ChatMessageSchema), ...errors4xx, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const chatId = chatIdOf(request);
      await authorizeWrite(app.db, chatId, user);
      const form = await readForm(request);
      const input = parseWith(chatMessageSchema, form.body);
      const files = form.files.filter((file) => file.field === 'images' || /^images\[[0-9]{0,3}\]$/.test(file.field));
      const message = await postMessage(app, chatId, user, input, files);
      reply.code(201);
      return { data: message };
    },
  );

  app.post(
    '/v1/client/chats/:chatId/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark a chat read up to a message',
        description:
          "The caller's read mark of the chat moves forward to message_id (one of the chat's messages; 404 errors.chat_message_not_found otherwise) and never goes backwards: an older id leaves it where it is. Members only (403 for others, 404 for an unknown chat). Answers the mark and the unread count after it, and tells the caller's other tabs and devices on their socket channel user.<id> (event chat_read, the same payload).",
        security: bearer,
        params: requestSchema(ChatParamsSchema),
        body: requestSchema(chatReadSchema),
        response: { 200: dataOf(ChatReadSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const read = await markChatRead(app.db, chatIdOf(request), user, request.body);
      // The reader's other tabs clear the marker; a failed publish only logs (they read the mark on reload).
      await app.realtime.publish(userChannel(user.id), CHAT_READ_EVENT, read).catch((error: unknown) => app.log.warn({ err: error, userId: user.id }, 'chat read publish failed'));
      return { data: read };
    },
  );

  app.delete(
    '/v1/client/chats/:chatId/messages/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a chat message (tournament staff)',
        description: "The tournament's staff only (403 for others). The chat's members see it go live.",
        security: bearer,
        params: requestSchema(ChatMessageParamsSchema),
        response: { 200: dataOf(DeletedSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const chatId = chatIdOf(request);
      const id = recordIdOf((request.params as { id: string }).id);
      if (id === null) throw notFound('errors.chat_message_not_found');
      return { data: await deleteMessage(app, chatId, id, user) };
    },
  );
};

