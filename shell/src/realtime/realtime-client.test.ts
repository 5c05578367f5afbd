import { createStore } from 'jotai/vanilla';
import { QueryClient } from '@tanstack/react-query';
import { getRealtimeClient, REALTIME_SUBSCRIBED_EVENT } from '@portal/shared/platform';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import type { SessionUser } from '@portal/shared/contracts';
import { createRealtimeClient, openSharedWorkerPort, type TabPort } from './realtime-client';
import { bindRealtimeSession } from './session-binding';
import { startRealtime } from './start-realtime';
import type { TabToWorker } from './protocol';

function fakePort() {
  const posted: TabToWorker[] = [];
  let deliver: (data: unknown) => void = () => {};
  let fail: () => void = () => {};
  const port: TabPort = {
    post: (m) => posted.push(m),
    listen: (handler, onFailure) => {
      deliver = handler;
      fail = onFailure;
    },
  };
  return { port, posted, worker: (data: unknown) => deliver(data), fail: () => fail() };
}

const user = { id: 7, slug: 'ayan' } as SessionUser;
const channelMessage = (channel: string, payload: unknown, event = 'notification') => ({
  type: 'message',
  data: { type: 'message', data: { channel, event, payload } },
});

const subscribed = (channel: string) => ({ type: 'message', data: { type: 'subscribed', data: { channel } } });

describe('tab-side realtime client', () => {
  it("tells a channel's handlers when it starts delivering, again after the socket came back, and a later handler at once", async () => {
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    const first = jest.fn();
    client.subscribe('chat.3', first);
    fake.worker({ type: 'open', data: null });
    expect(first).not.toHaveBeenCalled();
    fake.worker(subscribed('chat.3'));
    expect(first).toHaveBeenCalledWith({ channel: 'chat.3', event: REALTIME_SUBSCRIBED_EVENT, payload: null });
    // Another handler of the same tab joins a channel that already delivers: no new frame, told at once.
    const second = jest.fn();
    client.subscribe('chat.3', second);
    await Promise.resolve();
    expect(second).toHaveBeenCalledWith({ channel: 'chat.3', event: REALTIME_SUBSCRIBED_EVENT, payload: null });
    expect(fake.posted.filter((m) => m.type === 'message' && m.data.type === 'subscribe')).toHaveLength(1);
    // The socket drops: a handler joining meanwhile waits for the channel to deliver again.
    fake.worker({ type: 'close', data: { code: 1006, reconnectInMs: 1000 } });
    const third = jest.fn();
    client.subscribe('chat.3', third);
    await Promise.resolve();
    expect(third).not.toHaveBeenCalled();
    fake.worker(subscribed('chat.3'));
    for (const handler of [first, second, third]) expect(handler).toHaveBeenLastCalledWith({ channel: 'chat.3', event: REALTIME_SUBSCRIBED_EVENT, payload: null });
    expect(first).toHaveBeenCalledTimes(2);
    // A channel nobody in this tab listens to is not announced.
    const other = jest.fn();
    fake.worker(subscribed('chat.4'));
    client.subscribe('chat.4', other);
    await Promise.resolve();
    expect(other).not.toHaveBeenCalled();
  });

  it('creates no socket connection where SharedWorker is unsupported', () => {
    expect(openSharedWorkerPort('/websocket-worker.js', {})).toBeNull();
    const client = createRealtimeClient(null);
    expect(client.status()).toBe('unsupported');
    const handler = jest.fn();
    const unsubscribe = client.subscribe('user.7', handler);
    client.setToken('secret');
    unsubscribe();
    client.leave();
    expect(handler).not.toHaveBeenCalled();
  });

  it('opens the worker at /websocket-worker.js with a shared name', () => {
    const port = { postMessage: jest.fn(), start: jest.fn(), onmessage: null };
    const SharedWorker = jest.fn(function (this: { port: typeof port; addEventListener: jest.Mock }) {
      this.port = port;
      this.addEventListener = jest.fn();
    });
    const tab = openSharedWorkerPort('/websocket-worker.js', { SharedWorker: SharedWorker as unknown as typeof globalThis.SharedWorker });
    expect(SharedWorker).toHaveBeenCalledWith('/websocket-worker.js', { name: 'portal-socket' });
    tab?.listen(() => {}, () => {});
    expect(port.start).toHaveBeenCalled();
    tab?.post({ type: 'close' });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'close' });
  });

  it('subscribes a channel once and unsubscribes after the last handler', () => {
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    const offA = client.subscribe('tournament.1', jest.fn());
    const offB = client.subscribe('tournament.1', jest.fn());
    offA();
    offA();
    expect(fake.posted).toEqual([{ type: 'message', data: { type: 'subscribe', data: { channel: 'tournament.1' } } }]);
    offB();
    expect(fake.posted[1]).toEqual({ type: 'message', data: { type: 'unsubscribe', data: { channel: 'tournament.1' } } });
  });

  it('hands channel messages to the handlers of that channel, even when one handler throws', () => {
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const good = jest.fn();
    client.subscribe('user.7', () => {
      throw new Error('boom');
    });
    client.subscribe('user.7', good);
    const other = jest.fn();
    client.subscribe('news', other);
    fake.worker(channelMessage('user.7', { id: 3 }));
    expect(good).toHaveBeenCalledWith({ channel: 'user.7', event: 'notification', payload: { id: 3 } });
    expect(other).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('follows the socket status and leaves once', () => {
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    const seen: string[] = [];
    client.onStatusChange((s) => seen.push(s));
    expect(client.status()).toBe('connecting');
    fake.worker({ type: 'open', data: null });
    fake.worker({ type: 'log', data: 'connecting' });
    fake.worker({ type: 'close', data: { code: 1006, reconnectInMs: 800 } });
    fake.worker({ type: 'open', data: null });
    client.leave();
    client.leave();
    client.setToken('late');
    expect(seen).toEqual(['open', 'closed', 'open', 'closed']);
    expect(fake.posted).toEqual([{ type: 'close' }]);
  });

  it('reports a worker that cannot run as unsupported', () => {
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    fake.fail();
    expect(client.status()).toBe('unsupported');
  });
});

describe('realtime session binding', () => {
  it('sends the stored token on connect and when it changes, and listens to user.<id>', () => {
    const store = createStore();
    store.set(authTokenAtom, 'token-1');
    store.set(sessionUserAtom, user);
    const fake = fakePort();
    const client = createRealtimeClient(fake.port);
    const notified = jest.fn();
    const stop = bindRealtimeSession(client, store, notified);
    expect(fake.posted).toEqual([
      { type: 'message', data: { type: 'auth', data: { token: 'token-1' } } },
      { type: 'message', data: { type: 'subscribe', data: { channel: 'user.7' } } },
    ]);
    fake.worker(channelMessage('user.7', { id: 1 }));
    expect(notified).toHaveBeenCalledTimes(1);

    store.set(authTokenAtom, 'token-2');
    expect(fake.posted[2]).toEqual({ type: 'message', data: { type: 'auth', data: { token: 'token-2' } } });
    store.set(authTokenAtom, null);
    expect(fake.posted.slice(3)).toEqual([
      { type: 'message', data: { type: 'auth', data: { token: null } } },
      { type: 'message', data: { type: 'unsubscribe', data: { channel: 'user.7' } } },
    ]);
    stop();
  });

  it('does not listen to a user channel for guests', () => {
    const store = createStore();
    const fake = fakePort();
    const stop = bindRealtimeSession(createRealtimeClient(fake.port), store, jest.fn());
    expect(fake.posted).toEqual([{ type: 'message', data: { type: 'auth', data: { token: null } } }]);
    stop();
  });
});

describe('startRealtime', () => {
  it('registers the client for the remotes, refreshes notifications, and leaves on pagehide', () => {
    const store = createStore();
    store.set(authTokenAtom, 'token-1');
    store.set(sessionUserAtom, user);
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const ports: ReturnType<typeof fakePort>[] = [];
    const target = new EventTarget();
    const stop = startRealtime({
      store,
      queryClient,
      openPort: () => {
        const fake = fakePort();
        ports.push(fake);
        return fake.port;
      },
      target: target as unknown as Window,
    });

    const remoteHandler = jest.fn();
    getRealtimeClient().subscribe('tournament.4', remoteHandler);
    expect(invalidate).not.toHaveBeenCalled();
    ports[0]!.worker({ type: 'open', data: null });
    expect(getRealtimeClient().status()).toBe('open');
    expect(invalidate).not.toHaveBeenCalled();
    // What was published before the user channel delivered is read again from the list.
    ports[0]!.worker(subscribed('user.7'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    ports[0]!.worker(channelMessage('tournament.4', {}));
    expect(remoteHandler).toHaveBeenCalledTimes(1);
    ports[0]!.worker(channelMessage('user.7', {}));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    ports[0]!.worker(channelMessage('user.7', { updated: 1, unread_count: 0 }, 'notifications_read'));
    expect(invalidate).toHaveBeenCalledTimes(3);
    // A chat read in another tab is news for the chats, not for the bell.
    ports[0]!.worker(channelMessage('user.7', { chat_id: 1, last_read_message_id: 9, unread: 0 }, 'chat_read'));
    expect(invalidate).toHaveBeenCalledTimes(3);

    target.dispatchEvent(new Event('pagehide'));
    expect(ports[0]!.posted.at(-1)).toEqual({ type: 'close' });
    expect(getRealtimeClient().status()).toBe('idle');

    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    target.dispatchEvent(restored);
    expect(ports).toHaveLength(2);
    expect(ports[1]!.posted).toContainEqual({ type: 'message', data: { type: 'subscribe', data: { channel: 'tournament.4' } } });
    stop();
    expect(ports[1]!.posted.at(-1)).toEqual({ type: 'close' });
  });
});
