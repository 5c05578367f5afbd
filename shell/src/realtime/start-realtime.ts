import type { Store } from 'jotai/vanilla';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT } from '@portal/shared/contracts';
import { NOTIFICATIONS_QUERY_KEY, REALTIME_SUBSCRIBED_EVENT, registerRealtimeClient } from '@portal/shared/platform';
import { createRealtimeClient, openSharedWorkerPort, type TabPort } from './realtime-client';
import { bindRealtimeSession } from './session-binding';

export interface RealtimeEnvironment {
  store: Store;
  queryClient: QueryClient;
  openPort?: () => TabPort | null;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Joins the shared socket for this tab, registers the client for the remotes (@portal/shared/platform)
 * and follows the session. The tab announces `close` on pagehide (which also covers the back-forward
 * cache; beforeunload is not used because a cancelled unload would leave a live tab detached) and joins
 * again when the page is restored from that cache. Returns a function that leaves for good.
 */
export function startRealtime({ store, queryClient, openPort = () => openSharedWorkerPort(), target = window }: RealtimeEnvironment) {
  const join = () => {
    const client = createRealtimeClient(openPort());
    const unregister = registerRealtimeClient(client);
    const reloadNotifications = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    // The user channel also carries other news for the player's pages (a chat read elsewhere): the bell
    // reloads for its own events only, and when the channel starts delivering: whatever was published
    // before (the socket starts once the page is idle, and it may drop and come back) is read again.
    const unbind = bindRealtimeSession(client, store, (event) => {
      if (event.event === NOTIFICATION_EVENT || event.event === NOTIFICATIONS_READ_EVENT || event.event === REALTIME_SUBSCRIBED_EVENT) reloadNotifications();
    });
    return () => {
      unbind();
      client.leave();
      unregister();
    };
  };

  let leave: (() => void) | null = join();
  const onPageHide = () => {
    leave?.();
    leave = null;
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && !leave) leave = join();
  };
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
    onPageHide();
  };
}
