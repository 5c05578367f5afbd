import { PING_INTERVAL_MS } from './keepalive';
import { STALE_SOCKET_CODE, SocketHub, type PortLike, type SocketHandlers } from './socket-hub';
import type { ClientFrame, TabToWorker, WorkerToTab } from './protocol';

/** Fake sockets, timers and ports: the hub runs exactly as in the worker, driven step by step. */
function setup({ random = 0.5 } = {}) {
  const sockets: { url: string; handlers: SocketHandlers; sent: ClientFrame[]; closed: boolean }[] = [];
  const timers = new Map<number, { at: number; callback: () => void }>();
  let clock = 0;
  let nextTimer = 1;
  const hub = new SocketHub({
    url: 'wss://portal.test/api/ws',
    createSocket(url, handlers) {
      const socket = { url, handlers, sent: [] as ClientFrame[], closed: false };
      sockets.push(socket);
      return {
        send: (data: string) => socket.sent.push(JSON.parse(data) as ClientFrame),
        close: () => {
          socket.closed = true;
        },
      };
    },
    setTimer(callback, ms) {
      const id = nextTimer++;
      timers.set(id, { at: clock + ms, callback });
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
    now: () => clock,
    random: () => random,
  });

  /** Moves the clock forward and runs the timers that fall due, in order. */
  function advance(ms: number) {
    const until = clock + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      clock = due[1].at;
      due[1].callback();
    }
    clock = until;
  }

  function port() {
    const received: WorkerToTab[] = [];
    let handler: (data: unknown) => void = () => {};
    const fake: PortLike = {
      postMessage: (m) => received.push(m),
      listen: (h) => {
        handler = h;
      },
    };
    hub.addPort(fake);
    return {
      received,
      send: (message: TabToWorker | unknown) => handler(message),
      frame: (frame: ClientFrame) => handler({ type: 'message', data: frame }),
      leave: () => handler({ type: 'close' }),
      types: () => received.filter((m) => m.type !== 'log').map((m) => m.type),
      logs: () => received.filter((m) => m.type === 'log').map((m) => m.data),
    };
  }

  const last = () => sockets[sockets.length - 1]!;
  const serverSays = (frame: unknown) => last().handlers.message(JSON.stringify(frame));
  return { hub, sockets, timers, advance, port, last, serverSays };
}

describe('SocketHub (the shared socket worker)', () => {
  it('connects when the first tab arrives and shares the socket with later tabs', () => {
    const t = setup();
    const first = t.port();
    expect(t.sockets).toHaveLength(1);
    expect(t.last().url).toBe('wss://portal.test/api/ws');
    t.last().handlers.open();
    const second = t.port();
    expect(t.sockets).toHaveLength(1);
    expect(first.types()).toEqual(['open']);
    expect(second.types()).toEqual(['open']);
  });

  it('sends the token, then the subscriptions once the server is ready', () => {
    const t = setup();
    const tab = t.port();
    tab.frame({ type: 'auth', data: { token: 'secret' } });
    tab.frame({ type: 'subscribe', data: { channel: 'user.7' } });
    t.last().handlers.open();
    expect(t.last().sent).toEqual([{ type: 'auth', data: { token: 'secret' } }]);
    t.serverSays({ type: 'ready', data: { userId: 7 } });
    expect(t.last().sent).toEqual([
      { type: 'auth', data: { token: 'secret' } },
      { type: 'subscribe', data: { channel: 'user.7' } },
    ]);
    expect(tab.received).toContainEqual({ type: 'message', data: { type: 'ready', data: { userId: 7 } } });
  });

  it('subscribes a channel once for several tabs and unsubscribes when the last listener goes', () => {
    const t = setup();
    const a = t.port();
    const b = t.port();
    t.last().handlers.open();
    a.frame({ type: 'subscribe', data: { channel: 'tournament.3' } });
    b.frame({ type: 'subscribe', data: { channel: 'tournament.3' } });
    expect(t.last().sent).toEqual([{ type: 'subscribe', data: { channel: 'tournament.3' } }]);
    a.frame({ type: 'unsubscribe', data: { channel: 'tournament.3' } });
    expect(t.last().sent).toHaveLength(1);
    b.leave();
    expect(t.last().sent).toEqual([
      { type: 'subscribe', data: { channel: 'tournament.3' } },
      { type: 'unsubscribe', data: { channel: 'tournament.3' } },
    ]);
  });

  it('delivers channel messages only to the tabs that listen to the channel', () => {
    const t = setup();
    const listening = t.port();
    const other = t.port();
    t.last().handlers.open();
    listening.frame({ type: 'subscribe', data: { channel: 'user.7' } });
    t.serverSays({ type: 'message', data: { channel: 'user.7', event: 'notification.created', payload: { id: 1 } } });
    const message = { type: 'message', data: { type: 'message', data: { channel: 'user.7', event: 'notification.created', payload: { id: 1 } } } };
    expect(listening.received).toContainEqual(message);
    expect(other.received).not.toContainEqual(message);
  });

  it("passes the server's subscribed to the tabs of that channel, tells a tab joining later at once, and forgets it with the socket", () => {
    const t = setup();
    const a = t.port();
    const b = t.port();
    const other = t.port();
    t.last().handlers.open();
    const subscribed = { type: 'message', data: { type: 'subscribed', data: { channel: 'chat.3' } } };
    a.frame({ type: 'subscribe', data: { channel: 'chat.3' } });
    t.serverSays({ type: 'subscribed', data: { channel: 'chat.3' } });
    expect(a.received).toContainEqual(subscribed);
    expect(other.received).not.toContainEqual(subscribed);
    // The channel already delivers for tab a: tab b hears so at once, and nothing more goes to the server.
    b.frame({ type: 'subscribe', data: { channel: 'chat.3' } });
    expect(b.received).toContainEqual(subscribed);
    expect(t.last().sent).toEqual([{ type: 'subscribe', data: { channel: 'chat.3' } }]);
    // A new socket delivers nothing until the server says so again.
    t.last().handlers.close(1006);
    t.advance(60_000);
    t.last().handlers.open();
    const late = t.port();
    late.frame({ type: 'subscribe', data: { channel: 'chat.3' } });
    expect(late.received).not.toContainEqual(subscribed);
    t.serverSays({ type: 'subscribed', data: { channel: 'chat.3' } });
    expect(late.received).toContainEqual(subscribed);
    expect(a.received.filter((m) => JSON.stringify(m) === JSON.stringify(subscribed))).toHaveLength(2);
  });

  it('closes the socket when the last tab leaves, and starts again for a new tab', () => {
    const t = setup();
    const a = t.port();
    const b = t.port();
    t.last().handlers.open();
    a.leave();
    expect(t.last().closed).toBe(false);
    b.leave();
    expect(t.last().closed).toBe(true);
    expect(t.hub.portCount).toBe(0);
    expect(t.timers.size).toBe(0);
    t.last().handlers.close(1000);
    expect(t.sockets).toHaveLength(1);
    t.port();
    expect(t.sockets).toHaveLength(2);
  });

  it('reconnects with growing, jittered delays, quietly, and replays token and channels', () => {
    const t = setup({ random: 1 });
    const tab = t.port();
    tab.frame({ type: 'auth', data: { token: 'secret' } });
    tab.frame({ type: 'subscribe', data: { channel: 'user.7' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    t.last().handlers.close(1006);
    expect(tab.received).toContainEqual({ type: 'close', data: { code: 1006, reconnectInMs: 1000 } });
    t.advance(999);
    expect(t.sockets).toHaveLength(1);
    t.advance(1);
    expect(t.sockets).toHaveLength(2);
    t.last().handlers.close(1006);
    expect(tab.received).toContainEqual({ type: 'close', data: { code: 1006, reconnectInMs: 2000 } });
    t.advance(2000);
    expect(t.sockets).toHaveLength(3);

    t.last().handlers.open();
    t.serverSays({ type: 'ready', data: { userId: 7 } });
    expect(t.last().sent).toEqual([
      { type: 'auth', data: { token: 'secret' } },
      { type: 'subscribe', data: { channel: 'user.7' } },
    ]);
    expect(tab.logs().some((line) => line.includes('next attempt in 1000 ms'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('keeps the jitter within half to the whole exponential step, capped', () => {
    const low = setup({ random: 0 });
    const tab = low.port();
    for (let i = 0; i < 8; i++) {
      low.last().handlers.close(1006);
      low.advance(60_000);
    }
    const delays = tab.received.flatMap((m) => (m.type === 'close' ? [m.data.reconnectInMs] : []));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it('starts the backoff over after the server was ready', () => {
    const t = setup({ random: 1 });
    const tab = t.port();
    t.last().handlers.close(1006);
    t.advance(1000);
    t.last().handlers.open();
    t.serverSays({ type: 'ready', data: { userId: null } });
    t.last().handlers.close(1006);
    const delays = tab.received.flatMap((m) => (m.type === 'close' ? [m.data.reconnectInMs] : []));
    expect(delays).toEqual([1000, 1000]);
  });

  it('pings the server and gives up on a socket that stops answering', () => {
    const t = setup({ random: 1 });
    const tab = t.port();
    t.last().handlers.open();
    t.advance(PING_INTERVAL_MS);
    expect(t.last().sent).toEqual([{ type: 'ping' }]);
    t.serverSays({ type: 'pong' });
    t.advance(PING_INTERVAL_MS);
    expect(t.last().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    t.advance(PING_INTERVAL_MS);
    expect(t.sockets[0]!.closed).toBe(true);
    expect(tab.received).toContainEqual({ type: 'close', data: { code: STALE_SOCKET_CODE, reconnectInMs: 1000 } });
    t.sockets[0]!.handlers.close(1006);
    expect(tab.received.filter((m) => m.type === 'close')).toHaveLength(1);
  });

  it('replaces an authenticated connection by an anonymous one on sign-out', () => {
    const t = setup();
    const tab = t.port();
    tab.frame({ type: 'auth', data: { token: 'secret' } });
    t.last().handlers.open();
    tab.frame({ type: 'auth', data: { token: 'secret' } });
    expect(t.last().sent).toHaveLength(1);
    tab.frame({ type: 'auth', data: { token: null } });
    expect(t.sockets[0]!.closed).toBe(true);
    expect(t.sockets).toHaveLength(2);
    t.last().handlers.open();
    expect(t.last().sent).toEqual([]);
  });

  it('re-authenticates an open connection when the token changes', () => {
    const t = setup();
    const tab = t.port();
    t.last().handlers.open();
    tab.frame({ type: 'subscribe', data: { channel: 'news' } });
    tab.frame({ type: 'auth', data: { token: 'new-token' } });
    expect(t.last().sent).toEqual([
      { type: 'subscribe', data: { channel: 'news' } },
      { type: 'auth', data: { token: 'new-token' } },
    ]);
  });

  it('still subscribes public channels when the server refuses the token', () => {
    const t = setup();
    const tab = t.port();
    tab.frame({ type: 'auth', data: { token: 'expired' } });
    tab.frame({ type: 'subscribe', data: { channel: 'news' } });
    t.last().handlers.open();
    t.serverSays({ type: 'error', data: { code: 'unauthenticated' } });
    expect(t.last().sent).toEqual([
      { type: 'auth', data: { token: 'expired' } },
      { type: 'subscribe', data: { channel: 'news' } },
    ]);
    expect(tab.received).toContainEqual({ type: 'message', data: { type: 'error', data: { code: 'unauthenticated' } } });
  });

  it('reports socket errors and ignores malformed input', () => {
    const t = setup();
    const tab = t.port();
    t.last().handlers.open();
    t.last().handlers.error();
    expect(tab.received).toContainEqual({ type: 'error', data: { code: 'socket_error' } });
    tab.send({ type: 'message', data: { type: 'subscribe', data: {} } });
    tab.send('nonsense');
    t.last().handlers.message('not json');
    t.last().handlers.message(JSON.stringify({ type: 'message', data: { event: 'x' } }));
    expect(t.last().sent).toEqual([]);
    expect(tab.logs()).toEqual(expect.arrayContaining(['ignored a malformed message', 'ignored an unknown frame']));
  });

  it('retries later when the socket cannot even be created', () => {
    const failing = new SocketHub({
      url: 'ws://x',
      createSocket: () => {
        throw new Error('blocked');
      },
      setTimer: () => 1,
      clearTimer: () => {},
      now: () => 0,
      random: () => 0,
    });
    const received: WorkerToTab[] = [];
    failing.addPort({ postMessage: (m) => received.push(m), listen: () => {} });
    expect(received).toContainEqual({ type: 'close', data: { code: 0, reconnectInMs: 500 } });
    expect(failing.connected).toBe(false);
  });
});
