import { reconnectDelayMs } from './backoff';
import { Keepalive } from './keepalive';
import { parseServerFrame, parseTabMessage, type ClientFrame, type ServerFrame, type WorkerToTab } from './protocol';
import { TabChannels } from './tab-channels';

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

/** A connection that stayed open this long resets the backoff. */
export const STABLE_CONNECTION_MS = 10_000;
/** Close code reported to the tabs when the worker gives up on a silent socket. */
export const STALE_SOCKET_CODE = 4000;

/**
 * The logic of the SharedWorker: one WebSocket for every tab of the portal.
 * - Connects when the first tab arrives, closes when the last tab leaves (tabs announce `close`).
 * - Keeps the token and the union of the tabs' channels, and replays them after every reconnection:
 *   auth first, then the subscriptions once the server answered `ready` (or refused the token).
 * - Delivers channel messages, and the server's `subscribed` (the channel delivers from now on), to the tabs
 *   that listen to the channel; a tab joining a channel that already delivers hears `subscribed` at once.
 *   Ready and server errors go to all tabs.
 * - Reconnects with exponential backoff and jitter, and reports only through `log` envelopes (no console).
 */
export class SocketHub {
  private readonly channels = new TabChannels<PortLike>();
  private socket: SocketLike | null = null;
  private generation = 0;
  private open = false;
  private openedAt = 0;
  private token: string | null = null;
  private awaitingReady = false;
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private readonly keepalive: Keepalive;

  constructor(private readonly options: HubOptions) {
    this.keepalive = new Keepalive(options, () => this.send({ type: 'ping' }), () => {
      this.log('no answer to ping: the connection is considered dead');
      this.dropSocket();
      this.onLost(STALE_SOCKET_CODE);
    });
  }

  get portCount(): number {
    return this.channels.size;
  }

  get connected(): boolean {
    return this.open;
  }

  addPort(port: PortLike): void {
    this.channels.addPort(port);
    port.listen((data) => this.fromTab(port, data));
    if (this.open) port.postMessage({ type: 'open', data: null });
    else if (!this.socket && this.reconnectTimer === null) this.connect();
  }

  private fromTab(port: PortLike, raw: unknown): void {
    if (!this.channels.has(port)) return;
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
        this.channels.listen(port, frame.data.channel);
        // Another tab's subscription already delivers: this tab hears from now on.
        if (this.channels.isConfirmed(frame.data.channel)) port.postMessage({ type: 'message', data: { type: 'subscribed', data: frame.data } });
        this.syncChannels();
        break;
      case 'unsubscribe':
        this.channels.unlisten(port, frame.data.channel);
        this.syncChannels();
        break;
      case 'ping':
        this.send(frame);
        break;
    }
  }

  private removePort(port: PortLike): void {
    this.channels.removePort(port);
    if (this.channels.size === 0) {
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
    this.channels.sync().forEach((frame) => this.send(frame));
  }

  private connect(): void {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.open = false;
    this.awaitingReady = false;
    this.channels.forgetSubscriptions();
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
    this.keepalive.start();
  }

  private onMessage(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame) {
      this.log('ignored an unknown frame');
      return;
    }
    switch (frame.type) {
      case 'pong':
        this.keepalive.pong();
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
      case 'subscribed':
        this.channels.confirm(frame.data.channel);
        this.toListeners(frame);
        return;
      case 'message':
        this.toListeners(frame);
        return;
    }
  }

  /** A frame of one channel, for the tabs that listen to it. */
  private toListeners(frame: Extract<ServerFrame, { type: 'subscribed' | 'message' }>): void {
    for (const port of this.channels.listeners(frame.data.channel)) port.postMessage({ type: 'message', data: frame });
  }

  /** The socket closed or was given up: tell the tabs and come back later while any tab is left. */
  private onLost(code: number): void {
    const wasStable = this.open && this.options.now() - this.openedAt >= STABLE_CONNECTION_MS;
    this.keepalive.stop();
    this.socket = null;
    this.open = false;
    this.awaitingReady = false;
    this.channels.forgetSubscriptions();
    this.generation++;
    if (wasStable) this.attempt = 0;
    if (this.channels.size === 0) return;
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

  /** Closes the current socket and ignores whatever it still reports. */
  private dropSocket(): void {
    const socket = this.socket;
    this.generation++;
    this.socket = null;
    this.keepalive.stop();
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
    this.channels.forgetSubscriptions();
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
    for (const port of this.channels.ports()) port.postMessage(message);
  }

  private log(text: string): void {
    this.broadcast({ type: 'log', data: text });
  }
}
