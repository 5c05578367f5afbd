import { createContext, useContext, type ComponentType } from 'react';
import type { PortalRoute } from '@portal/shared/contracts';
import { loadAreaPage } from './remote-routes-loader';

export type PageLoader = (route: PortalRoute) => Promise<ComponentType>;

/**
 * Where RemotePage gets a route's page from: the federation runtime in the browser; on the server, the
 * page the renderer loaded before rendering (shell/src/server/render-page.tsx), already resolved.
 */
export const PageLoaderContext = createContext<PageLoader>(loadAreaPage);

export const usePageLoader = () => useContext(PageLoaderContext);
