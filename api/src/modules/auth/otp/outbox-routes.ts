import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import { OutboxMessageSchema } from '@portal/shared/contracts/responses';
import { emailSchema, internationalPhoneSchema } from '@portal/shared/schemas';
import { isLocalRequest } from '../../../http/client-address';
import { HttpError } from '../../../http/http-error';
import { errorResponse, listOf, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { Outbox } from '../../../drivers/messenger/outbox';
import { telegramBotRecipient } from '../../../drivers/messenger/telegram-bot';

/**
 * Development only: GET /api/dev/outbox?phone=... (or ?email=..., or ?telegram_chat=... for the bot's match
 * times) returns the latest messages the outbox
 * driver kept for that recipient, newest first. The route exists only while the outbox is configured,
 * which production refuses, and answers only requests from this machine (http/client-address.ts
 * isLocalRequest: the socket's peer, never X-Forwarded-For, and request.ip after the trusted proxies, so a
 * remote client behind a local proxy is refused too): anyone else gets the 404 of an unknown route.
 */
const recipient = {
  phone: internationalPhoneSchema,
  email: v.pipe(emailSchema, v.description('instead of phone')),
  telegram_chat: v.pipe(v.string(), v.regex(/^-?[0-9]{1,20}$/), v.description("instead of phone: a Telegram chat id (the bot's match times)")),
};
const outboxQuery = v.union(
  [v.object({ phone: recipient.phone }), v.object({ email: recipient.email }), v.object({ telegram_chat: recipient.telegram_chat })],
  'phone.required',
);

export const outboxRoutes: FastifyPluginAsync<{ outbox: Outbox }> = async (app, { outbox }) => {
  app.get(
    AUTH_API_PATHS.devOutbox,
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the development outbox kept for a phone or an e-mail',
        querystring: requestSchema(v.partial(v.object(recipient))),
        response: {
          200: listOf(OutboxMessageSchema),
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      if (!isLocalRequest(request)) throw new HttpError(404, 'errors.route_not_found');
      const query = parseWith(outboxQuery, request.query);
      const to = 'phone' in query ? query.phone : 'email' in query ? query.email : telegramBotRecipient(query.telegram_chat);
      return { data: outbox.latest(to) };
    },
  );
};
