export { PortalProviders } from './PortalProviders';
export { queryClient } from './query-client';
export { lazyPage } from './lazy-page';
export { mountStandalone } from './standalone';
export type { RemoteRoutes, RemotePageModule } from './remote-routes';
export {
  getRealtimeClient,
  registerRealtimeClient,
  useRealtimeChannel,
  userChannel,
  NOTIFICATIONS_QUERY_KEY,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeHandler,
  type RealtimeStatus,
} from './realtime';
