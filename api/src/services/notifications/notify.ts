import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENT, type NotificationContent, type NotificationLink, type NotificationType } from '@portal/shared/contracts';
import { isNotificationType, notificationContent } from '@portal/shared/domain';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { userChannel } from '../../realtime/channels';
import { deliverMatchTimes } from './telegram';

/**
 * The one way features tell players something. `withNotices` runs a unit of work in a transaction and
 * hands it `notify`: the notification rows are written in that transaction (they exist exactly when the
 * change they describe does), and published on each user's `user.<id>` channel only after the commit. A
 * failed publish loses nothing: the row is there, and the page reloads the list when its socket
 * reconnects. Match-time notices then also go to the players' Telegram when they asked for it (after the
 * commit too, and a failed delivery only logs).
 */
/** A notification to write: its kind with that kind's payload (NotificationPayloads), for a player, with the page it leads to. */
export type Notice = NotificationContent & {
  userId: number;
  link?: NotificationLink;
};

export type Notify = (notices: Notice | readonly Notice[]) => Promise<void>;

export interface PublishedNotification {
  id: number;
  type: NotificationType;
  data: Record<string, unknown>;
  read_at: null;
  created_at: string;
}

/** `inTurn` runs the transaction when the caller's turn comes (the applications' gate); the notices go out after it. */
export async function withNotices<T>(
  app: FastifyInstance,
  work: (tx: Tx, notify: Notify) => Promise<T>,
  inTurn: (transaction: () => Promise<T>) => Promise<T> = (transaction) => transaction(),
): Promise<T> {
  const written: { userId: number; row: PublishedNotification }[] = [];
  const result = await inTurn(() => app.db.transaction(async (tx) => {
    const notify: Notify = async (notices) => {
      const list = (Array.isArray(notices) ? notices : [notices]) as readonly Notice[];
      if (list.length === 0) return;
      const rows = await tx
        .insert(notifications)
        .values(list.map((notice) => ({ userId: notice.userId, type: notice.type, data: { ...notice.data, ...(notice.link ? { link: notice.link } : {}) } })))
        .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type, data: notifications.data, createdAt: notifications.createdAt });
      for (const row of rows) {
        if (isNotificationType(row.type)) written.push({ userId: row.userId, row: { id: row.id, type: row.type, data: row.data, read_at: null, created_at: row.createdAt.toISOString() } });
      }
    };
    return work(tx, notify);
  }));
  await Promise.all(
    written.map(({ userId, row }) =>
      app.realtime.publish(userChannel(userId), NOTIFICATION_EVENT, row).catch((error: unknown) => app.log.warn({ err: error, userId }, 'notification publish failed')),
    ),
  );
  await deliverMatchTimes(
    app,
    written.map(({ userId, row }) => ({ userId, ...notificationContent(row.type, row.data) })),
  );
  return result;
}
