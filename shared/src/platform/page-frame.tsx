import { createContext, useContext, type ReactNode } from 'react';
import type { PortalRouteId } from '@portal/shared/contracts';

const RouteIdContext = createContext<PortalRouteId | null>(null);

/** Keeps a page that sits in a grid (the auth card) from growing wider than its column. */
const FRAME_STYLE = { minWidth: 0 } as const;

export interface PageFrameProps {
  /** The route of the table whose page this is. */
  routeId: PortalRouteId;
  children: ReactNode;
}

/**
 * The frame of every page, owned by whoever mounts the page (the shell's RemotePage, a standalone remote,
 * the route checks of `@portal/shared/testing`): it marks the page with data-page="<route id>" (what the
 * end-to-end tests find pages by) and tells the page its route id (`useRouteId`). It draws nothing itself.
 */
export function PageFrame({ routeId, children }: PageFrameProps) {
  return (
    <RouteIdContext.Provider value={routeId}>
      <div data-page={routeId} style={FRAME_STYLE}>
        {children}
      </div>
    </RouteIdContext.Provider>
  );
}

/** The route id of the page being rendered (a page mounted for several routes tells them apart by it). */
export function useRouteId(): PortalRouteId {
  const routeId = useContext(RouteIdContext);
  if (routeId === null) throw new Error('useRouteId() is called outside a PageFrame: pages are mounted inside one');
  return routeId;
}
