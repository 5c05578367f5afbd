import type { TeamRoleCode } from '@portal/shared/constants';
import type { NotificationPage as PortalNotificationPage, PortalNotification as PortalNotificationRow } from './responses/notification';
import type { PortalRouteId } from './routes';

/**
 * What a player is told about (docs/spec.md section 1, notifications). The type is also the i18n key of the text
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

/** A tournament a notification is about: its name (what the text says) and its slug. */
type TournamentNamed = { tournament: string; tournament_slug: string };

/**
 * What each kind of notification carries in `data`: the values its text names and the ids it refers to (where
 * its writer had them: the demo rows have none), the game time's timezone (null: the tournament's). The
 * API writes a notification through this type (its `notify`) and answers it through it; the client reads it
 * through it. Rows stored before the writers agreed are read into it too (domain: notificationData).
 */
export interface NotificationPayloads {
  team_member_joined: { team_id?: number; team: string; user_id?: number; username: string };
  team_role_changed: { team_id?: number; team: string; role: TeamRoleCode };
  team_member_removed: { team_id?: number; team: string };
  entry_accepted: TournamentNamed & { team: string };
  entry_rejected: TournamentNamed & { team: string; reason: string };
  entry_member_chosen: TournamentNamed & { team: string };
  group_assigned: TournamentNamed & { team: string; group: string };
  group_time_confirm: TournamentNamed & { group: string };
  match_starting: { tournament: string; group: string; game_time: string; timezone: string | null };
  results_published: TournamentNamed & { group: string };
  comment_reply: { username: string; tournament: string; comment_id?: number };
  streamer_answered: { status: 'approved' | 'rejected'; note: string | null };
  group_time_changed: { tournament: string; group: string; game_time: string; timezone: string | null };
  organizer_granted: { organization: string };
  recovery_locked: Record<string, never>;
}

/** A kind of notification with its own payload: `data` is known once `type` is. */
export type NotificationContent = { [K in NotificationType]: { type: K; data: NotificationPayloads[K] } }[NotificationType];

/** The page a notification leads to: a route of the route table with its parameters. */
export interface NotificationLink {
  route: PortalRouteId;
  params?: Record<string, string | number>;
  /** Fragment or query to add, e.g. '#entries' or '?tab=safety'. */
  suffix?: string;
}

/** Socket event on `user.<id>` carrying a new notification row. */
export const NOTIFICATION_EVENT = 'notification';

export type { NotificationsRead } from './responses/notification';

/** One notification of the signed-in player as the API answers it: the row's fields and its kind's payload. */
export type PortalNotification = Omit<PortalNotificationRow, 'type' | 'data'> & NotificationContent;
/** A page of them, with the unread count of all pages. */
export type NotificationPage = Omit<PortalNotificationPage, 'data'> & { data: PortalNotification[] };

/** Socket event on `user.<id>` after the player read one or all notifications: every open tab refreshes its bell. */
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';
