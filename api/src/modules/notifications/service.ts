import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationPage, NotificationsRead, NotificationType, PortalNotification } from '@portal/shared/contracts';
import { isNotificationType, notificationContent } from '@portal/shared/domain';
import { NOTIFICATIONS_PER_PAGE } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';

/**
 * The signed-in player's notifications (docs/spec.md sections 2 and 7): a page newest first with the unread count,
 * read one, read all. Only the owner's rows are ever read or changed: another player's id is not found.
 */
type Row = typeof notifications.$inferSelect;

/** A stored row as the contract says it (its kind's payload, rows of older writers included: notificationContent). */
function toNotification(row: Row & { type: NotificationType }): PortalNotification {
  const { link, ...data } = row.data as Record<string, unknown> & { link?: PortalNotification['link'] };
  return {
    id: row.id,
    ...notificationContent(row.type, data),
    link: link && typeof link === 'object' && typeof link.route === 'string' ? link : null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(db: Queryable, userId: number, page: number): Promise<NotificationPage> {
  const perPage = NOTIFICATIONS_PER_PAGE;
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  const shown = rows.filter((row): row is Row & { type: NotificationType } => isNotificationType(row.type)).map(toNotification);
  return { data: shown, meta: { ...pageMeta(page, perPage, Number(total?.n ?? 0), rows.length), unread_count: unread } };
}

export async function markRead(db: Queryable, userId: number, id: number, now = new Date()): Promise<NotificationsRead> {
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound('notifications.not_found');
  const updated = row.readAt
    ? []
    : await db.update(notifications).set({ readAt: now }).where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt))).returning({ id: notifications.id });
  return { updated: updated.length, unread_count: await unreadCount(db, userId) };
}

export async function markAllRead(db: Queryable, userId: number, now = new Date()): Promise<NotificationsRead> {
  const updated = await db.update(notifications).set({ readAt: now }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))).returning({ id: notifications.id });
  return { updated: updated.length, unread_count: 0 };
}
