import type { Store } from 'jotai/vanilla';
import { userChannel, type RealtimeHandler } from '@portal/shared/platform';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import type { ShellRealtimeClient } from './realtime-client';

/**
 * Keeps the socket in step with the session: sends the stored token now and whenever it changes, and
 * listens to the signed-in user's channel (user.<id>, their notifications) with `onNotification`.
 * Returns a function that stops following the session.
 */
export function bindRealtimeSession(client: ShellRealtimeClient, store: Store, onNotification: RealtimeHandler): () => void {
  let channel: string | null = null;
  let unsubscribe: (() => void) | null = null;

  const sync = () => {
    const token = store.get(authTokenAtom);
    const user = store.get(sessionUserAtom);
    client.setToken(token);
    const next = token && user ? userChannel(user.id) : null;
    if (next === channel) return;
    unsubscribe?.();
    channel = next;
    unsubscribe = next ? client.subscribe(next, onNotification) : null;
  };

  const stopToken = store.sub(authTokenAtom, sync);
  const stopUser = store.sub(sessionUserAtom, sync);
  sync();
  return () => {
    stopToken();
    stopUser();
    unsubscribe?.();
    unsubscribe = null;
    channel = null;
  };
}
