import { reconnectDelayMs } from './backoff';
import { parseServerFrame, parseTabMessage, type ClientFrame, type WorkerToTab } from './protocol';

/** One tab's end of the SharedWorker connection. */
export interface PortLike {
  postMessage(message: WorkerToTab): void;
  /** Starts delivering the tab's messages to the handler. */
  listen(handler: (data: unknown) => void): void;
}

export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(code: number): void;
  error(): void;
}

export interface SocketLike {
  send(data: string): void;
  close(): void;
}

export interface HubOptions {
  url: string;
  /** Opens a socket and wires its events to the handlers (a WebSocket in the worker, a fake in tests). */
  createSocket(url: string, handlers: SocketHandlers): SocketLike;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
  now(): number;
  random(): number;
}

/** The worker pings the server this often; a ping left unanswered until the next one means a dead socket. */
export const PING_INTERVAL_MS = 25_000;
/** A connection that stayed open this long resets the backoff. */
export const STABLE_CONNECTION_MS = 10_000;
/** Close code reported to the tabs when the worker gives up on a silent socket. */
export const STALE_SOCKET_CODE = 4000;

/**
 * The logic of the SharedWorker: one WebSocket for every tab of the portal.
 * - Connects when the first tab arrives, closes when the last tab leaves (tabs announce `close`).
 * - Keeps the token and the union of the tabs' channels, and replays them after every reconnection:
 *   auth first, then the subscriptions once the server answered `ready` (or refused the token).
 * - Delivers channel messages to the tabs that listen to the channel; ready and server errors to all.
 * - Reconnects with exponential backoff and jitter, and reports only through `log` envelopes (no console).
 */
export class SocketHub {
  private readonly ports = new Map<PortLike, Set<string>>();
  private socket: SocketLike | null = null;
  private generation = 0;
  private open = false;
  private openedAt = 0;
  private token: string | null = null;
  private awaitingReady = false;
  private readonly serverChannels = new Set<string>();
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private awaitingPong = false;

  constructor(private readonly options: HubOptions) {}

  get portCount(): number {
    return this.ports.size;
  }

  get connected(): boolean {
    return this.open;
  }

  addPort(port: PortLike): void {
    this.ports.set(port, new Set());
    port.listen((data) => this.fromTab(port, data));
    if (this.open) port.postMessage({ type: 'open', data: null });
    else if (!this.socket && this.reconnectTimer === null) this.connect();
  }

  private fromTab(port: PortLike, raw: unknown): void {
    const channels = this.ports.get(port);
    if (!channels) return;
    const message = parseTabMessage(raw);
    if (!message) {
      port.postMessage({ type: 'log', data: 'ignored a malformed message' });
      return;
    }
    if (message.type === 'close') {
      this.removePort(port);
      return;
    }
    const frame = message.data;
    switch (frame.type) {
      case 'auth':
        this.setToken(frame.data.token);
        break;
      case 'subscribe':
        channels.add(frame.data.channel);
        this.syncChannels();
        break;
      case 'unsubscribe':
        channels.delete(frame.data.channel);
        this.syncChannels();
        break;
      case 'ping':
        this.send(frame);
        break;
    }
  }

  private removePort(port: PortLike): void {
    this.ports.delete(port);
    if (this.ports.size === 0) {
      this.shutdown();
      return;
    }
    this.syncChannels();
  }

  private setToken(token: string | null): void {
    if (token === this.token) return;
    const previous = this.token;
    this.token = token;
    if (!this.open) return;
    if (token) this.sendAuth();
    // Signing out: the server has no way to forget a token, so a fresh anonymous connection replaces it.
    else if (previous) this.reconnectNow('signed out: reconnecting without a token');
  }

  private sendAuth(): void {
    this.awaitingReady = true;
    this.send({ type: 'auth', data: { token: this.token } });
  }

  /** Subscribes what the tabs listen to and unsubscribes what nobody needs any more. */
  private syncChannels(): void {
    if (!this.open || this.awaitingReady) return;
    const wanted = new Set<string>();
    for (const channels of this.ports.values()) channels.forEach((channel) => wanted.add(channel));
    for (const channel of wanted) {
      if (this.serverChannels.has(channel)) continue;
      this.serverChannels.add(channel);
      this.send({ type: 'subscribe', data: { channel } });
    }
    for (const channel of [...this.serverChannels]) {
      if (wanted.has(channel)) continue;
      this.serverChannels.delete(channel);
      this.send({ type: 'unsubscribe', data: { channel } });
    }
  }

  private connect(): void {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.open = false;
    this.awaitingReady = false;
    this.serverChannels.clear();
    this.log(this.attempt === 0 ? 'connecting' : `reconnecting (attempt ${this.attempt + 1})`);
    try {
      this.socket = this.options.createSocket(this.options.url, {
        open: () => current() && this.onOpen(),
        message: (data) => current() && this.onMessage(data),
        close: (code) => current() && this.onLost(code),
        error: () => current() && this.broadcast({ type: 'error', data: { code: 'socket_error' } }),
      });
    } catch {
      this.socket = null;
      this.onLost(0);
    }
  }

  private onOpen(): void {
    this.open = true;
    this.openedAt = this.options.now();
    this.broadcast({ type: 'open', data: null });
    if (this.token) this.sendAuth();
    else this.syncChannels();
    this.schedulePing();
  }

  private onMessage(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame) {
      this.log('ignored an unknown frame');
      return;
    }
    switch (frame.type) {
      case 'pong':
        this.awaitingPong = false;
        return;
      case 'ready':
        this.attempt = 0;
        this.awaitingReady = false;
        this.broadcast({ type: 'message', data: frame });
        this.syncChannels();
        return;
      case 'error':
        this.broadcast({ type: 'message', data: frame });
        if (this.awaitingReady) {
          // The token was refused: public channels still work on this connection.
          this.awaitingReady = false;
          this.syncChannels();
        }
        return;
      case 'message':
        for (const [port, channels] of this.ports) if (channels.has(frame.data.channel)) port.postMessage({ type: 'message', data: frame });
        return;
    }
  }

  /** The socket closed or was given up: tell the tabs and come back later while any tab is left. */
  private onLost(code: number): void {
    const wasStable = this.open && this.options.now() - this.openedAt >= STABLE_CONNECTION_MS;
    this.stopPing();
    this.socket = null;
    this.open = false;
    this.awaitingReady = false;
    this.serverChannels.clear();
    this.generation++;
    if (wasStable) this.attempt = 0;
    if (this.ports.size === 0) return;
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt++;
    this.broadcast({ type: 'close', data: { code, reconnectInMs: delay } });
    this.log(`connection lost (${code}), next attempt in ${delay} ms`);
    this.reconnectTimer = this.options.setTimer(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private reconnectNow(reason: string): void {
    this.log(reason);
    this.dropSocket();
    this.attempt = 0;
    this.connect();
  }

  private schedulePing(): void {
    this.stopPing();
    this.awaitingPong = false;
    const tick = () => {
      if (!this.open) return;
      if (this.awaitingPong) {
        this.log('no answer to ping: the connection is considered dead');
        this.dropSocket();
        this.onLost(STALE_SOCKET_CODE);
        return;
      }
      this.awaitingPong = true;
      this.send({ type: 'ping' });
      this.pingTimer = this.options.setTimer(tick, PING_INTERVAL_MS);
    };
    this.pingTimer = this.options.setTimer(tick, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) this.options.clearTimer(this.pingTimer);
    this.pingTimer = null;
    this.awaitingPong = false;
  }

  /** Closes the current socket and ignores whatever it still reports. */
  private dropSocket(): void {
    const socket = this.socket;
    this.generation++;
    this.socket = null;
    this.stopPing();
    try {
      socket?.close();
    } catch {
      // Already closed.
    }
  }

  /** The last tab left: close the socket and stop every timer. */
  private shutdown(): void {
    if (this.reconnectTimer !== null) this.options.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
    this.dropSocket();
    this.open = false;
    this.awaitingReady = false;
    this.serverChannels.clear();
    this.attempt = 0;
    this.token = null;
  }

  private send(frame: ClientFrame): void {
    if (!this.socket || !this.open) return;
    try {
      this.socket.send(JSON.stringify(frame));
    } catch {
      this.log('a frame could not be sent');
    }
  }

  private broadcast(message: WorkerToTab): void {
    for (const port of this.ports.keys()) port.postMessage(message);
  }

  private log(text: string): void {
    this.broadcast({ type: 'log', data: text });
  }
}
