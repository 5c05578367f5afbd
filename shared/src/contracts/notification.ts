import type { PortalRouteId } from './routes';

/**
 * What a player is told about (spec section 1, notifications). The type is also the i18n key of the text
 * under `notifications.` in the client's namespace; `data` holds the values the text names (team,
 * tournament, reason, ...), `data.link` the page it leads to.
 */
export const NOTIFICATION_TYPES = [
  'team_member_joined',
  'team_role_changed',
  'team_member_removed',
  'entry_accepted',
  'entry_rejected',
  'entry_member_chosen',
  'group_assigned',
  'group_time_confirm',
  'match_starting',
  'results_published',
  'comment_reply',
  'streamer_answered',
  /** The organiser moved the game time of the player's group. */
  'group_time_changed',
  /** An admin made the player an organiser. */
  'organizer_granted',
  /** Too many wrong recovery codes for the player's phone or e-mail today: recovery is locked for a day. */
  'recovery_locked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The page a notification leads to: a route of the route table with its parameters. */
export interface NotificationLink {
  route: PortalRouteId;
  params?: Record<string, string | number>;
  /** Fragment or query to add, e.g. '#entries' or '?tab=safety'. */
  suffix?: string;
}

/** Socket event on `user.<id>` carrying a new notification row. */
export const NOTIFICATION_EVENT = 'notification';

export type { NotificationPage, NotificationsRead, PortalNotification } from './responses/notification';

/** Socket event on `user.<id>` after the player read one or all notifications: every open tab refreshes its bell. */
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';
