import { useQuery } from '../use-query';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { API_PATHS, type NotificationPage, type NotificationsRead } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { post } from '../methods';
import { requestBody } from '../request';

/**
 * The signed-in player's notifications: a page (GET /user/notification, with meta.unread_count), read one,
 * read all. The header bell (shell) and /Notifications (mfe-profile) read the same cached pages; the shell
 * invalidates them when the player's socket channel brings a new one.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (userId: number | null, page: number) => ['notifications', userId, page] as const,
};

export const notificationsQueryOptions = ({ userId, page = 1 }: { userId: number | null; page?: number }) =>
  queryOptions({
    queryKey: notificationKeys.page(userId, page),
    queryFn: ({ signal }) => requestBody('GET', API_PATHS.notifications, { query: { page }, signal }) as Promise<NotificationPage>,
  });

/** One page of the signed-in player's notifications; waits while nobody is signed in. */
export function useNotifications(page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  return useQuery({ ...notificationsQueryOptions({ userId: user?.id ?? null, page }), enabled: enabled && Boolean(token) });
}

export const markNotificationRead = (id: number) => post<NotificationsRead>(API_PATHS.notificationRead(id));
export const markAllNotificationsRead = () => post<NotificationsRead>(API_PATHS.notificationsReadAll);

/** Read one or all; every cached page (and the bell) refreshes afterwards. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return {
    readOne: useMutation({ mutationFn: markNotificationRead, onSettled: refresh }),
    readAll: useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh }),
  };
}
