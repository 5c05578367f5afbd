import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each endpoint of the calendar feeds, for the generated authorization matrix. The feed
 * link is the signed-in player's own; the feeds are read without signing in (a player's feed by its
 * secret token, which answers 404 for anything else; a team's feed is as public as the team page).
 */
export const CALENDAR_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/calendar-feed', allow: ['user'] },
  { method: 'POST', path: '/v1/client/calendar-feed', allow: ['user'] },
  { method: 'GET', path: '/v1/calendar/{token}.ics', allow: ['guest'] },
  { method: 'GET', path: '/v1/calendar/team/{slug}.ics', allow: ['guest'] },
];
