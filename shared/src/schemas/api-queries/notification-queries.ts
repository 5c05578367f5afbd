import * as v from 'valibot';
import { NOTIFICATIONS_PER_PAGE } from '@portal/shared/constants';
import { queryInteger } from './query-values';
import { MAX_PAGE } from './tournament-queries';

/** GET /user/notification?page=: one page of the signed-in player's notifications, newest first. */
export const NotificationListQuerySchema = v.object({
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE} (${NOTIFICATIONS_PER_PAGE} per page)`)),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;
