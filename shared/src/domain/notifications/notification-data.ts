import { NOTIFICATION_TYPES, type NotificationContent, type NotificationPayloads, type NotificationType } from '@portal/shared/contracts';

type TextKey<K extends NotificationType> = { [F in keyof NotificationPayloads[K]]-?: NotificationPayloads[K][F] extends string ? F : never }[keyof NotificationPayloads[K]] & string;

/** The text values of each kind: an old row that lacks one reads it as ''. */
const TEXT_KEYS: { [K in NotificationType]: readonly TextKey<K>[] } = {
  team_member_joined: ['team', 'username'],
  team_role_changed: ['team', 'role'],
  team_member_removed: ['team'],
  entry_accepted: ['tournament', 'tournament_slug', 'team'],
  entry_rejected: ['tournament', 'tournament_slug', 'team', 'reason'],
  entry_member_chosen: ['tournament', 'tournament_slug', 'team'],
  group_assigned: ['tournament', 'tournament_slug', 'team', 'group'],
  group_time_confirm: ['tournament', 'tournament_slug', 'group'],
  match_starting: ['tournament', 'group', 'game_time'],
  results_published: ['tournament', 'tournament_slug', 'group'],
  comment_reply: ['username', 'tournament'],
  streamer_answered: ['status'],
  group_time_changed: ['tournament', 'group', 'game_time'],
  organizer_granted: ['organization'],
  recovery_locked: [],
};

/**
 * Names rows stored before the writers agreed gave a value: the teams feature wrote `team_name`, and older
 * rows named a tournament only by `tournament_name` or its slug, and a group `stage`.
 */
const FORMER_KEYS: Readonly<Record<string, readonly string[]>> = { team: ['team_name'], tournament: ['tournament_name', 'tournament_slug'], group: ['stage'] };
const FORMER_ONLY = new Set(['team_name', 'tournament_name', 'stage']);

const textOf = (...values: unknown[]) => {
  for (const value of values) if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  return '';
};

const KNOWN = new Set<string>(NOTIFICATION_TYPES);
export const isNotificationType = (type: string): type is NotificationType => KNOWN.has(type);

/**
 * A stored notification read as its kind's payload (NotificationPayloads): the values its text names are
 * text ('' where an old row has none, taken from the names older rows used), the other values as stored.
 * This is where the untyped JSON of the database becomes the typed contract, once, for every reader.
 */
export function notificationContent(type: NotificationType, stored: Readonly<Record<string, unknown>>): NotificationContent {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) if (!FORMER_ONLY.has(key)) data[key] = value;
  for (const key of TEXT_KEYS[type] as readonly string[]) data[key] = textOf(stored[key], ...(FORMER_KEYS[key] ?? []).map((former) => stored[former]));
  // The kind's text values are filled above; `type` and `data` belong together by construction.
  return { type, data } as NotificationContent;
}
