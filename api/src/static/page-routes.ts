import { PORTAL_ROUTES, type PortalRoute } from '@portal/shared/contracts';

/**
 * Does a path (after the locale prefix) name a page of the portal? Route patterns of PORTAL_ROUTES, where a
 * `:param` segment matches one segment; case-insensitive; a trailing slash is ignored.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // A segment may carry a fixed prefix before its parameter (none today, e.g. invite-member-:hash).
      const param = /^([^:]*):([A-Za-z]+)$/.exec(segment);
      return param ? `${escape(param[1] ?? '')}(?<${param[2] ?? ''}>[^/]+)` : escape(segment);
    })
    .join('/');
  return new RegExp(`^/${body}/?$`, 'i');
}

const MATCHERS = PORTAL_ROUTES.map((route) => ({ route, matcher: compile(route.path) }));

/** The portal route a path (after the locale prefix) names, with its parameters (decoded path segments). */
export function matchPortalRoute(path: string): { route: PortalRoute; params: Record<string, string> } | null {
  for (const { route, matcher } of MATCHERS) {
    const match = matcher.exec(path);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

/** The portal route a path (after the locale prefix) names, if any. */
export function portalRouteOf(path: string): PortalRoute | null {
  return matchPortalRoute(path)?.route ?? null;
}
