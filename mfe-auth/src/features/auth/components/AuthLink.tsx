import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PortalRouteId } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';

/** A link to a route of the table, in the current page's language. */
export function AuthLink({ to, children, params }: { to: PortalRouteId; params?: Record<string, string>; children: ReactNode }) {
  const localized = useLocalizedPath();
  return <Link to={localized(routePath(to, params))}>{children}</Link>;
}

/** The localized path of a route (for navigate and the back links). */
export function useRoutePath() {
  const localized = useLocalizedPath();
  return (to: PortalRouteId, params?: Record<string, string>) => localized(routePath(to, params));
}
