import { REALTIME_SUBSCRIBED_EVENT, type RealtimeClient, type RealtimeEvent, type RealtimeHandler, type RealtimeStatus } from '@portal/shared/platform';
import { parseWorkerMessage, type ClientFrame, type TabToWorker } from './protocol';

/** This tab's end of the SharedWorker (a MessagePort in the browser, a fake in tests). */
export interface TabPort {
  post(message: TabToWorker): void;
  /** Delivers the worker's messages; `onFailure` when the worker itself cannot run (e.g. its script failed). */
  listen(handler: (data: unknown) => void, onFailure: () => void): void;
}

export interface ShellRealtimeClient extends RealtimeClient {
  /** The stored token, sent when the tab joins and whenever it changes (null after sign-out). */
  setToken(token: string | null): void;
  /** The tab is leaving: the worker forgets it (and closes the socket when no tab is left). */
  leave(): void;
}

/**
 * The tab side of the shared socket. Without a port (no SharedWorker support) nothing is created and the
 * status stays 'unsupported'; subscriptions are then accepted and never called.
 */
export function createRealtimeClient(port: TabPort | null): ShellRealtimeClient {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = port ? 'connecting' : 'unsupported';
  let token: string | null | undefined;
  let left = false;
  /** Channels the socket delivers now (the worker said `subscribed`); forgotten when it closes. */
  const delivering = new Set<string>();
  const subscribedEvent = (channel: string): RealtimeEvent => ({ channel, event: REALTIME_SUBSCRIBED_EVENT, payload: null });

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener(next));
  };
  const post = (frame: ClientFrame) => {
    if (port && !left) port.post({ type: 'message', data: frame });
  };
  const deliver = (handler: RealtimeHandler, event: RealtimeEvent) => {
    try {
      handler(event);
    } catch (error) {
      console.error('[realtime] a handler of', event.channel, 'failed', error);
    }
  };
  const dispatch = (event: RealtimeEvent) => {
    for (const handler of [...(handlers.get(event.channel) ?? [])]) deliver(handler, event);
  };

  port?.listen(
    (data) => {
      const message = parseWorkerMessage(data);
      if (!message || left) return;
      if (message.type === 'open') setStatus('open');
      else if (message.type === 'close') {
        delivering.clear();
        setStatus('closed');
      } else if (message.type === 'message' && message.data.type === 'message') dispatch(message.data.data);
      else if (message.type === 'message' && message.data.type === 'subscribed') {
        const { channel } = message.data.data;
        if (!handlers.has(channel)) return;
        delivering.add(channel);
        dispatch(subscribedEvent(channel));
      }
    },
    () => setStatus('unsupported'),
  );

  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        post({ type: 'subscribe', data: { channel } });
      }
      set.add(handler);
      // The channel already delivers for another handler of this tab: this one hears from now on.
      if (delivering.has(channel)) {
        const joined = set;
        queueMicrotask(() => {
          if (joined.has(handler) && delivering.has(channel)) deliver(handler, subscribedEvent(channel));
        });
      }
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        delivering.delete(channel);
        post({ type: 'unsubscribe', data: { channel } });
      };
    },
    status: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    setToken(next) {
      if (next === token) return;
      token = next;
      post({ type: 'auth', data: { token: next } });
    },
    leave() {
      if (!port || left) return;
      port.post({ type: 'close' });
      left = true;
      setStatus('closed');
    },
  };
}

/** Path the shell serves the worker at (second rspack config of the shell). */
export const WORKER_URL = '/websocket-worker.js';

/** Joins the shared worker, or null where SharedWorker is unsupported (docs/spec.md section 8: no socket then). */
export function openSharedWorkerPort(url = WORKER_URL, scope: { SharedWorker?: typeof SharedWorker } = globalThis): TabPort | null {
  const Worker = scope.SharedWorker;
  if (typeof Worker !== 'function') return null;
  let worker: SharedWorker;
  try {
    worker = new Worker(url, { name: 'portal-socket' });
  } catch {
    return null;
  }
  const { port } = worker;
  return {
    post: (message) => port.postMessage(message),
    listen(handler, onFailure) {
      worker.addEventListener('error', () => onFailure());
      port.onmessage = (event: MessageEvent) => handler(event.data);
      port.start();
    },
  };
}
