import { PORTAL_ROUTES, routePath, type NotificationContent, type PortalRouteId } from '@portal/shared/contracts';

/**
 * How a notification reads and where it leads, the same for every client: the values its text names, from
 * its kind's payload (NotificationPayloads), and the page of its link.
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

const TEXT_VALUES = ['team', 'tournament', 'username', 'role', 'reason', 'group', 'game_time', 'organization'] as const satisfies readonly (keyof NotificationTextValues)[];

export function notificationTextValues({ data }: NotificationContent): NotificationTextValues {
  const payload: Readonly<Record<string, unknown>> = data;
  const value = (key: keyof NotificationTextValues) => {
    const text = payload[key];
    return typeof text === 'string' ? text : '';
  };
  return Object.fromEntries(TEXT_VALUES.map((key) => [key, value(key)])) as Record<keyof NotificationTextValues, string>;
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
