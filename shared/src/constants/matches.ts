/** PUBG Mobile lobby scoring and match pages. */

/** The official placement table: place 1 -> 10 points, 2 -> 6, ... 8 -> 1, then 0. A tournament may set its own. */
export const OFFICIAL_PUBG_PLACEMENT_POINTS: readonly number[] = [10, 6, 5, 4, 3, 2, 1, 1];
/** Each kill adds this many points. */
export const PUBG_KILL_POINTS = 1;
/** A placement table has at most this many paid places, each worth at most MAX_PLACEMENT_POINTS. */
export const MAX_PLACEMENT_TABLE_LENGTH = 100;
export const MAX_PLACEMENT_POINTS = 1000;
/** A lobby holds at most this many teams; a team makes at most MAX_MATCH_KILLS kills in one match. */
export const MAX_LOBBY_TEAMS = 100;
export const MAX_MATCH_KILLS = 500;
/** A group plays at most this many matches. */
export const MAX_GROUP_MATCHES = 50;
/** The lobby room id and password show to the group's teams from this many minutes before game_time. */
export const LOBBY_REVEAL_MINUTES = 15;
/** Players are reminded of their match this many minutes before game_time. */
export const MATCH_REMINDER_MINUTES = 30;

/** Results entry and the placement table (keys chosen here). */
export const MATCH_MESSAGES = {
  results_required: 'validation.matches.results_required',
  team_invalid: 'validation.matches.team_invalid',
  team_repeated: 'validation.matches.team_repeated',
  place_invalid: 'validation.matches.place_invalid',
  place_repeated: 'validation.matches.place_repeated',
  kills_invalid: 'validation.matches.kills_invalid',
  table_required: 'validation.matches.table_required',
  points_invalid: 'validation.matches.points_invalid',
} as const;

/** Calendar feeds: an event lasts this long (a group plays its matches in one sitting), its alarm rings before it. */
export const CALENDAR_EVENT_MINUTES = 120;
export const CALENDAR_ALARM_MINUTES = 30;
/** A calendar app may keep a feed this long before asking again (Cache-Control max-age, seconds). */
export const CALENDAR_FEED_MAX_AGE_SECONDS = 300;
