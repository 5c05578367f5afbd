import { PORTAL_ROUTES, routePath, type PortalRouteId } from '@portal/shared/contracts';

/**
 * How a notification reads and where it leads, the same for every client: the values its text names,
 * taken from the row's data whatever the feature that wrote it called them (team or team_name, tournament
 * or tournament_slug...), and the page of its link.
 */
export interface NotificationTextValues {
  team: string;
  tournament: string;
  username: string;
  /** A team role code (owner, manager, member): the client names it in the reader's language. */
  role: string;
  reason: string;
  group: string;
  game_time: string;
  organization: string;
}

const textOf = (...values: unknown[]) => {
  for (const value of values) if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  return '';
};

export function notificationTextValues(data: Readonly<Record<string, unknown>>): NotificationTextValues {
  return {
    team: textOf(data.team, data.team_name),
    tournament: textOf(data.tournament, data.tournament_name, data.tournament_slug),
    username: textOf(data.username),
    role: textOf(data.role),
    reason: textOf(data.reason),
    group: textOf(data.group, data.stage),
    game_time: textOf(data.game_time),
    organization: textOf(data.organization),
  };
}

const ROUTE_IDS = new Set<string>(PORTAL_ROUTES.map((route) => route.id));

/** The path (without the locale prefix) a notification leads to; null without a link or for an unknown route. */
export function notificationPath(link: { route: string; params?: Record<string, string | number>; suffix?: string } | null | undefined): string | null {
  if (!link || !ROUTE_IDS.has(link.route)) return null;
  try {
    return `${routePath(link.route as PortalRouteId, link.params ?? {})}${link.suffix ?? ''}`;
  } catch {
    // A parameter the route needs is missing: the notification shows without a link.
    return null;
  }
}
