import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import { emailSchema, internationalPhoneSchema } from '@portal/shared/schemas';
import { arr, dataOf, errorResponse, int, nullableStr, obj, queryParams, str } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { Outbox } from '../../../drivers/messenger/outbox';

/**
 * Development only: GET /api/dev/outbox?phone=... (or ?email=...) returns the latest messages the outbox
 * driver kept for that recipient, newest first. The route exists only while the outbox is configured,
 * which production refuses.
 */
const outboxQuery = v.union([v.object({ phone: internationalPhoneSchema }), v.object({ email: emailSchema })], 'phone.required');

export const outboxRoutes: FastifyPluginAsync<{ outbox: Outbox }> = async (app, { outbox }) => {
  app.get(
    AUTH_API_PATHS.devOutbox,
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the development outbox kept for a phone or an e-mail',
        querystring: queryParams({ phone: { description: 'with +calling code', example: '+77011234567' }, email: { description: 'instead of phone' } }),
        response: {
          200: dataOf(arr(obj({ id: int(), channel: str(), to: str(), purpose: str(), text: str(), code: nullableStr(), link: nullableStr(), created_at: str() }))),
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const query = parseWith(outboxQuery, request.query);
      return { data: outbox.latest('phone' in query ? query.phone : query.email) };
    },
  );
};
