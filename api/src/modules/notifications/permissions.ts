import { API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each notifications endpoint, for the generated authorization matrix (rules in
 * http/endpoint-permission.ts): a signed-in player reads and marks only their own notifications (another
 * player's id answers 404, as an unknown one); a guest gets 401.
 */
export const NOTIFICATION_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: API_PATHS.notifications, allow: ['user'] },
  { method: 'POST', path: '/user/notification/mark-as-read/{id}', allow: ['owner'] },
  { method: 'POST', path: API_PATHS.notificationsReadAll, allow: ['user'] },
];
