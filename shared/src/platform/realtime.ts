import { useEffect, useRef } from 'react';
import { notificationKeys } from '@portal/shared/api-client';

/**
 * The page's real-time client (docs/spec.md section 2: one shared socket for all tabs). The shell owns the socket
 * (a SharedWorker at /websocket-worker.js) and registers its client here; remotes reach it through this
 * module, which is a Module Federation singleton, so there is exactly one per page.
 */

/** A message the server pushed on a channel: `{type:'message', data:{channel, event, payload}}`. */
export interface RealtimeEvent<Payload = unknown> {
  channel: string;
  event: string;
  payload: Payload;
}

export type RealtimeHandler = (event: RealtimeEvent) => void;

/**
 * The event a handler gets, with a null payload, each time its channel starts delivering: after it
 * subscribed and after every reconnection. What was published before it did not reach the page, so a
 * handler that keeps data of the channel reads it again then (nothing published later is missed).
 */
export const REALTIME_SUBSCRIBED_EVENT = 'realtime.subscribed';

/**
 * - unsupported: the browser has no SharedWorker, so no socket is created (docs/spec.md section 8);
 * - idle: no client is registered yet;
 * - connecting / open / closed: state of the shared socket.
 */
export type RealtimeStatus = 'unsupported' | 'idle' | 'connecting' | 'open' | 'closed';

export interface RealtimeClient {
  /**
   * Listens to a channel (the socket subscribes while anyone listens); returns the unsubscribe function. The
   * handler also gets REALTIME_SUBSCRIBED_EVENT whenever the channel starts delivering.
   */
  subscribe(channel: string, handler: RealtimeHandler): () => void;
  status(): RealtimeStatus;
  onStatusChange(listener: (status: RealtimeStatus) => void): () => void;
}

/** The personal channel of a user, which carries their notifications. */
export const userChannel = (userId: number | string) => `user.${userId}`;

/** Query key prefix of the notification lists: the shell invalidates it when the user channel speaks. */
export const NOTIFICATIONS_QUERY_KEY = notificationKeys.all;

interface Listening {
  channel: string;
  handler: RealtimeHandler;
  detach: (() => void) | null;
}

let registered: RealtimeClient | null = null;
const listening = new Set<Listening>();
const statusListeners = new Set<(status: RealtimeStatus) => void>();
let detachStatus: (() => void) | null = null;

const currentStatus = (): RealtimeStatus => registered?.status() ?? 'idle';

/**
 * The client remotes use. Subscriptions made before the shell registers its implementation are kept and
 * attached when it arrives, so a remote never has to care about start-up order.
 */
const facade: RealtimeClient = {
  subscribe(channel, handler) {
    const entry: Listening = { channel, handler, detach: registered ? registered.subscribe(channel, handler) : null };
    listening.add(entry);
    return () => {
      if (!listening.delete(entry)) return;
      entry.detach?.();
    };
  },
  status: currentStatus,
  onStatusChange(listener) {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};

export function getRealtimeClient(): RealtimeClient {
  return facade;
}

/** Called by the shell with its implementation; returns a function that unregisters it. */
export function registerRealtimeClient(client: RealtimeClient): () => void {
  unregister();
  registered = client;
  for (const entry of listening) entry.detach = client.subscribe(entry.channel, entry.handler);
  detachStatus = client.onStatusChange((status) => statusListeners.forEach((listener) => listener(status)));
  statusListeners.forEach((listener) => listener(client.status()));
  return () => {
    if (registered === client) unregister();
  };
}

function unregister() {
  if (!registered) return;
  for (const entry of listening) {
    entry.detach?.();
    entry.detach = null;
  }
  detachStatus?.();
  detachStatus = null;
  registered = null;
  statusListeners.forEach((listener) => listener('idle'));
}

/** Listens to a channel while the component is mounted (no channel: nothing). The latest handler is used. */
export function useRealtimeChannel(channel: string | null | undefined, handler: RealtimeHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return undefined;
    return getRealtimeClient().subscribe(channel, (event) => latest.current(event));
  }, [channel]);
}
