export { PortalProviders, type PortalProvidersProps } from './PortalProviders';
export { queryClient, QUERY_DEFAULTS } from './query-client';
export { lazyPage } from './lazy-page';
export { mountStandalone } from './standalone';
export type { RemoteRoutes, RemotePageModule } from './remote-routes';
export { useLocale, useLocalizedPath } from './use-locale';
export { PageOriginContext, usePageOrigin } from './page-origin';
export { useNamedPageTitle } from './use-named-page-title';
export { PageFrame, useRouteId, type PageFrameProps } from './page-frame';
export { useSession, type Session } from './use-session';
export { OnboardingChecklist, type OnboardingChecklistProps } from './onboarding/OnboardingChecklist';
export { useOnboarding, type Onboarding } from './onboarding/use-onboarding';
export { useToast, toast } from '@portal/shared/ui';
export {
  getRealtimeClient,
  registerRealtimeClient,
  useRealtimeChannel,
  userChannel,
  NOTIFICATIONS_QUERY_KEY,
  REALTIME_SUBSCRIBED_EVENT,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeHandler,
  type RealtimeStatus,
} from './realtime';
export { heldReturnPath, releaseReturnPath, useHoldReturnPath } from './sign-in-return';
