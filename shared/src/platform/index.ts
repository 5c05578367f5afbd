export { PortalProviders } from './PortalProviders';
export { queryClient } from './query-client';
export { lazyPage } from './lazy-page';
export { mountStandalone } from './standalone';
export type { RemoteRoutes, RemotePageModule } from './remote-routes';
