import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS, NOTIFICATIONS_READ_EVENT, type NotificationPage, type NotificationsRead } from '@portal/shared/contracts';
import { NotificationPageSchema, NotificationsReadSchema } from '@portal/shared/contracts/responses';
import { NotificationListQuerySchema, recordIdOf, RecordIdParamsSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, requestSchema, responseSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { userChannel } from '../../realtime/channels';
import { listNotifications, markAllRead, markRead } from './service';

const tags = ['notifications'];
/** API_PATHS.notificationRead(id) as a route. */
const READ_PATH = '/user/notification/mark-as-read/:id';

/**
 * The signed-in player's notifications (docs/spec.md sections 2 and 7): GET /user/notification (20 per page, newest
 * first, meta.unread_count), POST /user/notification/mark-as-read/{id}, POST /user/notification/read-all.
 * New ones arrive live on the socket channel user.<id> (services/notifications/notify.ts).
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const me = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  /** Tells the player's other tabs (and devices) to refresh their bell; a failed publish only logs. */
  const announce = async (userId: number, read: NotificationsRead) => {
    await app.realtime.publish(userChannel(userId), NOTIFICATIONS_READ_EVENT, read).catch((error: unknown) => app.log.warn({ err: error, userId }, 'notifications read publish failed'));
    return read;
  };

  app.get(
    API_PATHS.notifications,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "The signed-in player's notifications",
        description: 'Newest first, 20 per page; meta.unread_count counts the unread ones on every page.',
        security: bearer,
        querystring: requestSchema(NotificationListQuerySchema),
        response: { 200: responseSchema(NotificationPageSchema), 401: errors4xx[401], 422: errors4xx[422] },
      },
    },
    async (request): Promise<NotificationPage> => {
      const { page } = parseWith(NotificationListQuerySchema, request.query);
      return listNotifications(app.db, me(request).id, page);
    },
  );

  app.post<{ Params: { id: string } }>(
    READ_PATH,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Mark one notification read',
        description: "Idempotent. 404 notifications.not_found for an unknown id or another player's notification.",
        security: bearer,
        params: requestSchema(RecordIdParamsSchema),
        response: { 200: dataOf(NotificationsReadSchema), ...errors4xx },
      },
    },
    async (request): Promise<{ data: NotificationsRead }> => {
      const id = recordIdOf(request.params.id);
      if (id === null) throw notFound('notifications.not_found');
      const userId = me(request).id;
      return { data: await announce(userId, await markRead(app.db, userId, id)) };
    },
  );

  app.post(
    API_PATHS.notificationsReadAll,
    {
      preHandler: app.requireAuth,
      schema: { tags, summary: 'Mark every notification read', security: bearer, response: { 200: dataOf(NotificationsReadSchema), 401: errors4xx[401] } },
    },
    async (request): Promise<{ data: NotificationsRead }> => {
      const userId = me(request).id;
      return { data: await announce(userId, await markAllRead(app.db, userId)) };
    },
  );
};
