import * as v from 'valibot';
import { NOTIFICATION_TYPES } from '../notification';
import { described, int, nullableText, text } from './build';
import { PageMetaSchema } from './envelope';

/** The page a notification leads to: a route of the route table, its parameters and a suffix. */
export const NotificationLinkSchema = v.object({
  route: described(text(), 'route id of the route table (shared/src/contracts/routes.ts)'),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  suffix: v.optional(text()),
});

/** One notification of the signed-in player (GET /user/notification). */
export const NotificationSchema = described(
  v.object({
    id: int(),
    type: described(v.picklist(NOTIFICATION_TYPES), 'what happened; the client renders notifications.types.<type> in the reader language'),
    data: described(v.record(v.string(), v.unknown()), "the payload of the notification's type: the values its text names (team, tournament, reason, role...) and the ids it refers to (NotificationPayloads in shared/src/contracts/notification.ts)"),
    link: v.nullable(NotificationLinkSchema),
    read_at: nullableText(),
    created_at: text(),
  }),
  'A notification: what happened, to which team or tournament, and where it leads',
);
export type PortalNotification = v.InferOutput<typeof NotificationSchema>;

export const NotificationPageMetaSchema = v.object({ ...PageMetaSchema.entries, unread_count: described(int(), "the player's unread notifications, all pages") });

export const NotificationPageSchema = v.object({ data: v.array(NotificationSchema), meta: NotificationPageMetaSchema });
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;

export const NotificationsReadSchema = v.object({ updated: described(int(), 'notifications marked read by this call'), unread_count: int() });
export type NotificationsRead = v.InferOutput<typeof NotificationsReadSchema>;
